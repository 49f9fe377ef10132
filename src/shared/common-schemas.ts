import { z } from 'zod';

/** An answer that only says the thing was done. */
export const okSchema = z.object({ ok: z.literal(true) });

/** An answer that is a sentence for the person (the sign-up's "check your email"). */
export const messageSchema = z.object({ message: z.string() });

/** An answer with no body (204), described for the API docs. */
export const noContentSchema = (description: string) => z.null().describe(description);

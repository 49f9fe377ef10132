import { z } from 'zod';
import { text } from './input-rules';

/** An answer that only says the thing was done. */
export const okSchema = z.object({ ok: z.literal(true) });

/** An answer that is a sentence for the person (the sign-up's "check your email"). */
export const messageSchema = z.object({ message: z.string() });

/** An answer with no body (204), described for the API docs. */
export const noContentSchema = (description: string) => z.null().describe(description);

/** A list's search box: trimmed, at most 100 characters. */
export const listSearchSchema = () =>
  text().trim().max(100, 'Search with at most 100 characters.').optional();

/** The cursor a keyset-paged list answered with its last page, sent back for the next one. */
export const pageCursorSchema = (maxLength = 500, of = 'results') =>
  text().max(maxLength, `That page of ${of} has expired. Please reload.`).optional();

/**
 * One of a list's filters or sort orders; anything else is refused with a message naming them
 * all, in order: `listChoiceSchema('Show', ['all', 'open'])` says "Show one of: all, open.".
 */
export const listChoiceSchema = <const Values extends readonly [string, ...string[]]>(
  verb: string,
  values: Values,
) => z.enum(values, { error: `${verb} one of: ${values.join(', ')}.` });

export const reasonRequired = 'Give a reason.';

/**
 * The reason a super admin gives for acting on someone's account or event (kept in the audit
 * log, and read by those it concerns): required, trimmed, at most `max` characters.
 */
export const reasonTextSchema = (max: number) =>
  text().trim().min(1, reasonRequired).max(max, `Keep the reason under ${max} characters.`);

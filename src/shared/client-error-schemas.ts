import { z } from 'zod';

/** An error the web app caught and reports (its error boundary's "This has been logged"). */
export const clientErrorSchema = z.object({
  message: z.string().max(1000),
  stack: z.string().max(4000).optional(),
  path: z.string().max(500),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

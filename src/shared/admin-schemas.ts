import { z } from 'zod';
import { text } from './input-rules';

/** The super admin's list of people: a search over names and e-mail, a page at a time. */
export const peopleQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isHost: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = z.object({
  people: z.array(personSchema),
  total: z.number(),
  pageSize: z.number(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

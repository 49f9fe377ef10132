import { z } from 'zod';
import { uuidSchema } from './ids';
import {
  listChoiceSchema,
  listSearchSchema,
  pageCursorSchema,
  reasonTextSchema,
} from './common-schemas';
import { keysOf } from './keys-of';

/** Who the people list shows: everyone, or only hosts, super admins or suspended accounts. */
export const PEOPLE_FILTER_LABELS = {
  all: 'Everyone',
  hosts: 'Hosts',
  admins: 'Super admins',
  suspended: 'Suspended',
} as const;
export type PeopleFilter = keyof typeof PEOPLE_FILTER_LABELS;
export const PEOPLE_FILTERS = keysOf(PEOPLE_FILTER_LABELS);

/** What the people list can be sorted by. */
export const PEOPLE_SORT_LABELS = {
  joined: 'Joined',
  name: 'Name',
  lastSeen: 'Last seen',
  events: 'Events',
} as const;
export type PeopleSort = keyof typeof PEOPLE_SORT_LABELS;
export const PEOPLE_SORTS = keysOf(PEOPLE_SORT_LABELS);

/**
 * The super admin's list of people: a search over names and e-mail, a filter, a sort order, and
 * a page at a time after the `cursor` the previous page answered (keyset paging: every page is
 * as quick as the first, however many people there are).
 */
export const peopleQuerySchema = z.object({
  q: listSearchSchema(),
  show: listChoiceSchema('Show', PEOPLE_FILTERS).default('all'),
  sort: listChoiceSchema('Sort by', PEOPLE_SORTS).default('joined'),
  dir: z.enum(['asc', 'desc'], { error: 'Order asc or desc.' }).default('desc'),
  cursor: pageCursorSchema(),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isHost: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
  /** The last signed-in request, to within a few minutes; null when never seen since it was kept. */
  lastSeenAt: z.string().nullable(),
  /** Events the person owns, drafts included. */
  eventCount: z.number(),
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = z.object({
  people: z.array(personSchema),
  /** How many people match the search and filter, on every page. */
  total: z.number(),
  pageSize: z.number(),
  /** Ask for the next page with this; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const personIdParamsSchema = z.object({ id: uuidSchema('Person not found') });

export const ROLES = ['host', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { host: 'Host', superAdmin: 'Super admin' };

/** Grants (`granted: true`) or revokes one role. */
export const setRoleSchema = z.object({
  role: z.enum(ROLES, { error: 'The role is host or superAdmin.' }),
  granted: z.boolean({ error: 'Say whether the role is granted (true) or revoked (false).' }),
});
export type SetRoleInput = z.infer<typeof setRoleSchema>;

export const REASON_MAX = 500;
export { reasonRequired } from './common-schemas';

/** Suspending or restoring an account: the reason is kept in the audit log. */
export const reasonSchema = z.object({ reason: reasonTextSchema(REASON_MAX) });
export type ReasonInput = z.infer<typeof reasonSchema>;

/** Spec 01 §8 says only "the error message": this is the one a suspended account is given. */
export const SUSPENDED_ACCOUNT_MESSAGE =
  'This account has been suspended. Contact us if you think this is a mistake.';

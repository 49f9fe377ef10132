import type { Person } from '@shared/admin-schemas';

/** A person as the people list shows them, for component tests: a member, not suspended. */
export const person = (id: string, firstName: string, extra: Partial<Person> = {}): Person => ({
  id,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@kindred.test`,
  isHost: false,
  isSuperAdmin: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  lastSeenAt: null,
  eventCount: 0,
  suspension: null,
  ...extra,
});

/** The people list's answer holding `people`: one page of 25 unless `extra` says otherwise. */
export const peoplePage = (
  people: Person[],
  extra: { total?: number; pageSize?: number; nextCursor?: string | null } = {},
) => ({
  people,
  total: people.length,
  pageSize: 25,
  nextCursor: null,
  ...extra,
});

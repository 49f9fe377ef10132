import { and, asc, count, desc, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PeopleFilter, PeopleSort } from '../../../shared/admin-schemas';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

/**
 * Each sort order as the expression its index is built on (schema/profiles.ts), and the type its
 * cursor value is read back as. The id breaks ties, so (key, id) orders every row exactly once.
 */
const SORT_KEYS: Record<PeopleSort, { key: SQL; type: SQL }> = {
  joined: { key: sql`${profiles.createdAt}`, type: sql`timestamptz` },
  name: { key: sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName})`, type: sql`text` },
  lastSeen: {
    key: sql`coalesce(${profiles.lastSeenAt}, '-infinity'::timestamptz)`,
    type: sql`timestamptz`,
  },
  events: { key: sql`${profiles.eventCount}`, type: sql`int` },
};

const FILTERS: Record<PeopleFilter, SQL | undefined> = {
  all: undefined,
  hosts: sql`${profiles.isHost}`,
  admins: sql`${profiles.isSuperAdmin}`,
  suspended: isNotNull(profiles.suspendedAt),
};

/** Where a page starts: just after this row's sort value (as PostgreSQL wrote it) and id. */
export type PeopleCursor = { value: string; id: string };

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isHost: boolean;
  isSuperAdmin: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  eventCount: number;
  /** The row's sort value as text, exact to the microsecond: the next page's cursor. */
  sortValue: string;
};

export type PeoplePageQuery = {
  term?: string;
  show: PeopleFilter;
  sort: PeopleSort;
  dir: 'asc' | 'desc';
  after?: PeopleCursor;
  limit: number;
};

function matching(q: Pick<PeoplePageQuery, 'term' | 'show'>): SQL | undefined {
  const pattern = q.term ? `%${q.term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    pattern
      ? or(
          // The expression of profiles_full_name_trgm_idx, so the trigram index serves it.
          sql`(${profiles.firstName} || ' ' || ${profiles.lastName}) ilike ${pattern}`,
          ilike(profiles.email, pattern),
        )
      : undefined,
    FILTERS[q.show],
  );
}

/**
 * The query for one page of people whose name or e-mail contains `term` (any letter case), of
 * one kind, in the order asked, after `after`. Every sort has an index on (key, id), so a page
 * is a range scan of it, however deep (people-index.test.ts checks the plans at 100,000 people).
 */
export function peoplePageQuery(db: Database, q: PeoplePageQuery) {
  const { key, type } = SORT_KEYS[q.sort];
  const after = q.after
    ? q.dir === 'asc'
      ? sql`(${key}, ${profiles.id}) > (${q.after.value}::${type}, ${q.after.id}::uuid)`
      : sql`(${key}, ${profiles.id}) < (${q.after.value}::${type}, ${q.after.id}::uuid)`
    : undefined;
  const order =
    q.dir === 'asc' ? [sql`${key} asc`, asc(profiles.id)] : [sql`${key} desc`, desc(profiles.id)];
  return db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      isHost: profiles.isHost,
      isSuperAdmin: profiles.isSuperAdmin,
      createdAt: profiles.createdAt,
      lastSeenAt: profiles.lastSeenAt,
      suspendedAt: profiles.suspendedAt,
      suspensionReason: profiles.suspensionReason,
      eventCount: profiles.eventCount,
      sortValue: sql<string>`(${key})::text`,
    })
    .from(profiles)
    .where(and(matching(q), after))
    .orderBy(...order)
    .limit(q.limit);
}

/** One page of people (peoplePageQuery), and how many match the search and filter in all. */
export async function findPeople(
  db: Database,
  q: PeoplePageQuery,
): Promise<{ rows: PersonRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    peoplePageQuery(db, q),
    db.select({ total: count() }).from(profiles).where(matching(q)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

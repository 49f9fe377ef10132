import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventCategories, events, tagGroups, tags } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type Cursor = { startDate: string; startTime: string; id: string };

export async function insertEvent(db: Database, row: NewEventRow): Promise<EventRow> {
  const [created] = await db.insert(events).values(row).returning();
  return created!;
}

export async function updateEvent(
  db: Database,
  id: string,
  patch: Partial<NewEventRow>,
): Promise<EventRow | undefined> {
  const [updated] = await db
    .update(events)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  return updated;
}

export async function deleteEvent(db: Database, id: string): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

export async function findEvent(db: Database, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** Published events from `from` on (to `to`), in (start_date, start_time, id) order, by keyset. */
export async function listPublishedEvents(
  db: Database,
  q: { from: string; to: string | null; categoryIds: number[]; after?: Cursor; limit: number },
): Promise<EventRow[]> {
  const conditions: SQL[] = [eq(events.isDraft, false), gte(events.startDate, q.from)];
  if (q.to) conditions.push(lte(events.startDate, q.to));
  if (q.categoryIds.length > 0)
    conditions.push(sql`${events.categoryIds} && ${sql.param(q.categoryIds)}::int[]`);
  if (q.after) {
    conditions.push(
      sql`(${events.startDate}, ${events.startTime}, ${events.id}) > (${q.after.startDate}::date, ${q.after.startTime}::time, ${q.after.id}::uuid)`,
    );
  }
  return db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id))
    .limit(q.limit);
}

export async function listHostEvents(db: Database, userId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id));
}

export type ScoredId = { id: string; score: number };

/**
 * One query answers a search (spec 01 §9): published events from today whose title, subtitle,
 * venue, city, category, tag names or host name contain the term, ranked by the score table.
 * Every matching arm is backed by an index (trigram GIN, array GIN or btree), so the planner can
 * combine bitmap scans instead of reading the whole table.
 */
export async function searchEventIds(
  db: Database,
  term: string,
  today: string,
  limit: number,
): Promise<ScoredId[]> {
  const escaped = term.replace(/[\\%_]/g, '\\$&');
  const pattern = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const result = await db.execute(sql`
    with matched_categories as (select coalesce(array_agg(id), '{}') as ids from event_categories where name ilike ${pattern}),
         matched_tags as (select coalesce(array_agg(id), '{}') as ids from tags where name ilike ${pattern}),
         matched_hosts as (
           select coalesce(array_agg(id), '{}') as ids from profiles
           where (first_name || ' ' || last_name) ilike ${pattern} or coalesce(display_name, '') ilike ${pattern}
         )
    select e.id,
      greatest(
        case when e.title ilike ${prefix} then 100 when e.title ilike ${pattern} then 80 else 0 end,
        case when e.category_ids && (select ids from matched_categories) then 70 else 0 end,
        case when e.event_type_ids && (select ids from matched_tags) then 65 else 0 end,
        case when e.user_id = any((select ids from matched_hosts)::uuid[]) then 60 else 0 end,
        case when e.location_city ilike ${pattern} then 50 else 0 end,
        case when e.location_venue ilike ${pattern} then 45 else 0 end,
        case when e.subtitle ilike ${pattern} then 30 else 0 end,
        case when e.description ilike ${pattern} then 20 else 0 end
      )
      + case when e.start_date <= ${today}::date + 30
             then round(10.0 * (30 - (e.start_date - ${today}::date)) / 30)::int else 0 end as score
    from events e
    where e.is_draft = false and e.start_date >= ${today}::date and (
      e.title ilike ${pattern} or e.subtitle ilike ${pattern}
      or e.location_venue ilike ${pattern} or e.location_city ilike ${pattern}
      or e.category_ids && (select ids from matched_categories)
      or e.event_type_ids && (select ids from matched_tags)
      or e.user_id = any((select ids from matched_hosts)::uuid[])
    )
    order by score desc, e.start_date, e.start_time, e.id
    limit ${limit}`);
  return (result as unknown as { rows: Array<{ id: string; score: number | string }> }).rows.map(
    (r) => ({ id: r.id, score: Number(r.score) }),
  );
}

export async function findEventsByIds(db: Database, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(events).where(inArray(events.id, ids));
}

export async function findTagNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(inArray(tags.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type HostRow = {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  handle: string | null;
  avatarUrl: string | null;
};

export async function findHosts(db: Database, ids: string[]): Promise<Map<string, HostRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      handle: profiles.handle,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findCategories(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(eventCategories).where(inArray(eventCategories.id, ids));
}

export async function existingTagIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return rows.map((r) => r.id);
}

export async function allCategories(db: Database) {
  return db.select().from(eventCategories).orderBy(asc(eventCategories.name));
}

export async function allTags(db: Database) {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      groupName: sql<string>`coalesce(${tagGroups.name}, 'Other')`,
    })
    .from(tags)
    .leftJoin(tagGroups, eq(tags.tagGroupId, tagGroups.id))
    .orderBy(asc(tagGroups.name), asc(tags.name));
}

/** Categories that upcoming published events use, most used first. */
export async function upcomingCategories(db: Database, today: string, limit: number) {
  const result = await db.execute(sql`
    select c.id, c.name, c.color, count(*)::int as uses
    from events e cross join lateral unnest(e.category_ids) as cid
    join event_categories c on c.id = cid
    where e.is_draft = false and e.start_date >= ${today}::date
    group by c.id order by uses desc, c.name limit ${limit}`);
  return (result as unknown as { rows: Array<{ id: number; name: string; color: string }> }).rows;
}

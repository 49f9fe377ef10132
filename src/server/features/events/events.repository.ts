import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { eventCategories, events, tagGroups, tags } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type Cursor = { startDate: string; startTime: string; id: string };

/** What an event card needs: lists never read descriptions or links they do not show. */
const cardColumns = {
  id: events.id,
  title: events.title,
  subtitle: events.subtitle,
  startDate: events.startDate,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  startsAt: events.startsAt,
  locationType: events.locationType,
  locationVenue: events.locationVenue,
  locationCity: events.locationCity,
  category: events.category,
  categoryNames: events.categoryNames,
  eventTypeIds: events.eventTypeIds,
  externalEventLink: events.externalEventLink,
  imageUrl: events.imageUrl,
  pricePence: events.pricePence,
  userId: events.userId,
  isExternal: events.isExternal,
  isDraft: events.isDraft,
};
export type CardRow = Pick<EventRow, keyof typeof cardColumns>;

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
): Promise<CardRow[]> {
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
    .select(cardColumns)
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id))
    .limit(q.limit);
}

export async function listPublishedEventsOfHost(
  db: Database,
  userId: string,
  from: string,
  limit: number,
): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.isDraft, false), gte(events.startDate, from)))
    .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id))
    .limit(limit);
}

export async function listHostEvents(db: Database, userId: string): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id));
}

export type ScoredId = { id: string; score: number };

/**
 * One API call answers a search (spec 01 §9): published events from today whose title,
 * subtitle, venue, city, category, tag names or host name contain the term, ranked by the score
 * table plus up to 10 points for events in the next 30 days.
 *
 * Scoring every match of a common word would read most of the table, so candidates are drawn
 * per field instead: for each field, the `limit` earliest events matching it (each arm an index
 * scan: trigram GIN, array GIN or the date-ordered public index). The result is still exact:
 * an event in the top `limit` is among the `limit` earliest events matching its best field,
 * because every earlier event matching that field scores at least as high and ranks first on a tie.
 */
export async function searchEventIds(
  db: Database,
  term: string,
  today: string,
  limit: number,
): Promise<ScoredId[]> {
  const lower = term.toLowerCase();
  const escaped = lower.replace(/[\\%_]/g, '\\$&');
  const pattern = `%${escaped}%`;
  const prefix = `${escaped}%`;

  const [matched] = rowsOf<{ categories: number[]; tags: number[]; hosts: string[] }>(
    await db.execute(sql`
      select
        array(select id from event_categories where name ilike ${pattern}) as categories,
        array(select id from tags where name ilike ${pattern}) as tags,
        array(select id from profiles where (first_name || ' ' || last_name) ilike ${pattern}
              union select id from profiles where coalesce(display_name, '') ilike ${pattern}) as hosts`),
  );
  const categories = matched?.categories ?? [];
  const tagIds = matched?.tags ?? [];
  const hosts = matched?.hosts ?? [];

  const published = sql`is_draft = false and start_date >= ${today}::date`;
  const arm = (condition: SQL) =>
    sql`(select id from events where ${published} and ${condition} order by start_date, start_time, id limit ${limit})`;
  const arms: SQL[] = [
    arm(sql`lower(title) like ${prefix}`),
    arm(sql`title ilike ${pattern}`),
    arm(sql`subtitle ilike ${pattern}`),
    arm(sql`location_city ilike ${pattern}`),
    arm(sql`location_venue ilike ${pattern}`),
  ];
  if (categories.length > 0) arms.push(arm(sql`category_ids && ${sql.param(categories)}::int[]`));
  if (tagIds.length > 0) arms.push(arm(sql`event_type_ids && ${sql.param(tagIds)}::int[]`));
  if (hosts.length > 0) arms.push(arm(sql`user_id = any(${sql.param(hosts)}::uuid[])`));

  const result = await db.execute(sql`
    with candidates as (${sql.join(arms, sql` union `)})
    select e.id,
      greatest(
        case when lower(e.title) like ${prefix} then 100 when e.title ilike ${pattern} then 80 else 0 end,
        case when e.category_ids && ${sql.param(categories)}::int[] then 70 else 0 end,
        case when e.event_type_ids && ${sql.param(tagIds)}::int[] then 65 else 0 end,
        case when e.user_id = any(${sql.param(hosts)}::uuid[]) then 60 else 0 end,
        case when e.location_city ilike ${pattern} then 50 else 0 end,
        case when e.location_venue ilike ${pattern} then 45 else 0 end,
        case when e.subtitle ilike ${pattern} then 30 else 0 end,
        case when e.description ilike ${pattern} then 20 else 0 end
      )
      + case when e.start_date <= ${today}::date + 30
             then round(10.0 * (30 - (e.start_date - ${today}::date)) / 30)::int else 0 end as score
    from events e join candidates c on c.id = e.id
    order by score desc, e.start_date, e.start_time, e.id
    limit ${limit}`);
  return rowsOf<{ id: string; score: number | string }>(result).map((r) => ({
    id: r.id,
    score: Number(r.score),
  }));
}

export async function findEventsByIds(db: Database, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return db.select(cardColumns).from(events).where(inArray(events.id, ids));
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
  return rowsOf<{ id: number; name: string; color: string }>(result);
}

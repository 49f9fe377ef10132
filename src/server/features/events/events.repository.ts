import { and, asc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { runStatement, statement } from '../../db/statements';
import { addLondonDays } from '../../../shared/events/london-dates';
import { eventCategories, events, tagGroups, tags } from '../../db/schema/events';
import { notSuspended, notSuspendedSql, suspendedSql } from '../../db/suspended-accounts';
import { nextOfItsSeriesInSearch } from './event-search-rows';
import type {
  CardRow,
  Cursor,
  DetailRow,
  EventRow,
  ModerationColumns,
  NewEventRow,
} from './event-rows';
import {
  CARD_COLUMNS,
  CARD_ORDER,
  DETAIL_COLUMNS,
  FROM_EVENTS_WITH_HOST,
  coHostedBy,
  nextOfItsSeries,
  notCancelled,
} from './event-rows';

export async function insertEvent(db: Database, row: NewEventRow): Promise<EventRow> {
  const [created] = await db.insert(events).values(row).returning();
  return created!;
}

/**
 * Saves a change to an event. A change that publishes it (`isDraft: false`) is made only while
 * the event is not unpublished by moderation, checked in the same statement, so a host's publish
 * cannot slip in beside a super admin's unpublish: undefined then, as for a missing event.
 */
export async function updateEvent(
  db: Database,
  id: string,
  patch: Partial<Omit<NewEventRow, 'sequence'>> & { sequence?: SQL },
): Promise<EventRow | undefined> {
  const [updated] = await db
    .update(events)
    .set(patch)
    .where(
      patch.isDraft === false
        ? and(eq(events.id, id), isNull(events.moderatedAt))
        : eq(events.id, id),
    )
    .returning();
  return updated;
}

/**
 * The event, its row locked until the transaction ends: what moderation reads before it
 * unpublishes or restores it, so a host's save in between waits for it.
 */
export async function lockEvent(tx: Database, id: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/** Moderation's change: unpublished with who and why, or restored (all three null). */
export async function setEventModeration(
  tx: Database,
  id: string,
  moderation: Pick<NewEventRow, 'moderatedAt' | 'moderatedBy' | 'moderationReason'> & {
    isDraft?: boolean;
  },
): Promise<EventRow> {
  const [row] = await tx.update(events).set(moderation).where(eq(events.id, id)).returning();
  return row!;
}

export async function deleteEvent(db: Database, id: string): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/**
 * Deletes a host's own events, published or not (their co-host invitations go with them by
 * cascade); events they only co-host are not theirs and stay. Answers how many went.
 */
export async function deleteEventsOfHost(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(events)
    .where(eq(events.userId, userId))
    .returning({ id: events.id });
  return rows.length;
}

/** Whether any event shows one of these uploads as its cover, in either size it keeps a link to. */
export async function isAnyImageUsedByAnEvent(db: Database, urls: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(or(inArray(events.imageUrl, urls), inArray(events.originalImageUrl, urls)))
    .limit(1);
  return row !== undefined;
}

/** Every stored cover URL any event (draft or published) links to, in either size it keeps. */
export async function coverUrlsInUse(db: Database): Promise<string[]> {
  const rows = await db
    .select({ imageUrl: events.imageUrl, originalImageUrl: events.originalImageUrl })
    .from(events)
    .where(or(like(events.imageUrl, '/uploads/%'), like(events.originalImageUrl, '/uploads/%')));
  return rows.flatMap((row) => [row.imageUrl, row.originalImageUrl]).filter((url) => url !== null);
}

export async function findEvent(db: Database, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

const eventForDisplay = statement<DetailRow>(
  'event_for_display',
  `select ${DETAIL_COLUMNS} ${FROM_EVENTS_WITH_HOST} where e.id = $1`,
);

/** An event with what its page needs from other tables, in one query. */
export async function findEventForDisplay(
  db: Database,
  id: string,
): Promise<DetailRow | undefined> {
  const [row] = await runStatement(db, eventForDisplay, [id]);
  return row;
}

// Every filter is always present, so one statement serves every page of every filter: an absent
// upper date is 'infinity', no categories or facts an empty array (every array holds the empty
// one), and the first page's keyset starts just before `from` (the end of the day before it), so
// the index scan starts there too rather than at the oldest event.
// With no upper date (every date from today), a series shows once, at its next date; a date
// filter ("This weekend") shows each of its dates that falls in it (issue 23).
// The page is found in `event_search` (ADR 35), whose date index carries what the filters ask
// of a row, and only the rows shown are read from `events`.
const publishedEventsPage = statement<CardRow>(
  'published_events_page',
  `with page as (
     select s.event_id, s.start_date, s.start_time from event_search s
     where s.start_date >= $1::date and s.start_date <= $2::date
       and (cardinality($3::int[]) = 0 or s.category_ids && $3::int[])
       and s.fact_ids @> $8::int[]
       and ${notSuspended('s.user_id')}
       and ($2::date <> 'infinity'::date or ${nextOfItsSeriesInSearch('$1::date')})
       and (s.start_date, s.start_time, s.event_id) > ($4::date, $5::time, $6::uuid)
     order by s.start_date, s.start_time, s.event_id limit $7)
   select ${CARD_COLUMNS} ${FROM_EVENTS_WITH_HOST} join page on page.event_id = e.id
   order by page.start_date, page.start_time, page.event_id`,
);

/** Published events from `from` on (to `to`), in (start_date, start_time, id) order, by keyset. */
export async function listPublishedEvents(
  db: Database,
  q: {
    from: string;
    to: string | null;
    categoryIds: number[];
    /** Events with every one of these facts of what to expect (none: every event). */
    factIds: number[];
    after?: Cursor;
    limit: number;
  },
): Promise<CardRow[]> {
  return runStatement(db, publishedEventsPage, [
    q.from,
    q.to ?? 'infinity',
    q.categoryIds,
    q.after?.startDate ?? addLondonDays(q.from, -1),
    q.after?.startTime ?? '24:00',
    q.after?.id ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    q.limit,
    q.factIds,
  ]);
}

// The events a host owns, and those they co-host (accepted): a space lists and counts both.
const publishedEventsOfHost = statement<CardRow>(
  'published_events_of_host',
  `select ${CARD_COLUMNS} ${FROM_EVENTS_WITH_HOST}
   where (e.user_id = $1 or e.id = any(${coHostedBy('array[$1::uuid]')}))
     and e.is_draft = false and e.start_date >= $2::date and ${notSuspended('e.user_id')}
     and ${notCancelled('e')} and ${nextOfItsSeries('e', '$2::date')}
   ${CARD_ORDER} limit $3`,
);

export async function listPublishedEventsOfHost(
  db: Database,
  userId: string,
  from: string,
  limit: number,
): Promise<CardRow[]> {
  return runStatement(db, publishedEventsOfHost, [userId, from, limit]);
}

/** A host's own row of an event: with any moderation, whether they cancelled it, its series. */
export type HostEventRow = CardRow &
  ModerationColumns & { cancelledAt: Date | string | null; seriesId: string | null };

const eventsOfHost = statement<HostEventRow>(
  'events_of_host',
  `select ${CARD_COLUMNS},
     e.moderated_at as "moderatedAt", e.moderation_reason as "moderationReason",
     e.cancelled_at as "cancelledAt", e.series_id as "seriesId"
   ${FROM_EVENTS_WITH_HOST} where e.user_id = $1 ${CARD_ORDER}`,
);

/** Every event of a host, drafts included, for their dashboard (with any moderation). */
export async function listHostEvents(db: Database, userId: string): Promise<HostEventRow[]> {
  return runStatement(db, eventsOfHost, [userId]);
}

const draftsOfHost = statement<CardRow>(
  'drafts_of_host',
  `select ${CARD_COLUMNS} ${FROM_EVENTS_WITH_HOST}
   where e.user_id = $1 and e.is_draft = true ${CARD_ORDER} limit $2`,
);

/** A host's unpublished events, soonest first, for the dashboard's overview. */
export async function listHostDrafts(
  db: Database,
  userId: string,
  limit: number,
): Promise<CardRow[]> {
  return runStatement(db, draftsOfHost, [userId, limit]);
}

/**
 * How many published events a host has from `from` on, co-hosted ones included (as their space
 * page counts them), and how many drafts of their own.
 */
export async function countHostEvents(
  db: Database,
  userId: string,
  from: string,
): Promise<{ upcoming: number; drafts: number }> {
  const [row] = rowsOf<{ upcoming: number; drafts: number }>(
    await db.execute(sql`
      select
        count(*) filter (where is_draft = false and start_date >= ${from}::date
          and cancelled_at is null)::int as upcoming,
        count(*) filter (where is_draft = true and user_id = ${userId}::uuid)::int as drafts
      from events
      where (user_id = ${userId}::uuid
        or id in (
          select ec.event_id from event_collaborators ec
          join facilitator_spaces s on s.id = ec.facilitator_space_id
          where ec.status = 'accepted' and s.user_id = ${userId}::uuid))
        and ${notSuspendedSql('user_id')}`),
  );
  return row ?? { upcoming: 0, drafts: 0 };
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

/** Every category, in the order super admins give them (sort_order), then by name. */
export async function allCategories(db: Database) {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name, color: eventCategories.color })
    .from(eventCategories)
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.name));
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

/**
 * The `limit` categories upcoming published events use most, shown in the order super admins
 * give them (sort_order), then by name. The uses are summed from the counts per date
 * (`event_category_days`), less the upcoming events of suspended hosts (none, mostly), read by
 * their own index: the answer of counting every upcoming event's categories, at the cost of a
 * few thousand small rows whatever the number of events.
 */
export async function upcomingCategories(db: Database, today: string, limit: number) {
  const result = await db.execute(sql`
    with counted as (
      select category_id, sum(events) as uses from event_category_days
      where start_date >= ${today}::date group by category_id),
    hidden as (
      select cid as category_id, count(*) as uses
      from event_search s cross join lateral unnest(s.category_ids) as cid
      where ${suspendedSql('s.user_id')}
        and s.start_date >= ${today}::date
      group by cid)
    select id, name, color from (
      select c.id, c.name, c.color, c.sort_order,
             counted.uses - coalesce(hidden.uses, 0) as uses
      from counted join event_categories c on c.id = counted.category_id
      left join hidden on hidden.category_id = counted.category_id
      where counted.uses - coalesce(hidden.uses, 0) > 0
      order by uses desc, c.sort_order, c.name limit ${limit}) as most_used
    order by sort_order, name`);
  return rowsOf<{ id: number; name: string; color: string }>(result);
}

import { and, asc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { runQuery, runStatement, statement, type DriverInstant } from '../../db/statements';
import { addLondonDays } from '../../../shared/events/london-dates';
import { CARD_SUMMARY_LENGTH } from '../../../shared/events/display-event';
import { eventCategories, events, tagGroups, tags } from '../../db/schema/events';
import { notSuspended, notSuspendedSql } from '../../db/suspended-accounts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type Cursor = { startDate: string; startTime: string; id: string };

/**
 * The columns an event card needs, as hand-written SQL over `events e` left-joined to
 * `profiles p` on the host: lists never read descriptions or links they do not show. With them
 * come what the display fields need from other tables (spec 01 §3 "Display event"), so a page of
 * events is one query: the host's names, and the tag names in the order the host chose them.
 * Dates and times come back as text, exactly as the host typed them. Of the description, only
 * what the mobile card shows, and one character more to tell whether it was cut.
 */
const CARD_COLUMNS = `
  e.id, e.title, e.subtitle,
  left(e.description, ${CARD_SUMMARY_LENGTH + 1}) as "descriptionStart",
  e.start_date::text as "startDate", e.end_date::text as "endDate",
  e.start_time::text as "startTime", e.end_time::text as "endTime",
  e.starts_at as "startsAt",
  e.location_type as "locationType", e.location_venue as "locationVenue",
  e.location_city as "locationCity",
  e.category, e.category_names as "categoryNames", e.event_type_ids as "eventTypeIds",
  e.external_event_link as "externalEventLink", e.image_url as "imageUrl",
  e.price_pence as "pricePence", e.price_varies as "priceVaries", e.user_id as "userId",
  e.is_external as "isExternal", e.is_draft as "isDraft",
  p.first_name as "hostFirstName", p.last_name as "hostLastName",
  p.display_name as "hostDisplayName", p.handle as "hostHandle", p.avatar_url as "hostAvatarUrl",
  array(select t.name from unnest(e.event_type_ids) with ordinality as chosen(id, position)
        join tags t on t.id = chosen.id order by chosen.position) as "tagNames"`;

/**
 * The accepted co-hosts of event `e`, oldest invitation first, as JSON: each one's space's name,
 * handle and avatar (the profile's picture when the space has none, as the space page shows it).
 */
const COHOSTS_OF_E = `coalesce((
    select json_agg(json_build_object(
      'userId', s.user_id, 'name', s.display_name, 'handle', s.handle,
      'avatarUrl', coalesce(s.avatar_url, s.profile_avatar_url))
      order by ec.created_at, ec.id)
    from event_collaborators ec join facilitator_spaces s on s.id = ec.facilitator_space_id
    where ec.event_id = e.id and ec.status = 'accepted' and ${notSuspended('s.user_id')}),
    '[]'::json)`;

/** The ids of the events whose accepted co-hosts include one of the users in `users` (SQL). */
const coHostedBy = (users: string) => `array(
    select ec.event_id from event_collaborators ec
    join facilitator_spaces s on s.id = ec.facilitator_space_id
    where ec.status = 'accepted' and s.user_id = any(${users}))`;

const DETAIL_COLUMNS = `${CARD_COLUMNS},
  ${COHOSTS_OF_E} as "cohosts", p.suspended_at is not null as "hostSuspended",
  e.description, e.location_country as "locationCountry", e.location_postcode as "locationPostcode",
  e.latitude, e.longitude, e.ends_at as "endsAt", e.category_ids as "categoryIds",
  e.online_event_link as "onlineEventLink", e.original_image_url as "originalImageUrl",
  e.capacity, e.created_at as "createdAt", e.updated_at as "updatedAt",
  e.moderated_at as "moderatedAt", e.moderation_reason as "moderationReason"`;

const FROM_EVENTS_WITH_HOST = `from events e left join profiles p on p.id = e.user_id`;
const CARD_ORDER = `order by e.start_date, e.start_time, e.id`;

/** An event card's row: null host fields when the host has no profile. */
export type CardRow = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'locationType'
  | 'locationVenue'
  | 'locationCity'
  | 'category'
  | 'categoryNames'
  | 'eventTypeIds'
  | 'externalEventLink'
  | 'imageUrl'
  | 'pricePence'
  | 'priceVaries'
  | 'userId'
  | 'isExternal'
  | 'isDraft'
> & {
  startsAt: DriverInstant;
  descriptionStart: string;
  hostFirstName: string | null;
  hostLastName: string | null;
  hostDisplayName: string | null;
  hostHandle: string | null;
  hostAvatarUrl: string | null;
  tagNames: string[];
};

export type DetailRow = CardRow &
  Pick<
    EventRow,
    | 'description'
    | 'locationCountry'
    | 'locationPostcode'
    | 'latitude'
    | 'longitude'
    | 'categoryIds'
    | 'onlineEventLink'
    | 'originalImageUrl'
    | 'capacity'
  > & {
    endsAt: DriverInstant;
    createdAt: DriverInstant;
    updatedAt: DriverInstant;
    /** The host's account is suspended: the event is no one's to see (suspended-accounts.ts). */
    hostSuspended: boolean;
    /** JSON: PGlite and postgres.js parse it; kept loose in case a driver hands back the text. */
    cohosts: CohostJson[] | string;
  } & ModerationColumns;

/** Set while the event is unpublished by moderation (schema/events.ts). */
export type ModerationColumns = {
  moderatedAt: DriverInstant | null;
  moderationReason: string | null;
};

export type CohostJson = {
  userId: string;
  name: string;
  handle: string | null;
  avatarUrl: string | null;
};

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
  patch: Partial<NewEventRow>,
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
// upper date is 'infinity', no categories is an empty array, and the first page's keyset starts
// just before `from` (the end of the day before it), so the index scan starts there too rather
// than at the oldest event.
const publishedEventsPage = statement<CardRow>(
  'published_events_page',
  `select ${CARD_COLUMNS} ${FROM_EVENTS_WITH_HOST}
   where e.is_draft = false and e.start_date >= $1::date and e.start_date <= $2::date
     and (cardinality($3::int[]) = 0 or e.category_ids && $3::int[])
     and ${notSuspended('e.user_id')}
     and (e.start_date, e.start_time, e.id) > ($4::date, $5::time, $6::uuid)
   ${CARD_ORDER} limit $7`,
);

/** Published events from `from` on (to `to`), in (start_date, start_time, id) order, by keyset. */
export async function listPublishedEvents(
  db: Database,
  q: { from: string; to: string | null; categoryIds: number[]; after?: Cursor; limit: number },
): Promise<CardRow[]> {
  return runStatement(db, publishedEventsPage, [
    q.from,
    q.to ?? 'infinity',
    q.categoryIds,
    q.after?.startDate ?? addLondonDays(q.from, -1),
    q.after?.startTime ?? '24:00',
    q.after?.id ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    q.limit,
  ]);
}

// The events a host owns, and those they co-host (accepted): a space lists and counts both.
const publishedEventsOfHost = statement<CardRow>(
  'published_events_of_host',
  `select ${CARD_COLUMNS} ${FROM_EVENTS_WITH_HOST}
   where (e.user_id = $1 or e.id = any(${coHostedBy('array[$1::uuid]')}))
     and e.is_draft = false and e.start_date >= $2::date and ${notSuspended('e.user_id')}
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

const eventsOfHost = statement<CardRow & ModerationColumns>(
  'events_of_host',
  `select ${CARD_COLUMNS},
     e.moderated_at as "moderatedAt", e.moderation_reason as "moderationReason"
   ${FROM_EVENTS_WITH_HOST} where e.user_id = $1 ${CARD_ORDER}`,
);

/** Every event of a host, drafts included, for their dashboard (with any moderation). */
export async function listHostEvents(
  db: Database,
  userId: string,
): Promise<Array<CardRow & ModerationColumns>> {
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
        count(*) filter (where is_draft = false and start_date >= ${from}::date)::int as upcoming,
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

// The categories, tags and hosts whose names contain the term. Fixed text, so prepared: its
// generic plan uses the same trigram indexes as a plan made for the term (checked with EXPLAIN).
// An accepted co-host hosts an event as much as its owner does: `cohosted` is the events of the
// matched hosts' co-hosting.
const searchLookup = statement<{
  categories: number[];
  tags: number[];
  hosts: string[];
  cohosted: string[];
}>(
  'search_lookup',
  `with hosts as (
     select id from profiles where (first_name || ' ' || last_name) ilike $1
       and suspended_at is null
     union select id from profiles where coalesce(display_name, '') ilike $1
       and suspended_at is null)
   select
     array(select id from event_categories where name ilike $1) as categories,
     array(select id from tags where name ilike $1) as tags,
     array(select id from hosts) as hosts,
     ${coHostedBy('array(select id from hosts)')} as cohosted`,
);

/**
 * One API call answers a search (spec 01 §9): published events from today whose title,
 * subtitle, venue, city, category, tag names, host or co-host name or description contain the
 * term, ranked by the score table plus up to 10 points for events in the next 30 days.
 *
 * Scoring every match of a common word would read most of the table, so candidates are drawn
 * per field instead (ADR 6): for each field, the `limit` earliest events matching it (each arm an
 * index scan: trigram GIN, array GIN or the date-ordered public index). The result is still exact:
 * an event in the top `limit` is among the `limit` earliest events matching its best field,
 * because every earlier event matching that field scores at least as high and ranks first on a tie.
 */
export async function searchEventCards(
  db: Database,
  /** Trimmed and lower-cased, as searchTermSchema leaves it. */
  lower: string,
  today: string,
  limit: number,
): Promise<Array<CardRow & { score: number }>> {
  const escaped = lower.replace(/[\\%_]/g, '\\$&');
  const pattern = `%${escaped}%`;
  const prefix = `${escaped}%`;

  const [matched] = await runStatement(db, searchLookup, [pattern]);
  const categories = matched?.categories ?? [];
  const tagIds = matched?.tags ?? [];
  const hosts = matched?.hosts ?? [];
  const cohosted = matched?.cohosted ?? [];

  const published = sql`is_draft = false and start_date >= ${today}::date and ${notSuspendedSql('user_id')}`;
  const arm = (condition: SQL) =>
    sql`(select id from events where ${published} and ${condition} order by start_date, start_time, id limit ${limit})`;
  // Descriptions are matched on their lower-cased copy, against the term lower-cased by
  // PostgreSQL itself so both sides agree on every letter: with `like` where the trigram index
  // should serve, with `strpos` (the same test, which no index serves) where it should not.
  const inDescription = {
    indexed: sql`description_search like lower(${pattern})`,
    scanned: sql`strpos(description_search, lower(${lower})) > 0`,
  };
  const arms: SQL[] = [
    arm(sql`lower(title) like ${prefix}`),
    arm(sql`title ilike ${pattern}`),
    arm(sql`subtitle ilike ${pattern}`),
    arm(sql`location_city ilike ${pattern}`),
    arm(sql`location_venue ilike ${pattern}`),
    ...descriptionArms(published, inDescription, limit),
  ];
  if (categories.length > 0) arms.push(arm(sql`category_ids && ${sql.param(categories)}::int[]`));
  if (tagIds.length > 0) arms.push(arm(sql`event_type_ids && ${sql.param(tagIds)}::int[]`));
  if (hosts.length > 0) arms.push(arm(sql`user_id = any(${sql.param(hosts)}::uuid[])`));
  if (cohosted.length > 0) arms.push(arm(sql`id = any(${sql.param(cohosted)}::uuid[])`));

  // The score is that of the best matching field; the fields are tried best first, so a long
  // description is only read for events that match nothing better.
  const rows = await runQuery<CardRow & { score: number | string }>(
    db,
    sql`
    with ${descriptionSample(published, inDescription.scanned)},
    candidates as (${sql.join(arms, sql` union `)})
    select ${sql.raw(CARD_COLUMNS)},
      case
        when lower(e.title) like ${prefix} then 100
        when e.title ilike ${pattern} then 80
        when e.category_ids && ${sql.param(categories)}::int[] then 70
        when e.event_type_ids && ${sql.param(tagIds)}::int[] then 65
        when e.user_id = any(${sql.param(hosts)}::uuid[])
          or e.id = any(${sql.param(cohosted)}::uuid[]) then 60
        when e.location_city ilike ${pattern} then 50
        when e.location_venue ilike ${pattern} then 45
        when e.subtitle ilike ${pattern} then 30
        when strpos(e.description_search, lower(${lower})) > 0 then 20
        else 0
      end
      + case when e.start_date <= ${today}::date + 30
             then round(10.0 * (30 - (e.start_date - ${today}::date)) / 30)::int else 0 end as score
    ${sql.raw(FROM_EVENTS_WITH_HOST)} join candidates c on c.id = e.id
    order by score desc, e.start_date, e.start_time, e.id
    limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

// How many of the earliest upcoming events are read first to judge how common a term is in
// descriptions, and how many of them must match for the rest to be read in date order too.
const DESCRIPTION_SAMPLE = 100;
const COMMON_IN_SAMPLE = 3;

/**
 * The earliest upcoming events, read in date order, each with whether its description matches.
 * PostgreSQL keeps no statistics on values over 1 kB, so on long descriptions it cannot tell a
 * common word from a rare one by itself, and would read every match of a common word through the
 * trigram index (53,000 rechecks, ~1 s, for a word in half of 100,000 descriptions) when walking
 * the date order finds the first matches within a hundred rows. This sample tells it which.
 */
function descriptionSample(published: SQL, inDescription: SQL): SQL {
  return sql`description_sample as (
      select id, start_date, start_time, ${inDescription} as hit from events where ${published}
      order by start_date, start_time, id limit ${DESCRIPTION_SAMPLE}),
    description_hits as (select count(*) filter (where hit) as n from description_sample)`;
}

/**
 * The `limit` earliest upcoming events whose description contains the term, by whichever way is
 * cheap for how common the term is (see descriptionSample): from the sample itself when it holds
 * enough; by walking the date order when the term is common (~50 ÷ share of events matching rows
 * read); through the trigram index when it is rare (as many rows as match). Only one of the last
 * two runs: the other's condition on the sample is false before it starts.
 */
function descriptionArms(
  published: SQL,
  inDescription: { indexed: SQL; scanned: SQL },
  limit: number,
): SQL[] {
  const hits = sql`(select n from description_hits)`;
  return [
    sql`(select id from description_sample where hit order by start_date, start_time, id limit ${limit})`,
    // `strpos` has no index and a default estimate of a third of the rows, so the planner walks
    // the date-ordered index here, checking descriptions until it has `limit` of them.
    sql`(select id from events
         where ${published} and ${inDescription.scanned}
           and ${hits} >= ${COMMON_IN_SAMPLE} and ${hits} < ${limit}
         order by start_date, start_time, id limit ${limit})`,
    sql`(select id from events
         where ${published} and ${inDescription.indexed} and ${hits} < ${COMMON_IN_SAMPLE}
         order by start_date, start_time, id limit ${limit})`,
  ];
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
 * give them (sort_order), then by name.
 */
export async function upcomingCategories(db: Database, today: string, limit: number) {
  const result = await db.execute(sql`
    select id, name, color from (
      select c.id, c.name, c.color, c.sort_order, count(*)::int as uses
      from events e cross join lateral unnest(e.category_ids) as cid
      join event_categories c on c.id = cid
      where e.is_draft = false and e.start_date >= ${today}::date
        and ${notSuspendedSql('e.user_id')}
      group by c.id order by uses desc, c.sort_order, c.name limit ${limit}) as most_used
    order by sort_order, name`);
  return rowsOf<{ id: number; name: string; color: string }>(result);
}

import { type DriverInstant } from '../../db/statements';
import { CARD_SUMMARY_LENGTH } from '../../../shared/events/display-event';
import type { events } from '../../db/schema/events';
import type { SeriesRule } from '../../../shared/series/series-rules';
import type { EventFact } from '../../../shared/events/event-facts';
import { factKindRank } from '../../db/fact-order';
import { notSuspended } from '../../db/suspended-accounts';

/** The rows the events repositories answer, and the SQL they share to read them. */

export type EventRow = typeof events.$inferSelect;

export type NewEventRow = typeof events.$inferInsert;

export type Cursor = { startDate: string; startTime: string; id: string };

/**
 * What to expect at event `e` (issue 25), as JSON: its facts in the catalogue's order (kind, then
 * the super admins' order). Most events carry none, and then nothing is looked up.
 */
const FACTS_OF_E = `case when cardinality(e.fact_ids) = 0 then '[]'::json else coalesce((
    select json_agg(json_build_object('id', f.id, 'kind', f.kind, 'name', f.name, 'icon', f.icon)
      order by ${factKindRank('f.kind')}, f.sort_order, f.id)
    from event_facts f where f.id = any(e.fact_ids)), '[]'::json) end`;

/**
 * The columns an event card needs, as hand-written SQL over `events e` left-joined to
 * `profiles p` on the host: lists never read descriptions or links they do not show. With them
 * come what the display fields need from other tables (spec 01 §3 "Display event"), so a page of
 * events is one query: the host's names, and the tag names in the order the host chose them.
 * Dates and times come back as text, exactly as the host typed them. Of the description, only
 * what the mobile card shows, and one character more to tell whether it was cut.
 */
export const CARD_COLUMNS = `
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
        join tags t on t.id = chosen.id order by chosen.position) as "tagNames",
  (select es.rule from event_series es where es.id = e.series_id) as "seriesRule",
  ${FACTS_OF_E} as "facts"`;

/**
 * Whether event `alias` is a one-off, or the next published date of its series from `from` on
 * that goes ahead (SQL): how lists show a series once, at its next date (issue 23). Looked up by
 * `events_series_next_idx` for dates of a series only; a cancelled date is passed over there
 * (a few rows read and left), so the series shows at its next date that is held.
 */
export const nextOfItsSeries = (alias: string, from: string) => `(${alias}.series_id is null
  or ${alias}.id = (select d.id from events d
    where d.series_id = ${alias}.series_id and d.is_draft = false and d.start_date >= ${from}
      and d.cancelled_at is null
    order by d.start_date, d.start_time, d.id limit 1))`;

/** Whether event `alias` goes ahead (SQL): public lists leave out what its host cancelled. */
export const notCancelled = (alias: string) => `${alias}.cancelled_at is null`;

/**
 * The accepted co-hosts of event `e`, oldest invitation first, as JSON: each one's space's name,
 * handle and avatar (the profile's picture when the space has none, as the space page shows it).
 */
export const COHOSTS_OF_E = `coalesce((
    select json_agg(json_build_object(
      'userId', s.user_id, 'name', s.display_name, 'handle', s.handle,
      'avatarUrl', coalesce(s.avatar_url, s.profile_avatar_url))
      order by ec.created_at, ec.id)
    from event_collaborators ec join facilitator_spaces s on s.id = ec.facilitator_space_id
    where ec.event_id = e.id and ec.status = 'accepted' and ${notSuspended('s.user_id')}),
    '[]'::json)`;

/** The ids of the events whose accepted co-hosts include one of the users in `users` (SQL). */
export const coHostedBy = (users: string) => `array(
    select ec.event_id from event_collaborators ec
    join facilitator_spaces s on s.id = ec.facilitator_space_id
    where ec.status = 'accepted' and s.user_id = any(${users}))`;

/** How many of a series' coming dates an event page lists. */
export const SERIES_DATES_SHOWN = 8;

/**
 * The series event `e` is a date of, as JSON, or null: its rule and its coming dates (today on
 * in London), published ones, or for a draft its drafts too, soonest first. One row by key when
 * the event is a one-off, so an event page costs no more than before.
 */
const SERIES_OF_E = `(
    select json_build_object('id', es.id, 'rule', es.rule, 'dates', coalesce((
      select json_agg(json_build_object('id', d.id, 'title', d.title,
        'startDate', d.start_date::text, 'startTime', d.start_time::text)
        order by d.start_date, d.start_time, d.id)
      from (select d.id, d.title, d.start_date, d.start_time from events d
        where d.series_id = es.id and (d.is_draft = false or d.is_draft = e.is_draft)
          and d.start_date >= (now() at time zone 'Europe/London')::date
          and d.cancelled_at is null
        order by d.start_date, d.start_time, d.id limit ${SERIES_DATES_SHOWN}) d), '[]'::json))
    from event_series es where es.id = e.series_id)`;

export const DETAIL_COLUMNS = `${CARD_COLUMNS}, ${SERIES_OF_E} as "series",
  ${COHOSTS_OF_E} as "cohosts", p.suspended_at is not null as "hostSuspended",
  e.description, e.location_country as "locationCountry", e.location_postcode as "locationPostcode",
  e.latitude, e.longitude, e.ends_at as "endsAt", e.category_ids as "categoryIds",
  e.online_event_link as "onlineEventLink", e.original_image_url as "originalImageUrl",
  e.capacity, e.created_at as "createdAt", e.updated_at as "updatedAt",
  e.moderated_at as "moderatedAt", e.moderation_reason as "moderationReason", e.sequence,
  e.cancelled_at as "cancelledAt", e.cancellation_message as "cancellationMessage",
  e.fact_ids as "factIds", e.what_to_bring as "whatToBring", e.access_notes as "accessNotes"`;

export const FROM_EVENTS_WITH_HOST = `from events e left join profiles p on p.id = e.user_id`;

export const CARD_ORDER = `order by e.start_date, e.start_time, e.id`;

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
  /** The rule of the series the event is a date of (JSON), or null. */
  seriesRule: SeriesRule | string | null;
  /** JSON, as DetailRow's `cohosts`: what to expect, in the catalogue's order. */
  facts: EventFact[] | string;
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
    | 'sequence'
    | 'cancellationMessage'
    | 'factIds'
    | 'whatToBring'
    | 'accessNotes'
  > & {
    endsAt: DriverInstant;
    createdAt: DriverInstant;
    updatedAt: DriverInstant;
    /** The host's account is suspended: the event is no one's to see (suspended-accounts.ts). */
    hostSuspended: boolean;
    /** JSON: PGlite and postgres.js parse it; kept loose in case a driver hands back the text. */
    cohosts: CohostJson[] | string;
    /** JSON, as `cohosts`: the series the event is a date of, or null. */
    series: SeriesJson | string | null;
    /** When its host cancelled it, or null. */
    cancelledAt: DriverInstant | null;
  } & ModerationColumns;

export type SeriesJson = {
  id: string;
  rule: SeriesRule;
  dates: { id: string; title: string; startDate: string; startTime: string }[];
};

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

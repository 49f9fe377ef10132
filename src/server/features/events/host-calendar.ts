import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { hostedBy } from '../../../shared/events/display-event';
import { eventPath } from '../../../shared/events/event-slug';
import { addLondonDays, londonInstant } from '../../../shared/events/london-dates';
import type { Database } from '../../db/client';
import { runStatement, statement } from '../../db/statements';
import { notSuspended } from '../../db/suspended-accounts';
import { ifNoneMatchHits } from '../../lib/revalidated-reply';
import { calendarEntry, calendarFile, type CalendarEntry } from './event-calendar';
import { coHostedBy } from './event-rows';

/**
 * The calendar feeds of events (issue 23, RFC 5545): a facilitator's, a category's and a
 * member's. Each lists published events (a cancelled date stays, as STATUS:CANCELLED) in date
 * order, at most FEED_LIMIT, and is answered with validators that cost one small aggregate to
 * check, so a calendar that asks again with its ETag or date gets 304 without the file being
 * written (`eventFeeds`).
 */

/** The most events one feed lists. */
const FEED_LIMIT = 500;
/** Facilitators' and members' feeds keep a month of past events: a calendar keeps last week's. */
const FEED_PAST_DAYS = 30;
/** A category's feed is of what is coming, up to about six months ahead. */
const CATEGORY_FEED_DAYS = 183;
/** Raised when what a feed writes for the same rows changes, so no calendar keeps the old text. */
const FEED_FORMAT = 'ical-generator-1';

/** Whose events a feed lists. */
export type FeedScope =
  | { kind: 'host'; userId: string }
  | { kind: 'category'; categoryId: number }
  /**
   * A member's: the events they booked (`booked`), those whose booking ended because the date
   * was cancelled (`cancelledBookings`, shown only while the event is), and the events of the
   * facilitators they follow (`hosts`), hosted or co-hosted.
   */
  | { kind: 'member'; booked: string[]; cancelledBookings: string[]; hosts: string[] };

export type FeedRequest = { scope: FeedScope; name: string; today: string; publicUrl: string };

/** What a conditional request brought (RFC 9110 §13.1). */
export type FeedConditions = { ifNoneMatch?: string; ifModifiedSince?: string };

export type FeedValidators = { etag: string; lastModified: Date };

export type FeedAnswer =
  | ({ notModified: true } & FeedValidators)
  | ({ notModified: false; body: string } & FeedValidators);

/** An instant as ISO 8601 text in UTC, as the statements below write it (`isoText`). */
type Iso = string;

type FeedRow = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  locationType: 'online' | 'physical';
  locationVenue: string;
  locationCity: string;
  locationPostcode: string;
  locationCountry: string;
  latitude: number | null;
  longitude: number | null;
  startsAt: Iso;
  endsAt: Iso;
  updatedAt: Iso;
  sequence: number;
  cancelledAt: Iso | null;
  hostDisplayName: string | null;
  hostFirstName: string | null;
  hostLastName: string | null;
  hostHandle: string | null;
  hostUpdatedAt: Iso | null;
};

/** What the validators are made of: a change to any row, a row more or fewer, a host renamed. */
type Version = {
  count: number;
  updatedAt: Iso | null;
  hostUpdatedAt: Iso | null;
  cancelledAt: Iso | null;
  sequence: number;
};

/** Each scope's condition on `events e`, its values from $3 on ($1 and $2 bound the dates). */
const SCOPES = {
  host: `(e.user_id = $3 or e.id = any(${coHostedBy('array[$3::uuid]')}))`,
  category: `e.category_ids @> array[$3::int]`,
  member: `(e.id = any($3::uuid[])
     or (e.id = any($4::uuid[]) and e.cancelled_at is not null)
     or e.user_id = any($5::uuid[]) or e.id = any(${coHostedBy('$5::uuid[]')}))`,
} satisfies Record<FeedScope['kind'], string>;

/** The feed's events, published, their hosts not suspended, from $1 and before $2 (if set). */
const feedEvents = (where: string) => `
  from events e left join profiles p on p.id = e.user_id
  where ${where} and e.is_draft = false and e.start_date >= $1::date
    and ($2::date is null or e.start_date < $2::date) and ${notSuspended('e.user_id')}
  order by e.start_date, e.start_time, e.id limit ${FEED_LIMIT}`;

/**
 * An instant as ISO 8601 text (`2099-06-20T18:00:00.000Z`), written by PostgreSQL: the same on
 * both drivers, and read by JavaScript's fast path, where the driver's own text for a timestamp
 * took a fifth of a feed's time to parse.
 */
const isoText = (instant: string) =>
  `to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const rowsOf = (where: string) => `
  select e.id, e.title, e.subtitle, e.description, e.location_type as "locationType",
    e.location_venue as "locationVenue", e.location_city as "locationCity",
    e.location_postcode as "locationPostcode", e.location_country as "locationCountry",
    e.latitude, e.longitude, ${isoText('e.starts_at')} as "startsAt",
    ${isoText('e.ends_at')} as "endsAt", ${isoText('e.updated_at')} as "updatedAt", e.sequence,
    ${isoText('e.cancelled_at')} as "cancelledAt",
    p.display_name as "hostDisplayName", p.first_name as "hostFirstName",
    p.last_name as "hostLastName", p.handle as "hostHandle",
    ${isoText('p.updated_at')} as "hostUpdatedAt"
  ${feedEvents(where)}`;

// The same rows, reduced to what the validators need: no text is read or sent.
const versionOf = (where: string) => `
  select count(*)::int as count, ${isoText('max(f.updated_at)')} as "updatedAt",
    ${isoText('max(f.host_updated_at)')} as "hostUpdatedAt",
    ${isoText('max(f.cancelled_at)')} as "cancelledAt",
    coalesce(sum(f.sequence), 0)::int as sequence
  from (select e.updated_at, p.updated_at as host_updated_at, e.cancelled_at, e.sequence
        ${feedEvents(where)}) f`;

function feedStatements(kind: FeedScope['kind']) {
  return {
    rows: statement<FeedRow>(`${kind}_feed_events`, rowsOf(SCOPES[kind])),
    version: statement<Version>(`${kind}_feed_version`, versionOf(SCOPES[kind])),
  };
}

const statements = {
  host: feedStatements('host'),
  category: feedStatements('category'),
  member: feedStatements('member'),
};

/** The dates a feed covers: from (inclusive) and until (exclusive, or null). */
function windowOf(scope: FeedScope, today: string): [string, string | null] {
  if (scope.kind === 'category') return [today, addLondonDays(today, CATEGORY_FEED_DAYS)];
  return [addLondonDays(today, -FEED_PAST_DAYS), null];
}

function valuesOf(scope: FeedScope, today: string): unknown[] {
  const window = windowOf(scope, today);
  if (scope.kind === 'host') return [...window, scope.userId];
  if (scope.kind === 'category') return [...window, scope.categoryId];
  return [...window, scope.booked, scope.cancelledBookings, scope.hosts];
}

/** Who the feed is of, as text for its ETag (a member's ids in a stable order). */
function scopeKey(scope: FeedScope): string {
  if (scope.kind === 'host') return `host:${scope.userId}`;
  if (scope.kind === 'category') return `category:${scope.categoryId}`;
  const sorted = (ids: string[]) => [...ids].sort().join(',');
  return `member:${sorted(scope.booked)}/${sorted(scope.cancelledBookings)}/${sorted(scope.hosts)}`;
}

const millis = (instant: Iso | null) => (instant === null ? 0 : Date.parse(instant));

/**
 * The ETag and Last-Modified of a feed in this version. Last-Modified is the latest change to
 * its rows and hosts, and never before the start of today in London: the dates it covers move
 * with the day, and an event deleted (which leaves no date behind) is then noticed by a calendar
 * that sends only If-Modified-Since from the next day; the ETag, which counts the rows, at once.
 */
function validatorsOf(request: FeedRequest, version: Version): FeedValidators {
  const changes = [version.updatedAt, version.hostUpdatedAt, version.cancelledAt].map(millis);
  const key = [
    FEED_FORMAT,
    request.publicUrl,
    scopeKey(request.scope),
    request.today,
    request.name,
    version.count,
    version.sequence,
    ...changes,
  ].join('|');
  const etag = `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  const startOfToday = londonInstant(request.today, '00:00').getTime();
  // HTTP dates have whole seconds.
  const last = Math.floor(Math.max(startOfToday, ...changes) / 1000) * 1000;
  return { etag, lastModified: new Date(last) };
}

/** Whether the calendar's copy is this version: If-None-Match first, else If-Modified-Since. */
function isFresh(conditions: FeedConditions, validators: FeedValidators): boolean {
  if (conditions.ifNoneMatch !== undefined)
    return ifNoneMatchHits(conditions.ifNoneMatch, validators.etag);
  if (conditions.ifModifiedSince === undefined) return false;
  const since = Date.parse(conditions.ifModifiedSince);
  return !Number.isNaN(since) && validators.lastModified.getTime() <= since;
}

function versionOfRows(rows: FeedRow[]): Version {
  // ISO texts of one form sort as the instants they name.
  const latest = (pick: (row: FeedRow) => Iso | null) =>
    rows.reduce<Iso | null>((best, row) => {
      const value = pick(row);
      return value !== null && (best === null || value > best) ? value : best;
    }, null);
  return {
    count: rows.length,
    updatedAt: latest((row) => row.updatedAt),
    hostUpdatedAt: latest((row) => row.hostUpdatedAt),
    cancelledAt: latest((row) => row.cancelledAt),
    sequence: rows.reduce((sum, row) => sum + row.sequence, 0),
  };
}

function entryOf(row: FeedRow, publicUrl: string): CalendarEntry {
  return calendarEntry(
    {
      ...row,
      path: eventPath(row),
      hostedBy: hostedBy({
        displayName: row.hostDisplayName,
        firstName: row.hostFirstName,
        lastName: row.hostLastName,
        handle: row.hostHandle,
      }),
      venue: row.locationVenue,
      city: row.locationCity,
      postcode: row.locationPostcode,
      country: row.locationCountry,
    },
    publicUrl,
  );
}

/** A function answering feeds as calendars ask for them (`eventFeeds`). */
export type EventFeeds = (request: FeedRequest, conditions?: FeedConditions) => Promise<FeedAnswer>;

/**
 * Feeds as calendars ask for them. Every request first reads the feed's version (the aggregate,
 * no text): 304 when the calendar's copy (by If-None-Match, else If-Modified-Since) is this
 * version; else the file written for this version before, kept by its ETag (most of a megabyte
 * for 500 events, escaped and folded, which took most of a request's time); else the file
 * written afresh, kept under the validators of the very rows it was written from. A file kept is
 * as current as the ETag that names it, since any change makes another ETag; each process keeps
 * its own `cacheChars` of them, the least recently asked for leaving first.
 */
export function eventFeeds(db: Database, cacheChars = 32 * 1024 * 1024): EventFeeds {
  const written = new LRUCache<string, string>({
    maxSize: cacheChars,
    sizeCalculation: (body) => Math.max(body.length, 1),
  });
  return async (request, conditions = {}) => {
    const { rows, version } = statements[request.scope.kind];
    const values = valuesOf(request.scope, request.today);
    const [current] = await runStatement(db, version, values);
    const validators = validatorsOf(request, current!);
    if (isFresh(conditions, validators)) return { notModified: true, ...validators };
    const kept = written.get(validators.etag);
    if (kept !== undefined) return { notModified: false, body: kept, ...validators };
    const found = await runStatement(db, rows, values);
    const body = calendarFile(
      found.map((row) => entryOf(row, request.publicUrl)),
      { name: request.name },
    );
    const fresh = validatorsOf(request, versionOfRows(found));
    written.set(fresh.etag, body);
    return { notModified: false, body, ...fresh };
  };
}

const categoryName = statement<{ name: string }>(
  'feed_category_name',
  'select name from event_categories where id = $1',
);

/** A category's name by its id, for its feed; or null when there is none. */
export async function findCategoryName(db: Database, id: number): Promise<string | null> {
  const [row] = await runStatement(db, categoryName, [id]);
  return row?.name ?? null;
}

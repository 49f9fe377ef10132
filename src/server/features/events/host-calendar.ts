import { createEvents } from 'ics';
import { addLondonDays } from '../../../shared/events/london-dates';
import { eventPath } from '../../../shared/events/event-slug';
import type { Database } from '../../db/client';
import { isoInstant, runStatement, statement, type DriverInstant } from '../../db/statements';
import { notSuspended } from '../../db/suspended-accounts';
import { calendarEntry } from './event-calendar';
import { coHostedBy } from './event-rows';

/** The most events one feed lists: a facilitator's next 500 and their last month's. */
const FEED_LIMIT = 500;
/** A feed keeps a month of past events, so a subscribed calendar does not lose last week's. */
const FEED_PAST_DAYS = 30;

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
  startsAt: DriverInstant;
  endsAt: DriverInstant;
  updatedAt: DriverInstant;
  sequence: number;
};

// The events a facilitator hosts or co-hosts (accepted), published, from a month ago on.
const hostFeedEvents = statement<FeedRow>(
  'host_feed_events',
  `select e.id, e.title, e.subtitle, e.description, e.location_type as "locationType",
     e.location_venue as "locationVenue", e.location_city as "locationCity",
     e.location_postcode as "locationPostcode", e.location_country as "locationCountry",
     e.latitude, e.longitude, e.starts_at as "startsAt", e.ends_at as "endsAt",
     e.updated_at as "updatedAt", e.sequence
   from events e
   where (e.user_id = $1 or e.id = any(${coHostedBy('array[$1::uuid]')}))
     and e.is_draft = false and e.start_date >= $2::date and ${notSuspended('e.user_id')}
   order by e.start_date, e.start_time, e.id limit $3`,
);

const millis = (instant: DriverInstant) => new Date(isoInstant(instant)).getTime();

/** A feed's row as the calendar entry every event file is made from. */
function feedEntry(row: FeedRow, hostedBy: string, publicUrl: string) {
  return calendarEntry(
    {
      ...row,
      path: eventPath(row),
      hostedBy,
      venue: row.locationVenue,
      city: row.locationCity,
      postcode: row.locationPostcode,
      country: row.locationCountry,
      startsAt: isoInstant(row.startsAt),
      endsAt: isoInstant(row.endsAt),
      updatedAt: isoInstant(row.updatedAt),
    },
    publicUrl,
  );
}

/**
 * A facilitator's public calendar feed (issue 23, RFC 5545): their published events, hosted or
 * co-hosted, from a month ago on, each with its stable UID and its SEQUENCE (raised by every
 * saved change). Times are UTC, so no calendar needs a time zone to place them. Answers the
 * file and its last change, for Last-Modified.
 */
export async function hostCalendarFeed(
  db: Database,
  host: { userId: string; displayName: string },
  publicUrl: string,
  today: string,
): Promise<{ body: string; lastModified: Date | null }> {
  const rows = await runStatement(db, hostFeedEvents, [
    host.userId,
    addLondonDays(today, -FEED_PAST_DAYS),
    FEED_LIMIT,
  ]);
  const { error, value } = createEvents(
    rows.map((row) => feedEntry(row, host.displayName, publicUrl)),
    { productId: 'kindred/events', calName: `${host.displayName} on Kindred` },
  );
  if (error || !value) throw error ?? new Error('could not build the calendar feed');
  const last = Math.max(...rows.map((row) => millis(row.updatedAt)));
  return { body: value, lastModified: rows.length ? new Date(last) : null };
}

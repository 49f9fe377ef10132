import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
  escape,
  type ICalEventData,
} from 'ical-generator';
import type { EventDetail } from '../../../shared/events/event-schemas';
import { LONDON } from '../../../shared/events/london-dates';

/**
 * Kindred's calendar files (RFC 5545), written by ical-generator: it folds and escapes, and
 * @touch4it/ical-timezones gives London's VTIMEZONE (from the IANA database), so a calendar
 * places our London times without a time-zone database of its own and shows a 19:00 class at
 * 19:00 on both sides of a change of the clocks. What is ours is only what an entry says.
 * ical-generator 10 folded lines one character at a time (a TextEncoder each): a feed of 500
 * events took most of a second, so `patches/ical-generator+10.2.0.patch` folds the same lines
 * by slices, as 11.1 does in its own way (11 needs Node 22).
 */

/** What a calendar entry says of an event, whichever way it is read (its page, a feed). */
export type CalendarEventFields = Pick<
  EventDetail,
  | 'id'
  | 'path'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'hostedBy'
  | 'locationType'
  | 'venue'
  | 'city'
  | 'postcode'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'startsAt'
  | 'endsAt'
  | 'updatedAt'
  | 'sequence'
  | 'cancelledAt'
>;

/** A VEVENT as ical-generator takes it (`calendarEntry`), for `calendarFile`. */
export type CalendarEntry = ICalEventData;

const vtimezones = new Map<string, string | null>();

/** A zone's VTIMEZONE, read from @touch4it/ical-timezones' files once, not on every request. */
function vtimezone(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone));
  return vtimezones.get(zone)!;
}

function locationOf(event: CalendarEventFields): CalendarEntry['location'] {
  const title =
    event.locationType === 'online'
      ? 'Online'
      : [event.venue, event.city, event.postcode, event.country].filter(Boolean).join(', ');
  const geo =
    event.latitude !== null && event.longitude !== null
      ? { lat: event.latitude, lon: event.longitude }
      : undefined;
  if (!title) return geo ? { geo } : null;
  return geo ? { title, geo } : { title };
}

/**
 * One event as a VEVENT, the same in its own "Add to calendar" file and in every feed: UID
 * `{id}@kindred`, London times with their zone (TZDate gives London's wall clock of the instant),
 * and its SEQUENCE, so a calendar keeps the newest version it was given. A cancelled date stays,
 * as STATUS:CANCELLED (and says so in its title, for calendars that show a cancelled entry as any
 * other).
 */
export function calendarEntry(event: CalendarEventFields, publicUrl: string): CalendarEntry {
  // The last change, not the moment of the request: the same event is the same text, so a
  // calendar that asks again gets 304.
  const changed = new Date(event.updatedAt);
  // RFC 5545 wants an organizer's address (an e-mail), which Kindred does not give out: the
  // host is named in the description instead (a name alone made ORGANIZER invalid).
  const description = [
    event.subtitle,
    event.description,
    event.hostedBy && `Hosted by ${event.hostedBy}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    id: `${event.id}@kindred`,
    stamp: changed,
    lastModified: changed,
    sequence: event.sequence,
    timezone: LONDON,
    start: new TZDate(Date.parse(event.startsAt), LONDON),
    end: new TZDate(Date.parse(event.endsAt), LONDON),
    summary: event.cancelledAt ? `Cancelled: ${event.title}` : event.title,
    description: description || null,
    location: locationOf(event),
    url: `${publicUrl}${event.path}`,
    status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/**
 * A whole iCalendar file of events (already described by `calendarEntry`), with London's
 * VTIMEZONE when any event is timed by it. A feed has a name and asks calendars to look again
 * every hour.
 */
export function calendarFile(entries: CalendarEntry[], feed?: { name: string }): string {
  const calendar = new ICalCalendar({
    prodId: '//Kindred//Events//EN',
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // The zone's VTIMEZONE for the events' TZID, but no zone for the calendar itself: with one,
    // ical-generator writes DTSTAMP and LAST-MODIFIED in it, where RFC 5545 wants UTC.
    timezone: { name: null, generator: vtimezone },
    events: entries,
  });
  if (feed) {
    // ical-generator writes the name as it is given; as TEXT it escapes like any other.
    calendar.name(escape(feed.name, false));
    calendar.x('X-WR-TIMEZONE', LONDON);
    calendar.ttl(3600);
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}

/** An .ics file for "Add to calendar". */
export function eventCalendarFile(event: CalendarEventFields, publicUrl: string): string {
  return calendarFile([calendarEntry(event, publicUrl)]);
}

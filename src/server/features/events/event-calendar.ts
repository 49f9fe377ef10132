import type { EventDetail } from '../../../shared/events/event-schemas';

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

const TZID = 'Europe/London';

/**
 * London's clocks as RFC 5545 writes them: summer time (BST, +01:00) from 01:00 GMT on the last
 * Sunday of March, back to GMT at 02:00 BST on the last Sunday of October, the rule since 1996.
 * Every file carries it, so a calendar places our local times without a time-zone database of
 * its own, and shows a 19:00 class at 19:00 on both sides of a change of the clocks.
 */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19960331T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when London's clocks change (both ways). */
function lastSundayOneAm(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Each year's summer time, [start, end), worked out once: a feed asks a thousand times. */
const summers = new Map<number, [number, number]>();

/**
 * London's offset from UTC at an instant, in milliseconds, by the same rule as LONDON_VTIMEZONE
 * (so the file agrees with itself): plain arithmetic, where Intl costs microseconds a call and a
 * feed asks a thousand times.
 */
export function londonOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  let summer = summers.get(year);
  if (!summer) {
    summer = [lastSundayOneAm(year, 2), lastSundayOneAm(year, 9)];
    summers.set(year, summer);
  }
  return instant >= summer[0] && instant < summer[1] ? HOUR : 0;
}

/** `2099-06-20T18:00:00.000Z` as iCalendar's basic form: `20990620T180000`. */
function basicForm(iso: string): string {
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/** An instant in UTC, `20990620T180000Z`; ISO text in UTC already is taken as it is. */
const utcStamp = (iso: string) =>
  `${basicForm(iso.length === 24 && iso.endsWith('Z') ? iso : new Date(iso).toISOString())}Z`;

/** An instant as London's wall clock, for `DTSTART;TZID=Europe/London:`. */
function londonLocal(iso: string): string {
  const instant = Date.parse(iso);
  return basicForm(new Date(instant + londonOffset(instant)).toISOString());
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons and commas escaped, newlines as `\n`,
 * no other control characters. Plain string replacements, each only when needed: a feed escapes
 * most of a megabyte of descriptions, and a regular expression with a callback took three times
 * as long.
 */
function text(value: string): string {
  let escaped = value;
  if (escaped.includes('\\')) escaped = escaped.replaceAll('\\', '\\\\');
  if (escaped.includes(';')) escaped = escaped.replaceAll(';', '\\;');
  if (escaped.includes(',')) escaped = escaped.replaceAll(',', '\\,');
  if (escaped.includes('\r')) escaped = escaped.replaceAll('\r\n', '\n').replaceAll('\r', '\n');
  if (escaped.includes('\n')) escaped = escaped.replaceAll('\n', '\\n');
  return CONTROL.test(escaped) ? escaped.replace(new RegExp(CONTROL, 'g'), '') : escaped;
}

const ASCII = /^[\u0000-\u007f]*$/; // eslint-disable-line no-control-regex

/**
 * A content line folded at 75 octets (RFC 5545 §3.1), each further line starting with a space,
 * never splitting a character's UTF-8 bytes.
 */
function fold(line: string): string {
  if (line.length <= 75 && (line.length <= 25 || Buffer.byteLength(line) <= 75)) return line;
  const parts: string[] = [];
  if (ASCII.test(line)) {
    parts.push(line.slice(0, 75));
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
    return parts.join('\r\n ');
  }
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

function locationOf(event: CalendarEventFields): string {
  if (event.locationType === 'online') return 'Online';
  return [event.venue, event.city, event.postcode, event.country].filter(Boolean).join(', ');
}

/**
 * One event as a VEVENT (RFC 5545), the same in its own "Add to calendar" file and in every
 * feed: UID `{id}@kindred`, London times with their zone, and its SEQUENCE, so a calendar keeps
 * the newest version it was given. A cancelled date stays, as STATUS:CANCELLED (and says so in
 * its title, for calendars that show a cancelled entry as any other).
 */
export function calendarEntry(event: CalendarEventFields, publicUrl: string): string[] {
  const changed = utcStamp(event.updatedAt);
  const location = locationOf(event);
  // RFC 5545 wants an organizer's address (an e-mail), which Kindred does not give out: the
  // host is named in the description instead (a name alone made ORGANIZER invalid).
  const description = [
    event.subtitle,
    event.description,
    event.hostedBy && `Hosted by ${event.hostedBy}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@kindred`,
    // The last change, not the moment of the request: the same event is the same text, so a
    // calendar that asks again gets 304.
    `DTSTAMP:${changed}`,
    `LAST-MODIFIED:${changed}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${TZID}:${londonLocal(event.startsAt)}`,
    `DTEND;TZID=${TZID}:${londonLocal(event.endsAt)}`,
    fold(`SUMMARY:${text(event.cancelledAt ? `Cancelled: ${event.title}` : event.title)}`),
    ...(description ? [fold(`DESCRIPTION:${text(description)}`)] : []),
    ...(location ? [fold(`LOCATION:${text(location)}`)] : []),
    ...(event.latitude !== null && event.longitude !== null
      ? [`GEO:${event.latitude};${event.longitude}`]
      : []),
    fold(`URL:${publicUrl}${event.path}`),
    `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * A whole iCalendar file: London's VTIMEZONE, then the events' VEVENTs (already written by
 * `calendarEntry`). A feed has a name and asks calendars to look again every hour.
 */
export function calendarFile(entries: string[][], feed?: { name: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kindred//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(feed
      ? [
          fold(`X-WR-CALNAME:${text(feed.name)}`),
          `X-WR-TIMEZONE:${TZID}`,
          'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
          'X-PUBLISHED-TTL:PT1H',
        ]
      : []),
    ...LONDON_VTIMEZONE,
  ];
  for (const entry of entries) for (const line of entry) lines.push(line);
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** An .ics file for "Add to calendar". */
export function eventCalendarFile(event: CalendarEventFields, publicUrl: string): string {
  return calendarFile([calendarEntry(event, publicUrl)]);
}

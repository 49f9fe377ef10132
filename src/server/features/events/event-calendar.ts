import { createEvent, type EventAttributes } from 'ics';
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
>;

/**
 * One event as a calendar entry (RFC 5545), the same in its own "Add to calendar" file and in
 * its host's feed: UID `{id}@kindred`, times in UTC so every calendar places it right, and its
 * SEQUENCE, so a calendar keeps the newest version it was given.
 */
export function calendarEntry(
  event: CalendarEventFields,
  publicUrl: string,
): EventAttributes & { timestamp: number } {
  const location =
    event.locationType === 'online'
      ? 'Online'
      : [event.venue, event.city, event.postcode, event.country].filter(Boolean).join(', ');
  return {
    uid: `${event.id}@kindred`,
    title: event.title,
    // RFC 5545 wants an organizer's address (an e-mail), which Kindred does not give out: the
    // host is named in the description instead (a name alone made ORGANIZER invalid).
    description: [
      event.subtitle,
      event.description,
      event.hostedBy && `Hosted by ${event.hostedBy}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    start: new Date(event.startsAt).getTime(),
    end: new Date(event.endsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    location: location || undefined,
    url: `${publicUrl}${event.path}`,
    ...(event.latitude !== null && event.longitude !== null
      ? { geo: { lat: event.latitude, lon: event.longitude } }
      : {}),
    productId: 'kindred/events',
    // ics reads DTSTAMP from `timestamp` (defaulting to now), which its types leave out. The
    // last change, not the moment of the request: the same event is the same file, so its ETag
    // holds and a calendar that asks again gets 304.
    timestamp: new Date(event.updatedAt).getTime(),
    lastModified: new Date(event.updatedAt).getTime(),
    status: 'CONFIRMED',
    sequence: event.sequence,
  };
}

/** An .ics file for "Add to calendar". */
export function eventCalendarFile(event: EventDetail, publicUrl: string): string {
  const { error, value } = createEvent(calendarEntry(event, publicUrl));
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}

import { createEvent, type EventAttributes } from 'ics';
import type { EventDetail } from '../../../shared/events/event-schemas';

/** An .ics file for "Add to calendar", with times in UTC so every calendar places it right. */
export function eventCalendarFile(event: EventDetail, publicUrl: string): string {
  const location =
    event.locationType === 'online'
      ? 'Online'
      : [event.venue, event.city, event.postcode, event.country].filter(Boolean).join(', ');
  // ics reads DTSTAMP from `timestamp` (defaulting to now), which its types leave out.
  const attributes: EventAttributes & { timestamp: number } = {
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
    // The last change, not the moment of the request: the same event is the same file, so its
    // ETag holds and a calendar that asks again gets 304.
    timestamp: new Date(event.updatedAt).getTime(),
    status: 'CONFIRMED',
    // The same UID and version as the host's feed: a calendar keeps the newest it was given.
    sequence: event.sequence,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}

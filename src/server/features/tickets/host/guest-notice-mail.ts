import { formatPence } from '../../../../shared/tickets/money';
import { firstName, mailBody } from '../../../lib/mail-body';
import type { Mail } from '../../../lib/mailer';
import { londonWhen } from '../booking/booking-mail';

/** When and where an event is held, as its guests are told of a change to it. */
export type GuestWhenWhere = {
  startsAt: Date | string;
  endsAt: Date | string;
  locationType: 'online' | 'physical';
  locationVenue: string;
  locationCity: string;
  locationPostcode: string;
  onlineEventLink: string | null;
};

/** A guest to write to: their name, address, and their bookings of the event. */
export type GuestToTell = {
  email: string;
  name: string;
  bookings: Array<{ reference: string; url: string }>;
};

const iso = (instant: Date | string) => new Date(instant).toISOString();

/** "Thursday 11 June 2099, 20:00 to 22:00 (London time)". */
export const whenText = (at: GuestWhenWhere) =>
  londonWhen({ startsAt: iso(at.startsAt), endsAt: iso(at.endsAt) });

/** "The Round House, Bristol, BS1 4QA", or "Online" with the link guests join by. */
export function whereText(at: GuestWhenWhere): string {
  if (at.locationType === 'online')
    return at.onlineEventLink ? `Online, joining at ${at.onlineEventLink}` : 'Online';
  return [at.locationVenue, at.locationCity, at.locationPostcode].filter(Boolean).join(', ');
}

/** What changed, in the words of a notification's title: "new time", "new place" or both. */
export function whatChanged(before: GuestWhenWhere, after: GuestWhenWhere) {
  const time = whenText(before) !== whenText(after);
  const place = whereText(before) !== whereText(after);
  return {
    time,
    place,
    label: time && place ? 'new time and place' : time ? 'new time' : 'new place',
  };
}

const calendarAttachment = (content: string) => ({
  filename: 'event.ics',
  content,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

const bookingLinks = (guest: GuestToTell) =>
  guest.bookings.map((b) => ({ label: `Your booking ${b.reference}`, url: b.url }));

/** A guest is told their event's time or place changed: was, now, and the updated calendar file. */
export function changeNoticeMail(
  guest: GuestToTell,
  event: { title: string; url: string },
  before: GuestWhenWhere,
  after: GuestWhenWhere,
  calendarFile: string,
): Mail {
  const changed = whatChanged(before, after);
  return {
    to: guest.email,
    subject: `${event.title}: ${changed.label}`,
    ...mailBody({
      hello: firstName(guest.name),
      blocks: [
        `The host of ${event.title} has changed its ${changed.label.replace('new ', '')}.`,
        changed.time && `When: ${whenText(after)}\n(was ${whenText(before)})`,
        changed.place && `Where: ${whereText(after)}\n(was ${whereText(before)})`,
        { label: 'See the event', url: event.url, end: '.' },
        ...bookingLinks(guest),
        'The calendar file attached updates the event in your calendar.',
      ],
    }),
    attachments: [calendarAttachment(calendarFile)],
  };
}

/**
 * A guest is told their event is cancelled: when it was to be, the host's words if any, what is
 * paid back, and a calendar file that takes it out of their calendar.
 */
export function cancelNoticeMail(
  guest: GuestToTell,
  event: { title: string; url: string; at: GuestWhenWhere },
  message: string,
  refundedPence: number,
  calendarFile: string,
): Mail {
  return {
    to: guest.email,
    subject: `Cancelled: ${event.title}`,
    ...mailBody({
      hello: firstName(guest.name),
      blocks: [
        `The host has cancelled ${event.title}, which was to be on ${whenText(event.at)}. Your booking is cancelled.`,
        message && `Their message:\n\n${message}`,
        refundedPence > 0 &&
          `${formatPence(refundedPence)} is being paid back to the card you paid with.`,
        ...bookingLinks(guest),
        { label: 'See the event', url: event.url, end: '.' },
        'The calendar file attached takes the event out of your calendar.',
      ],
    }),
    attachments: [calendarAttachment(calendarFile)],
  };
}

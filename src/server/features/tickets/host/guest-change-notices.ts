import type { EventDetail } from '../../../../shared/events/event-schemas';
import type { Database } from '../../../db/client';
import { REMINDER_HOURS } from '../booking/reminders.repository';
import type { TicketLinks } from '../tickets.links';
import { findComingBookings, forgetReminders, type GuestBooking } from './event-guests.repository';
import {
  changeNoticeMail,
  whatChanged,
  whenText,
  whereText,
  type GuestToTell,
  type GuestWhenWhere,
} from './guest-notice-mail';

/** Kinds of notification a guest gets when their event changes or is called off. */
export const EVENT_CHANGED = 'event_changed';
export const EVENT_CANCELLED = 'event_cancelled';

/**
 * What telling guests needs beside bookings: the notifications, the mail queue, and the event as
 * its guests read it with its calendar file (the events feature, through composition/).
 */
export type GuestNoticeLinks = Pick<TicketLinks, 'notify' | 'queueMail' | 'publicUrl' | 'warn'> & {
  db: Database;
  eventForGuests: (eventId: string) => Promise<EventDetail | undefined>;
  calendarFile: (event: EventDetail) => string;
};

/** An event whose time or place changed: as it was, and as it is. */
export type GuestChange = { eventId: string; before: GuestWhenWhere; after: GuestWhenWhere };

/** Each guest once, with their bookings (a guest who booked twice gets one mail), and accounts. */
export function byGuest(
  publicUrl: string,
  bookings: GuestBooking[],
): Array<GuestToTell & { userIds: string[] }> {
  const guests = new Map<string, GuestToTell & { userIds: string[] }>();
  for (const booking of bookings) {
    const key = booking.email.toLowerCase();
    const guest = guests.get(key) ?? {
      email: booking.email,
      name: booking.name,
      bookings: [],
      userIds: [],
    };
    guest.bookings.push({
      reference: booking.reference,
      url: `${publicUrl}/ticket-success?order=${booking.id}&key=${booking.accessKey}`,
    });
    if (booking.userId && !guest.userIds.includes(booking.userId))
      guest.userIds.push(booking.userId);
    guests.set(key, guest);
  }
  return [...guests.values()];
}

/**
 * Tells every coming guest of one changed event: a notification to those with an account, and a
 * mail to each, queued (sent by the mail job, never inside the saving transaction) with the
 * event's calendar file as it is now: the same UID, a higher SEQUENCE.
 */
async function tellOfChange(links: GuestNoticeLinks, change: GuestChange): Promise<void> {
  const changed = whatChanged(change.before, change.after);
  // Moved to more than a day away: the reminder goes again, 24 hours before the new time.
  if (
    changed.time &&
    new Date(change.after.startsAt).getTime() - Date.now() > REMINDER_HOURS * 3_600_000
  )
    await forgetReminders(links.db, change.eventId);
  const bookings = await findComingBookings(links.db, change.eventId);
  if (bookings.length === 0) return;
  const event = await links.eventForGuests(change.eventId);
  if (!event) return;
  const calendarFile = links.calendarFile(event);
  const url = `${links.publicUrl}${event.path}`;
  const now = [changed.time && whenText(change.after), changed.place && whereText(change.after)]
    .filter(Boolean)
    .join(', at ');
  for (const guest of byGuest(links.publicUrl, bookings)) {
    for (const userId of guest.userIds)
      await links.notify({
        userId,
        type: EVENT_CHANGED,
        title: `${event.title}: ${changed.label}`,
        message: `Now ${now}.`,
        data: { event_id: event.id, path: event.path },
      });
    await links.queueMail(
      changeNoticeMail(
        guest,
        { title: event.title, url },
        change.before,
        change.after,
        calendarFile,
      ),
    );
  }
}

/**
 * Tells the guests of each event whose time or place a save changed. Called once the save is
 * committed; a failure is logged, never the host's error, since the change itself is saved.
 */
export async function tellGuestsOfChanges(
  links: GuestNoticeLinks,
  changes: GuestChange[],
): Promise<void> {
  for (const change of changes)
    await tellOfChange(links, change).catch((error: unknown) =>
      links.warn(error, `telling the guests of event ${change.eventId} of a change failed`),
    );
}

import {
  MESSAGES_PER_EVENT_PER_HOUR,
  type AttendeeMessage,
} from '../../../../shared/tickets/host-order-schemas';
import { type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { enforceSaying } from '../../../lib/rate-limiter';
import type { SignedInViewer } from '../../../lib/viewer';
import { attendeeMessageMail } from './attendee-message-mail';
import { findComingBookings } from './event-guests.repository';
import type { HostOrderLinks } from './managed-event';
import { managedEvent } from './managed-event';

/**
 * Writes to every guest with a booking that holds places, through the mail queue: one mail per
 * guest (a guest who booked twice gets one, with both bookings). At most
 * `MESSAGES_PER_EVENT_PER_HOUR` messages an event, whoever of its hosts sends them.
 */
export async function messageAttendees(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
  input: AttendeeMessage,
): Promise<{ recipients: number }> {
  const event = await managedEvent(db, links, viewer, eventId);
  const bookings = await findComingBookings(db, eventId);
  if (bookings.length === 0)
    throw new AppError(
      'CONFLICT',
      'No one has a place at this event yet, so there is no one to write to.',
    );
  await enforceSaying(
    db,
    {
      key: `attendee-message:${eventId}`,
      limit: MESSAGES_PER_EVENT_PER_HOUR,
      windowSeconds: 60 * 60,
    },
    (wait) =>
      `You can message this event’s guests ${MESSAGES_PER_EVENT_PER_HOUR} times an hour. Please try again in ${wait}.`,
  );
  const byGuest = new Map<string, typeof bookings>();
  for (const booking of bookings) {
    const key = booking.email.toLowerCase();
    byGuest.set(key, [...(byGuest.get(key) ?? []), booking]);
  }
  const senderName = `${viewer.profile.firstName} ${viewer.profile.lastName}`.trim() || 'The host';
  // A subject is one line, whatever was pasted into it.
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  for (const guestBookings of byGuest.values())
    await links.queueMail(
      attendeeMessageMail({
        to: guestBookings[0]!.email,
        subject,
        message: input.message,
        senderName,
        event,
        bookings: guestBookings.map((b) => ({
          reference: b.reference,
          url: `${links.publicUrl}/ticket-success?order=${b.id}&key=${b.accessKey}`,
        })),
      }),
    );
  return { recipients: byGuest.size };
}

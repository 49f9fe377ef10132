import type { EventDetail } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import type { Mail } from '../../lib/mailer';
import { bookingMail } from './booking-mail';
import { orderView } from './booking.service';
import { findOrder } from './tickets.repository';

export const BOOKING_MAIL_JOB = 'booking-mail';

export type BookingMailDeps = {
  db: Database;
  send: (mail: Mail) => Promise<void>;
  publicUrl: string;
  /** The event as booked guests are told of it (the events feature). */
  eventForGuests: (eventId: string) => Promise<EventDetail | undefined>;
  /** The event as an .ics file (the events feature's "Add to calendar"). */
  calendarFile: (event: EventDetail) => string;
  /** Whether an account has this e-mail address (the profile feature). */
  hasAccount: (email: string) => Promise<boolean>;
};

/**
 * Sends a guest their booking. The mail is built when the job runs, from the order as it is
 * then: the queue carries only the order's id, and a retried job sends the same booking.
 */
export function runBookingMailJob(deps: BookingMailDeps) {
  return async (data: unknown) => {
    const { orderId } = data as { orderId: string };
    const row = await findOrder(deps.db, orderId);
    if (!row || row.status === 'cancelled' || row.status === 'expired') return;
    const event = await deps.eventForGuests(row.eventId);
    if (!event) return;
    const order = await orderView(deps.db, row);
    // A guest who booked without an account, and has none, is invited to make one.
    const inviteToSignUp = row.userId === null && !(await deps.hasAccount(row.email));
    await deps.send(
      await bookingMail(order, event, {
        publicUrl: deps.publicUrl,
        calendarFile: deps.calendarFile(event),
        inviteToSignUp,
      }),
    );
  };
}

import type { EventDetail } from '../../../../shared/events/event-schemas';
import type { Database } from '../../../db/client';
import type { Mail } from '../../../lib/mailer';
import { bookingMail } from './booking-mail';
import { orderView } from '../kernel/order-view';
import { findOrder } from '../kernel/orders.repository';

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
  const calendarFile = recentCalendarFiles(deps.calendarFile);
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
        calendarFile: calendarFile(event),
        inviteToSignUp,
      }),
    );
  };
}

/** How many events' calendar files one worker keeps while their guests' mail goes out. */
const KEPT_CALENDAR_FILES = 20;

/**
 * The calendar file of each of the last few events, kept by the event exactly as it was read:
 * the guests of one event get their mail together (a sell-out, a host's message to everyone),
 * and building the file (its lines folded letter by letter) took a quarter of each mail's time
 * (issue 21). An event read differently (edited, its host renamed) is built afresh.
 */
function recentCalendarFiles(build: (event: EventDetail) => string) {
  const kept = new Map<string, string>();
  return (event: EventDetail) => {
    const key = JSON.stringify(event);
    const file = kept.get(key) ?? build(event);
    kept.delete(key);
    kept.set(key, file);
    if (kept.size > KEPT_CALENDAR_FILES) kept.delete(kept.keys().next().value!);
    return file;
  };
}

import { locationText } from '../../../../shared/events/display-event';
import { eventPath } from '../../../../shared/events/event-slug';
import type { EventDetail } from '../../../../shared/events/event-schemas';
import { EVENT_REMINDER } from '../../../../shared/tickets/reminders';
import type { Database } from '../../../db/client';
import type { Mail } from '../../../lib/mailer';
import type { NotificationInput } from '../../../lib/notification-input';
import { bookingMail, londonWhen } from './booking-mail';
import { reminderMail } from './reminder-mail';
import { findReminderState, unclaimReminder } from './reminders.repository';
import { orderView } from '../kernel/order-view';
import { findOrder, type OrderRow } from '../kernel/orders.repository';

export const BOOKING_MAIL_JOB = 'booking-mail';

/**
 * A job of the booking-mail queue: an order's id, and which mail. `booking` (the default, and
 * what jobs queued before reminders existed carry) is the booking itself; `reminder` is the
 * reminder 24 hours before the event, with the start its claim was made for.
 */
export type BookingMailJob =
  { orderId: string; kind?: 'booking' } | { orderId: string; kind: 'reminder'; startsAt: string };

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
  /** Tells a signed-in person something in the app (the notifications feature). */
  notify: (notification: NotificationInput) => Promise<void>;
  warn: (error: unknown, message: string) => void;
};

/**
 * Sends a guest their booking, or their reminder. The mail is built when the job runs, from the
 * order as it is then: the queue carries only the order's id, and a retried job sends the same.
 */
export function runBookingMailJob(deps: BookingMailDeps) {
  const calendarFile = recentCalendarFiles(deps.calendarFile);
  return async (data: unknown) => {
    const job = data as BookingMailJob;
    const row = await findOrder(deps.db, job.orderId);
    if (job.kind === 'reminder') return sendReminder(deps, calendarFile, row, job.startsAt);
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

/**
 * A booking's reminder, unless it no longer holds: the guest or the host cancelled since it was
 * claimed, the host switched reminders off, the event was taken off the site, moved later, or has
 * started (a queue that was down past the start). Then, for a guest with an account, a notification;
 * the mail has gone by then, so a failure to notify is logged, never a reason to mail again.
 */
async function sendReminder(
  deps: BookingMailDeps,
  calendarFile: (event: EventDetail) => string,
  row: OrderRow | undefined,
  claimedFor: string,
): Promise<void> {
  const state = row && (await findReminderState(deps.db, row.id));
  if (!row || !state?.holdsPlaces || state.eventCancelled || !state.remindersOn) return;
  if (!state.published || state.startsAt.getTime() <= Date.now()) return;
  // Moved later since the claim: the claim is given back, for a sweep to make at the new time.
  if (state.startsAt.getTime() > Date.parse(claimedFor)) return unclaimReminder(deps.db, row.id);
  const event = await deps.eventForGuests(row.eventId);
  if (!event) return;
  const order = await orderView(deps.db, row);
  await deps.send(
    reminderMail(order, event, { publicUrl: deps.publicUrl, calendarFile: calendarFile(event) }),
  );
  if (!row.userId) return;
  await deps
    .notify({
      userId: row.userId,
      type: EVENT_REMINDER,
      title: `Coming up: ${event.title}`,
      message: `${londonWhen(event)}, ${locationText(event)}`,
      data: { event_id: event.id, order_id: row.id, path: eventPath(event) },
    })
    .catch((error: unknown) => deps.warn(error, 'notifying a guest of their reminder failed'));
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

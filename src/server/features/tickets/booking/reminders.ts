import type { Database } from '../../../db/client';
import { claimDueReminders, releaseReminderClaims, type DueReminder } from './reminders.repository';

/** Bookings one statement claims: a sweep claims batch after batch until none are due. */
const REMINDERS_PER_SWEEP = 500;

/**
 * Queues the reminders due at `now` (issue 23): claims the due bookings in the database, then
 * queues one job for each (`queue`, the booking-mail job's `reminder` kind), which builds the mail
 * when it runs, from the booking as it is then. Claims and jobs are both in the database, so a
 * restart loses neither; a reminder that could not be queued gives its claim back for the next
 * sweep. Answers how many were queued.
 */
export async function sweepReminders(
  db: Database,
  queue: (reminder: DueReminder) => Promise<void>,
  now: Date = new Date(),
): Promise<number> {
  let queued = 0;
  for (;;) {
    const claimed = await claimDueReminders(db, now, REMINDERS_PER_SWEEP);
    for (const [index, reminder] of claimed.entries()) {
      try {
        await queue(reminder);
        queued++;
      } catch (error) {
        const unqueued = claimed.slice(index).map((due) => due.orderId);
        await releaseReminderClaims(db, unqueued, now);
        throw error;
      }
    }
    if (claimed.length < REMINDERS_PER_SWEEP) return queued;
  }
}

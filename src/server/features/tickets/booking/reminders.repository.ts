import { sql } from 'drizzle-orm';
import { londonDate } from '../../../../shared/events/london-dates';
import { rowsOf, type Database } from '../../../db/client';

/** How long before its event a booking's reminder is due. */
export const REMINDER_HOURS = 24;

/** A booking whose reminder was claimed, and when its event started as the claim saw it. */
export type DueReminder = { orderId: string; startsAt: string };

/**
 * Claims the bookings whose reminder is due at `now`, at most `limit`, in one statement: each is
 * marked `reminded_at` and answered once, whichever process asks first (a row another sweep has
 * locked is skipped, and the update looks at `reminded_at` again), so a booking is reminded once
 * however many processes sweep, and a claim survives a restart with the database.
 *
 * Due: a booking that holds its places (confirmed, or to be paid at the door or by transfer) of
 * an event that starts within the next 24 hours and has not started, is published and not
 * cancelled, and whose host left reminders on. A booking made or confirmed less than 24 hours
 * before the start is left out by the query rather than claimed: its booking mail, just sent,
 * said everything a reminder would, and `reminded_at` stays the mark of a reminder queued.
 * Events are found by London start date first, through the public order index, not by a scan.
 */
export async function claimDueReminders(
  db: Database,
  now: Date,
  limit: number,
): Promise<DueReminder[]> {
  const until = new Date(now.getTime() + REMINDER_HOURS * 60 * 60 * 1000);
  const from = now.toISOString();
  const to = until.toISOString();
  const result = await db.execute(sql`
    with due as (
      select o.id, e.starts_at
      from events e
      join event_ticketing t on t.event_id = e.id
      join orders o on o.event_id = e.id
      where e.is_draft = false
        and e.start_date between ${londonDate(now)}::date and ${londonDate(until)}::date
        and e.starts_at > ${from}::timestamptz
        and e.starts_at <= ${to}::timestamptz
        and e.cancelled_at is null
        and t.reminders
        and o.status in ('confirmed', 'awaiting_payment')
        and o.reminded_at is null
        and coalesce(o.confirmed_at, o.created_at)
          <= e.starts_at - make_interval(hours => ${REMINDER_HOURS})
      order by e.starts_at, o.id
      limit ${limit}
      for update of o skip locked
    )
    update orders set reminded_at = ${from}::timestamptz
    from due
    where orders.id = due.id and orders.reminded_at is null
    returning orders.id, due.starts_at`);
  return rowsOf<{ id: string; starts_at: Date | string }>(result).map((row) => ({
    orderId: row.id,
    startsAt: new Date(row.starts_at).toISOString(),
  }));
}

/**
 * Gives claims back (their reminders could not be queued), so that the next sweep tries again.
 * Only claims made at `claimedAt`: a later sweep's claim of the same booking is its own.
 */
export async function releaseReminderClaims(
  db: Database,
  orderIds: string[],
  claimedAt: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  await db.execute(sql`
    update orders set reminded_at = null
    where id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and reminded_at = ${claimedAt.toISOString()}::timestamptz`);
}

/** Gives back one booking's claim: its event moved later, so its reminder is due later. */
export async function unclaimReminder(db: Database, orderId: string): Promise<void> {
  await db.execute(sql`update orders set reminded_at = null where id = ${orderId}::uuid`);
}

/**
 * What decides, when a reminder's job runs, whether it still goes: the booking's and its
 * event's state then, not at the claim (a guest may have cancelled in between, or the host).
 */
export async function findReminderState(db: Database, orderId: string) {
  const rows = rowsOf<{
    status: string;
    starts_at: Date | string;
    cancelled_at: Date | string | null;
    is_draft: boolean;
    reminders: boolean | null;
  }>(
    await db.execute(sql`
      select o.status, e.starts_at, e.cancelled_at, e.is_draft, t.reminders
      from orders o
      join events e on e.id = o.event_id
      left join event_ticketing t on t.event_id = o.event_id
      where o.id = ${orderId}::uuid`),
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    holdsPlaces: row.status === 'confirmed' || row.status === 'awaiting_payment',
    startsAt: new Date(row.starts_at),
    eventCancelled: row.cancelled_at !== null,
    published: !row.is_draft,
    remindersOn: row.reminders ?? true,
  };
}

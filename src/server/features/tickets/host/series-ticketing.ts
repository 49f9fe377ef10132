import { sql } from 'drizzle-orm';
import { londonDaysBetween } from '../../../../shared/events/london-dates';
import type { Database } from '../../../db/client';

/** A date of a series, as its tickets are copied to it: its event and its start date. */
export type DatedEvent = { id: string; startDate: string };

/**
 * Gives new dates of a series the bookings of the date they were made from (issue 23, ADR 34):
 * its settings (capacity, who pays the fee, refunds, payment instructions, reminders) and
 * every ticket type on sale, none of them taken, with sales windows moved by as many days as the
 * date is. Called by the events feature, through composition/, in the transaction that makes the
 * dates. A template without bookings of Kindred's own (a listed event) gives none.
 */
export async function copyTicketing(
  tx: Database,
  template: DatedEvent,
  dates: DatedEvent[],
): Promise<void> {
  if (dates.length === 0) return;
  const ids = dates.map((date) => date.id);
  const shifts = dates.map((date) => londonDaysBetween(template.startDate, date.startDate));
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const shiftList = sql`array[${sql.join(
    shifts.map((days) => sql`${days}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`
    insert into event_ticketing
      (event_id, capacity, fee_mode, refund_policy, refund_days, payment_instructions, reminders)
    select d.id, t.capacity, t.fee_mode, t.refund_policy, t.refund_days, t.payment_instructions,
      t.reminders
    from event_ticketing t cross join unnest(${idList}) as d(id)
    where t.event_id = ${template.id}::uuid
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ticket_types (event_id, name, description, kind, price_pence, min_pence,
      max_pence, quantity, sales_start, sales_end, per_order_limit, hidden, sort_order)
    select d.id, tt.name, tt.description, tt.kind, tt.price_pence, tt.min_pence, tt.max_pence,
      tt.quantity, tt.sales_start + d.shift * interval '1 day',
      tt.sales_end + d.shift * interval '1 day', tt.per_order_limit, tt.hidden, tt.sort_order
    from ticket_types tt cross join unnest(${idList}, ${shiftList}) as d(id, shift)
    where tt.event_id = ${template.id}::uuid and tt.archived_at is null`);
}

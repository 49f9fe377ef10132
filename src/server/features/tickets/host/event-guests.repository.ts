import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, ticketTypes, type OrderStatus } from '../../../db/schema/tickets';
import { waitlistEntries } from '../../../db/schema/waitlist';
import type { OrderRow } from '../kernel/orders.repository';

/**
 * The guests of one event, as its host's changes reach them (issue 23): whom to tell of a new
 * time or place, whose bookings go when the event is cancelled, and whether it has any.
 */

/** Bookings whose guests are coming: told of every change. */
const COMING: OrderStatus[] = ['confirmed', 'awaiting_payment'];

/** Bookings that still hold places, a checkout under way among them: cancelled with the event. */
const HOLDING: OrderStatus[] = ['held', 'awaiting_payment', 'confirmed'];

export type GuestBooking = Pick<
  OrderRow,
  'id' | 'userId' | 'name' | 'email' | 'reference' | 'accessKey'
>;

/** The event's coming guests' bookings, oldest first: whom a change or a host's message reaches. */
export async function findComingBookings(db: Database, eventId: string): Promise<GuestBooking[]> {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      name: orders.name,
      email: orders.email,
      reference: orders.reference,
      accessKey: orders.accessKey,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, COMING)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The event's bookings that hold places, oldest first. */
export async function findHoldingOrders(db: Database, eventId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, HOLDING)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** Whether the event has a booking that holds places or was ever confirmed (paid or free). */
export async function hasGuestBookings(tx: Database, eventId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        or(inArray(orders.status, COMING), isNotNull(orders.confirmedAt)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Closes a cancelled event to new bookings and its waitlist: every ticket type's sales end now
 * (the booking rules already refuse a ticket whose sales have ended), and those still waiting
 * leave, so no place freed by the cancellation is offered to them.
 */
export async function closeCancelledEvent(tx: Database, eventId: string): Promise<void> {
  await tx
    .update(ticketTypes)
    .set({ salesEnd: sql`now()` })
    .where(
      and(
        eq(ticketTypes.eventId, eventId),
        or(isNull(ticketTypes.salesEnd), gt(ticketTypes.salesEnd, sql`now()`)),
      ),
    );
  await tx
    .update(waitlistEntries)
    .set({ status: 'left' })
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'waiting')));
}

/**
 * The event's coming bookings may be reminded again: it moved to a time more than a day away,
 * and a reminder of the old time is no reminder of the new one.
 */
export async function forgetReminders(db: Database, eventId: string): Promise<void> {
  await db
    .update(orders)
    .set({ remindedAt: null })
    .where(
      and(
        eq(orders.eventId, eventId),
        inArray(orders.status, COMING),
        isNotNull(orders.remindedAt),
      ),
    );
}

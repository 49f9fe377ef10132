import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { orders, tickets } from '../../../db/schema/tickets';

/**
 * A guest's bookings (not the holds of an unfinished checkout or an offer, nor expired ones),
 * for events still to end or already over: soonest first, or latest first.
 */
export function listOrdersOf(
  db: Database,
  userId: string,
  { when, limit, offset }: { when: 'upcoming' | 'past'; limit: number; offset: number },
) {
  const upcoming = when === 'upcoming';
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      totalPence: orders.totalPence,
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      tickets: sql<number>`(select count(*)::int from ${tickets} where ${tickets.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['confirmed', 'awaiting_payment', 'cancelled']),
        upcoming ? gte(events.endsAt, sql`now()`) : lt(events.endsAt, sql`now()`),
      ),
    )
    .orderBy(
      upcoming ? asc(events.startsAt) : desc(events.startsAt),
      desc(orders.createdAt),
      asc(orders.id),
    )
    .limit(limit)
    .offset(offset);
}

/**
 * Gives an account the bookings made without one under its e-mail address (stored lower-case,
 * as the account's is); answers how many.
 */
export async function attachGuestOrders(
  db: Database,
  userId: string,
  email: string,
): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.email, email.trim().toLowerCase())))
    .returning({ id: orders.id });
  return rows.length;
}

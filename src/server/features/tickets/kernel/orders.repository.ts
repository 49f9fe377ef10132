import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  orderLines,
  orders,
  tickets,
  type OrderRow,
  type OrderStatus,
} from '../../../db/schema/tickets';

export type { OrderRow };

export type OrderLineRow = typeof orderLines.$inferSelect;

export type TicketRow = typeof tickets.$inferSelect;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;

export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId' | 'position'>;

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'orderId' | 'eventId'>;

export async function insertOrder(
  tx: Database,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx
    .insert(orderLines)
    .values(lines.map((line, position) => ({ ...line, position, orderId: row!.id })));
  return row!;
}

/** Issues an order's tickets; answers them as written, so the order is shown without a read. */
export async function insertTickets(
  tx: Database,
  order: OrderRow,
  newTickets: NewTicket[],
): Promise<TicketRow[]> {
  if (newTickets.length === 0) return [];
  return tx
    .insert(tickets)
    .values(newTickets.map((t) => ({ ...t, orderId: order.id, eventId: order.eventId })))
    .returning();
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The order this buyer made with this Idempotency-Key: a member's, by their account; a guest's
 * (no session), only an order made without one under that e-mail. Knowing a member's e-mail and
 * key without their session finds nothing.
 */
export async function findOrderByClientKey(
  db: Database,
  eventId: string,
  clientKey: string,
  buyer: { userId: string | null; email: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.clientKey, clientKey),
        buyer.userId
          ? eq(orders.userId, buyer.userId)
          : and(isNull(orders.userId), eq(orders.email, buyer.email)),
      ),
    );
  return row;
}

export function findOrderLines(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** An order's tickets in the order of their codes' bytes (the order `toOrderView` keeps). */
export function findOrderTickets(db: Database, orderId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(sql`${tickets.code} collate "C"`);
}

/**
 * Moves an order from one of `from` to `to`, or does nothing when it has moved on already
 * (answers undefined): a guarded update, so of two requests racing to confirm or expire the same
 * order, exactly one wins.
 */
export async function moveOrder(
  tx: Database,
  id: string,
  from: OrderStatus[],
  to: OrderStatus,
  extra: Partial<Pick<OrderRow, 'providerRef' | 'checkoutUrl' | 'expiresAt'>> & {
    onlyIfExpired?: boolean;
  } = {},
): Promise<OrderRow | undefined> {
  const { onlyIfExpired, ...values } = extra;
  const stamps =
    to === 'confirmed' || to === 'awaiting_payment'
      ? { confirmedAt: to === 'confirmed' ? sql`now()` : undefined }
      : to === 'cancelled'
        ? { cancelledAt: sql`now()` }
        : {};
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...stamps, ...values })
    .where(
      and(
        eq(orders.id, id),
        inArray(orders.status, from),
        onlyIfExpired ? lt(orders.expiresAt, sql`now()`) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Marks an order's tickets cancelled: they no longer let anyone in. */
export async function cancelTickets(tx: Database, orderId: string): Promise<void> {
  await tx
    .update(tickets)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.cancelledAt)));
}

/** Records what was paid back of an order. */
export async function setRefunded(tx: Database, orderId: string, pence: number): Promise<void> {
  await tx.update(orders).set({ refundedPence: pence }).where(eq(orders.id, orderId));
}

export async function setCheckout(
  db: Database,
  id: string,
  checkout: { providerRef: string; checkoutUrl: string },
): Promise<void> {
  await db.update(orders).set(checkout).where(eq(orders.id, id));
}

/** Held orders whose time ran out, oldest first (for one event, or any). */
export async function findExpiredHolds(
  db: Database,
  { eventId, limit }: { eventId?: string; limit: number },
): Promise<Array<{ id: string; eventId: string }>> {
  return db
    .select({ id: orders.id, eventId: orders.eventId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'held'),
        lt(orders.expiresAt, sql`now()`),
        eventId ? eq(orders.eventId, eventId) : undefined,
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
}

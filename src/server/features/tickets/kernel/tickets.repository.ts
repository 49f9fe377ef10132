import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { facilitatorSpaces } from '../../../db/schema/spaces';
import {
  eventTicketing,
  orderLines,
  orders,
  tickets,
  ticketTypes,
  type EventTicketingRow,
  type OrderRow,
  type OrderStatus,
  type TicketTypeRow,
} from '../../../db/schema/tickets';
import { notSuspendedSql } from '../../../db/suspended-accounts';
import { keepUpdatedAt } from '../../../db/schema/updated-at';

export type { EventTicketingRow, OrderRow, TicketTypeRow };
export type OrderLineRow = typeof orderLines.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

/** What booking needs to know of an event: whose it is, whether it is public, when it starts. */
export async function findBookableEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      userId: events.userId,
      isDraft: events.isDraft,
      isExternal: events.isExternal,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      ownerActive: sql<boolean>`${notSuspendedSql(events.userId)}`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** What a booking shows of its event. */
export async function findOrderEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      locationType: events.locationType,
      venue: events.locationVenue,
      city: events.locationCity,
      postcode: events.locationPostcode,
      country: events.locationCountry,
      onlineLink: events.onlineEventLink,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** The platform fee on each paid ticket of this host's events, in pence (spec 02: default £1). */
export async function findFeePerTicketPence(db: Database, hostId: string): Promise<number | null> {
  const [row] = await db
    .select({ pence: sql<number>`round(${facilitatorSpaces.platformFeeOverride} * 100)::int` })
    .from(facilitatorSpaces)
    .where(eq(facilitatorSpaces.userId, hostId));
  return row?.pence ?? null;
}

export async function findTicketing(
  db: Database,
  eventId: string,
): Promise<EventTicketingRow | undefined> {
  const [row] = await db.select().from(eventTicketing).where(eq(eventTicketing.eventId, eventId));
  return row;
}

/**
 * Makes a hosted event's booking settings and its first ticket type from the price and capacity
 * it was saved with, when it has none (as migrations 0017 and 0021 did for earlier events). Done
 * when the event is saved, so that reading an event's tickets never writes.
 */
export async function insertTicketingOnce(
  tx: Database,
  event: { id: string; capacity: number | null; pricePence: number },
): Promise<void> {
  const made = await tx
    .insert(eventTicketing)
    .values({ eventId: event.id, capacity: event.capacity })
    .onConflictDoNothing()
    .returning({ eventId: eventTicketing.eventId });
  if (made.length > 0)
    await tx.insert(ticketTypes).values({
      eventId: event.id,
      name: event.pricePence === 0 ? 'Free place' : 'General admission',
      pricePence: event.pricePence,
    });
}

/** The event's booking settings, locked until the end of `tx` (made first if missing). */
export async function lockTicketing(tx: Database, eventId: string): Promise<EventTicketingRow> {
  await tx.insert(eventTicketing).values({ eventId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(eventTicketing)
    .where(eq(eventTicketing.eventId, eventId))
    .for('update');
  return row!;
}

export async function updateTicketing(
  tx: Database,
  eventId: string,
  values: Partial<
    Pick<
      EventTicketingRow,
      'capacity' | 'feeMode' | 'refundPolicy' | 'refundDays' | 'paymentInstructions'
    >
  >,
): Promise<void> {
  await tx.update(eventTicketing).set(values).where(eq(eventTicketing.eventId, eventId));
}

/** The event's ticket types in the host's order; archived ones only when asked. */
export function listTicketTypes(
  db: Database,
  eventId: string,
  { withArchived = false } = {},
): Promise<TicketTypeRow[]> {
  return db
    .select()
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, eventId),
        withArchived ? undefined : isNull(ticketTypes.archivedAt),
      ),
    )
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt));
}

/** The event's current ticket types, locked until the end of `tx`, in id order (as bookings lock them). */
export function lockTicketTypes(tx: Database, eventId: string): Promise<TicketTypeRow[]> {
  return tx
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), isNull(ticketTypes.archivedAt)))
    .orderBy(asc(ticketTypes.id))
    .for('update');
}

export type TicketTypeValues = Omit<
  typeof ticketTypes.$inferInsert,
  'id' | 'eventId' | 'taken' | 'archivedAt' | 'createdAt' | 'updatedAt'
>;

export async function insertTicketType(tx: Database, eventId: string, values: TicketTypeValues) {
  await tx.insert(ticketTypes).values({ ...values, eventId });
}

export async function updateTicketType(tx: Database, id: string, values: TicketTypeValues) {
  await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, id));
}

/** Takes a type off sale for good, or deletes it when no order ever named it. */
export async function retireTicketType(tx: Database, id: string): Promise<void> {
  const [used] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.ticketTypeId, id))
    .limit(1);
  if (used)
    await tx
      .update(ticketTypes)
      .set({ archivedAt: sql`now()` })
      .where(eq(ticketTypes.id, id));
  else await tx.delete(ticketTypes).where(eq(ticketTypes.id, id));
}

export type PlaceRequest = { ticketTypeId: string; quantity: number };

/**
 * Takes places for an order, or none: each ticket type's counter and then the event's, every
 * one a single guarded UPDATE that adds only if the limit still allows it. Concurrent buyers
 * queue on the counter rows, and each sees the count the one before left, so the last place
 * goes to exactly one of them. Rows are always locked in the same order (types by id, then the
 * event), so two orders never wait on each other in a circle. Answers what ran out, if anything;
 * the caller then rolls back its transaction, giving back whatever was taken.
 */
export async function takePlaces(
  tx: Database,
  eventId: string,
  requests: PlaceRequest[],
): Promise<{ ok: true } | { ok: false; soldOut: string | 'event' }> {
  const sorted = [...requests].sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : 1));
  for (const { ticketTypeId, quantity } of sorted) {
    const taken = await tx
      .update(ticketTypes)
      .set({ taken: sql`${ticketTypes.taken} + ${quantity}`, ...keepUpdatedAt(ticketTypes) })
      .where(
        and(
          eq(ticketTypes.id, ticketTypeId),
          eq(ticketTypes.eventId, eventId),
          isNull(ticketTypes.archivedAt),
          sql`(${ticketTypes.quantity} is null or ${ticketTypes.taken} + ${quantity} <= ${ticketTypes.quantity})`,
        ),
      )
      .returning({ id: ticketTypes.id });
    if (taken.length === 0) return { ok: false, soldOut: ticketTypeId };
  }
  const total = sorted.reduce((sum, r) => sum + r.quantity, 0);
  if (total === 0) return { ok: true };
  const held = await tx
    .update(eventTicketing)
    .set({
      placesTaken: sql`${eventTicketing.placesTaken} + ${total}`,
      ...keepUpdatedAt(eventTicketing),
    })
    .where(
      and(
        eq(eventTicketing.eventId, eventId),
        sql`(${eventTicketing.capacity} is null or ${eventTicketing.placesTaken} + ${total} <= ${eventTicketing.capacity})`,
      ),
    )
    .returning({ id: eventTicketing.eventId });
  return held.length === 0 ? { ok: false, soldOut: 'event' } : { ok: true };
}

/** Gives places back, in the same lock order as `takePlaces`. */
export async function releasePlaces(
  tx: Database,
  eventId: string,
  requests: PlaceRequest[],
): Promise<void> {
  const sorted = [...requests].sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : 1));
  for (const { ticketTypeId, quantity } of sorted)
    await tx
      .update(ticketTypes)
      .set({ taken: sql`${ticketTypes.taken} - ${quantity}`, ...keepUpdatedAt(ticketTypes) })
      .where(eq(ticketTypes.id, ticketTypeId));
  const total = sorted.reduce((sum, r) => sum + r.quantity, 0);
  if (total > 0)
    await tx
      .update(eventTicketing)
      .set({
        placesTaken: sql`${eventTicketing.placesTaken} - ${total}`,
        ...keepUpdatedAt(eventTicketing),
      })
      .where(eq(eventTicketing.eventId, eventId));
}

/** Adds places paid forward by pay-it-forward guests, for others to claim. */
export async function addGiftedPlaces(tx: Database, eventId: string, count: number) {
  await tx
    .update(eventTicketing)
    .set({
      giftedPlaces: sql`${eventTicketing.giftedPlaces} + ${count}`,
      ...keepUpdatedAt(eventTicketing),
    })
    .where(eq(eventTicketing.eventId, eventId));
}

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

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { facilitatorSpaces } from '../../../db/schema/spaces';
import {
  eventTicketing,
  orderLines,
  ticketTypes,
  type EventTicketingRow,
  type TicketTypeRow,
} from '../../../db/schema/tickets';
import { notSuspendedSql } from '../../../db/suspended-accounts';
import { keepUpdatedAt } from '../../../db/schema/updated-at';

export type { EventTicketingRow, TicketTypeRow };

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
      cancelledAt: events.cancelledAt,
      ownerActive: sql<boolean>`${notSuspendedSql(events.userId)}`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** What a booking shows of its event. */
/** What an order shows of its event: booking reads the same beside what it checks. */
export const ORDER_EVENT_COLUMNS = {
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
};

export async function findOrderEvent(db: Database, eventId: string) {
  const [row] = await db.select(ORDER_EVENT_COLUMNS).from(events).where(eq(events.id, eventId));
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
      'capacity' | 'feeMode' | 'refundPolicy' | 'refundDays' | 'paymentInstructions' | 'reminders'
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

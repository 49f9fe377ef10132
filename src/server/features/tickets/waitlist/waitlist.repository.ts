import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { eventTicketing, orders, type OrderStatus } from '../../../db/schema/tickets';
import {
  giftedPlaceRecords,
  waitlistEntries,
  type WaitlistEntryRow,
  type WaitlistKind,
  type WaitlistStatus,
} from '../../../db/schema/waitlist';
import { keepUpdatedAt } from '../../../db/schema/updated-at';

export type { WaitlistEntryRow };

/**
 * Lets one transaction at a time make offers for an event, until it ends: two processes freeing
 * places at once queue here, and the second sees the offers the first made. An advisory lock,
 * not a row lock, so it never joins the lock order of bookings (ticket types, then the event).
 */
export async function lockEventQueue(tx: Database, eventId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${eventId}`}, 0))`,
  );
}

export type NewEntry = Pick<
  typeof waitlistEntries.$inferInsert,
  'eventId' | 'ticketTypeId' | 'userId' | 'kind' | 'name' | 'email' | 'quantity'
>;

export async function insertEntry(tx: Database, entry: NewEntry): Promise<WaitlistEntryRow> {
  const [row] = await tx.insert(waitlistEntries).values(entry).returning();
  return row!;
}

export async function findEntry(db: Database, id: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

/** A person's entries at an event that still mean something: in line, offered, a free place given. */
export function findLiveEntriesOf(db: Database, eventId: string, userId: string) {
  return db
    .select({
      entry: waitlistEntries,
      orderStatus: orders.status,
      orderTotalPence: orders.totalPence,
      orderExpiresAt: orders.expiresAt,
    })
    .from(waitlistEntries)
    .leftJoin(orders, eq(orders.id, waitlistEntries.orderId))
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.userId, userId),
        or(
          inArray(waitlistEntries.status, ['waiting', 'offered']),
          and(eq(waitlistEntries.kind, 'concession'), eq(waitlistEntries.status, 'claimed')),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt));
}

/** Where a waiting entry stands: 1 for the next of its line (its ticket type, or free places). */
export async function positionOf(db: Database, entry: WaitlistEntryRow): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, entry.eventId),
        eq(waitlistEntries.status, 'waiting'),
        eq(waitlistEntries.kind, entry.kind),
        entry.kind === 'places' ? eq(waitlistEntries.ticketTypeId, entry.ticketTypeId) : undefined,
        sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) < (${entry.createdAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

/** The event's line, oldest first: whoever came first is offered first. */
export function findWaitingEntries(
  tx: Database,
  eventId: string,
  limit: number,
): Promise<WaitlistEntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit);
}

/** Whether someone else is already in line for a free place at this event. */
export async function hasConcessionQueue(
  tx: Database,
  eventId: string,
  exceptId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.kind, 'concession'),
        eq(waitlistEntries.status, 'waiting'),
        ne(waitlistEntries.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Moves an entry from one of `from` to `to` (a guarded update: of two requests moving the same
 * entry, one wins); answers the entry as moved, or undefined when it had moved on.
 */
export async function moveEntry(
  tx: Database,
  id: string,
  from: WaitlistStatus[],
  to: WaitlistStatus,
  extra: Partial<Pick<WaitlistEntryRow, 'orderId' | 'offerExpiresAt'>> = {},
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: to, ...extra })
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, from)))
    .returning();
  return row;
}

/** Moves the entry an order was made for (if any) from one of `from` to `to`. */
export async function moveEntryOfOrder(
  tx: Database,
  orderId: string,
  from: WaitlistStatus[],
  to: WaitlistStatus,
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: to })
    .where(and(eq(waitlistEntries.orderId, orderId), inArray(waitlistEntries.status, from)))
    .returning();
  return row;
}

/** Which kind of entry an order was made for, if any. */
export async function entryKindOfOrder(
  tx: Database,
  orderId: string,
): Promise<WaitlistKind | undefined> {
  const [row] = await tx
    .select({ kind: waitlistEntries.kind })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.orderId, orderId))
    .limit(1);
  return row?.kind;
}

/**
 * Takes `count` places paid forward for a guest who asked: one guarded update of the event's
 * row, which gives a gift only while one is left and the event has room for the guest.
 */
export async function takeGiftedPlaces(
  tx: Database,
  eventId: string,
  count: number,
): Promise<boolean> {
  const rows = await tx
    .update(eventTicketing)
    .set({
      giftedPlaces: sql`${eventTicketing.giftedPlaces} - ${count}`,
      placesTaken: sql`${eventTicketing.placesTaken} + ${count}`,
      ...keepUpdatedAt(eventTicketing),
    })
    .where(
      and(
        eq(eventTicketing.eventId, eventId),
        sql`${eventTicketing.giftedPlaces} >= ${count}`,
        sql`(${eventTicketing.capacity} is null or ${eventTicketing.placesTaken} + ${count} <= ${eventTicketing.capacity})`,
      ),
    )
    .returning({ id: eventTicketing.eventId });
  return rows.length > 0;
}

/** A free place given up (cancelled, or its offer ran out) goes back to those paid forward. */
export async function returnGiftedPlaces(
  tx: Database,
  eventId: string,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(eventTicketing)
    .set({
      giftedPlaces: sql`${eventTicketing.giftedPlaces} + ${count}`,
      placesTaken: sql`${eventTicketing.placesTaken} - ${count}`,
      ...keepUpdatedAt(eventTicketing),
    })
    .where(eq(eventTicketing.eventId, eventId));
}

/**
 * Adds an order's pay-it-forward places to its event's gifts, once: answers false when they
 * were counted already.
 */
export async function recordGifts(
  tx: Database,
  orderId: string,
  eventId: string,
  places: number,
): Promise<boolean> {
  const made = await tx
    .insert(giftedPlaceRecords)
    .values({ orderId, eventId, places })
    .onConflictDoNothing()
    .returning({ orderId: giftedPlaceRecords.orderId });
  if (made.length === 0) return false;
  await tx
    .update(eventTicketing)
    .set({
      giftedPlaces: sql`${eventTicketing.giftedPlaces} + ${places}`,
      ...keepUpdatedAt(eventTicketing),
    })
    .where(eq(eventTicketing.eventId, eventId));
  return true;
}

/**
 * Takes back the gifts of a cancelled pay-it-forward order, as many as are still unclaimed
 * (those already given to someone stay given).
 */
export async function withdrawGifts(tx: Database, orderId: string): Promise<void> {
  const [record] = await tx
    .delete(giftedPlaceRecords)
    .where(eq(giftedPlaceRecords.orderId, orderId))
    .returning();
  if (!record) return;
  await tx
    .update(eventTicketing)
    .set({
      giftedPlaces: sql`greatest(${eventTicketing.giftedPlaces} - ${record.places}, 0)`,
      ...keepUpdatedAt(eventTicketing),
    })
    .where(eq(eventTicketing.eventId, record.eventId));
}

/**
 * Moves a held order (an offer) on to `to` while its time has not run out: a guarded update, so
 * a claim and the sweeper expiring it at the same moment never both win.
 */
export async function claimHeldOrder(
  tx: Database,
  orderId: string,
  to: Extract<OrderStatus, 'confirmed' | 'awaiting_payment'>,
) {
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      expiresAt: null,
      ...(to === 'confirmed' ? { confirmedAt: sql`now()` } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'held'), gt(orders.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/**
 * Events where someone waits and an offer could be made now: room for their places (ticket
 * type and event), or a place paid forward for someone waiting for a free one. The sweeper's
 * safety net, for places freed while an offer could not be made.
 */
export async function findEventsWithRoomForWaiting(db: Database, limit: number): Promise<string[]> {
  const rows = rowsOf<{ event_id: string }>(
    await db.execute(sql`
      select distinct w.event_id
      from waitlist_entries w
      join event_ticketing et on et.event_id = w.event_id
      join ticket_types tt on tt.id = w.ticket_type_id
      join events e on e.id = w.event_id
      where w.status = 'waiting'
        and e.starts_at > now()
        and (et.capacity is null or et.places_taken + w.quantity <= et.capacity)
        and (
          (w.kind = 'places' and tt.archived_at is null
            and (tt.quantity is null or tt.taken + w.quantity <= tt.quantity))
          or (w.kind = 'concession' and et.gifted_places >= w.quantity)
        )
      limit ${limit}
    `),
  );
  return rows.map((row) => row.event_id);
}

import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { profiles } from '../../../db/schema/profiles';
import {
  orderLines,
  orders,
  tickets,
  ticketTypes,
  type OrderStatus,
} from '../../../db/schema/tickets';

/**
 * What hosts read and change of their events' bookings (issue 13): the orders list, the
 * attendees of an event, and checking guests in. Every change is one guarded UPDATE.
 */

/** The orders that still hold places: the guests who are coming. */
const LIVE: OrderStatus[] = ['confirmed', 'awaiting_payment'];

/** Whose orders a host sees: the events they own, and those their space co-hosts. */
export type HostScope = { hostId: string; cohostedEventIds: string[] };

function inScope(scope: HostScope): SQL {
  return scope.cohostedEventIds.length > 0
    ? or(eq(events.userId, scope.hostId), inArray(events.id, scope.cohostedEventIds))!
    : eq(events.userId, scope.hostId);
}

/** Where a page of orders starts: just after this order's time (as PostgreSQL wrote it) and id. */
export type OrdersCursor = { createdAt: string; id: string };

export type HostOrderRow = {
  id: string;
  reference: string;
  name: string;
  email: string;
  status: OrderStatus;
  totalPence: number;
  createdAt: Date;
  /** `created_at` as text, exact to the microsecond: the next page's cursor. */
  sortValue: string;
  eventId: string;
  eventTitle: string;
  eventStartsAt: Date;
};

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** A page of the host's orders, newest first, filtered; `limit` rows after `after`. */
export async function findHostOrders(
  db: Database,
  q: HostScope & {
    eventId?: string;
    status?: OrderStatus;
    term?: string;
    after?: OrdersCursor;
    limit: number;
  },
): Promise<HostOrderRow[]> {
  const pattern = q.term ? likePattern(q.term) : undefined;
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      name: orders.name,
      email: orders.email,
      status: orders.status,
      totalPence: orders.totalPence,
      createdAt: orders.createdAt,
      sortValue: sql<string>`${orders.createdAt}::text`,
      eventId: events.id,
      eventTitle: events.title,
      eventStartsAt: events.startsAt,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        inScope(q),
        q.eventId ? eq(orders.eventId, q.eventId) : undefined,
        q.status ? eq(orders.status, q.status) : undefined,
        pattern
          ? or(
              ilike(orders.name, pattern),
              ilike(orders.email, pattern),
              ilike(orders.reference, pattern),
            )
          : undefined,
        q.after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit);
}

/** The lines of these orders, in each order's own order. */
export async function findLinesOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      ticketName: orderLines.ticketName,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** The host's events that have any orders, the latest first: the orders tab's event filter. */
export async function findHostOrderEvents(db: Database, scope: HostScope) {
  return db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        inScope(scope),
        sql`exists (select 1 from ${orders} where ${orders.eventId} = ${events.id})`,
      ),
    )
    .orderBy(desc(events.startsAt), asc(events.id));
}

/** An event as its attendee screen shows it. */
export async function findEventHead(db: Database, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      userId: events.userId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

const checkerFirstName = sql<
  string | null
>`(select nullif(trim(${profiles.firstName}), '') from ${profiles} where ${profiles.id} = ${tickets.checkedInBy})`;

const attendeeColumns = {
  ticketId: tickets.id,
  eventId: tickets.eventId,
  holderName: tickets.holderName,
  ticketTypeId: tickets.ticketTypeId,
  ticketName: ticketTypes.name,
  cancelledAt: tickets.cancelledAt,
  checkedInAt: tickets.checkedInAt,
  checkedInById: tickets.checkedInBy,
  checkedInBy: checkerFirstName,
  orderId: orders.id,
  email: orders.email,
  reference: orders.reference,
  orderStatus: orders.status,
  provider: orders.provider,
  totalPence: orders.totalPence,
  refundedPence: orders.refundedPence,
  bookedAt: orders.createdAt,
  placesInOrder: sql<number>`(select count(*)::int from ${tickets} other where other.order_id = ${tickets.orderId})`,
};

export type AttendeeRow = {
  ticketId: string;
  eventId: string;
  holderName: string;
  ticketTypeId: string;
  ticketName: string;
  cancelledAt: Date | null;
  checkedInAt: Date | null;
  checkedInById: string | null;
  checkedInBy: string | null;
  orderId: string;
  email: string;
  reference: string;
  orderStatus: OrderStatus;
  provider: 'embedded' | 'stripe';
  totalPence: number;
  refundedPence: number;
  bookedAt: Date;
  placesInOrder: number;
};

const selectAttendees = (db: Database) =>
  db
    .select(attendeeColumns)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId));

/** Every ticket of the event, with its holder and booking, by name. */
export async function findAttendees(db: Database, eventId: string): Promise<AttendeeRow[]> {
  return selectAttendees(db)
    .where(eq(tickets.eventId, eventId))
    .orderBy(
      sql`lower(${tickets.holderName})`,
      asc(orders.createdAt),
      asc(tickets.orderId),
      asc(tickets.id),
    );
}

/** One ticket, by its id or by the code in its QR code, with its holder and booking. */
export async function findAttendee(
  db: Database,
  by: { ticketId: string } | { code: string },
): Promise<AttendeeRow | undefined> {
  const [row] = await selectAttendees(db).where(
    'ticketId' in by ? eq(tickets.id, by.ticketId) : eq(tickets.code, by.code),
  );
  return row;
}

/**
 * Checks a ticket in, once: a single guarded UPDATE that touches only a ticket of this event,
 * not cancelled, of a booking that holds places, and not checked in yet. Of two door people
 * checking the same guest in at once, exactly one gets the row; answers whether this one did.
 */
export async function checkInTicket(
  db: Database,
  eventId: string,
  ticketId: string,
  byUserId: string,
): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: sql`now()`, checkedInBy: byUserId })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.eventId, eventId),
        isNull(tickets.checkedInAt),
        isNull(tickets.cancelledAt),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${tickets.orderId} and ${inArray(orders.status, LIVE)})`,
      ),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** Takes a check-in back (a wrong tap); answers whether there was one to take back. */
export async function undoCheckIn(db: Database, eventId: string, ticketId: string) {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: null, checkedInBy: null })
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.eventId, eventId), isNotNull(tickets.checkedInAt)),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

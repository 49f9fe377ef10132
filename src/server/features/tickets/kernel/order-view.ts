import { eventPath } from '../../../../shared/events/event-slug';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import type { Database } from '../../../db/client';
import { findOrderEvent, findTicketing } from './ticketing.repository';
import {
  findOrderLines,
  findOrderTickets,
  type OrderLineRow,
  type OrderRow,
  type TicketRow,
} from './orders.repository';

/** What an order shows of its event. */
export type OrderEvent = NonNullable<Awaited<ReturnType<typeof findOrderEvent>>>;

type OrderLine = Pick<
  OrderLineRow,
  'ticketTypeId' | 'ticketName' | 'quantity' | 'unitPricePence' | 'unitFeePence' | 'lineTotalPence'
>;
type OrderTicket = Pick<
  TicketRow,
  'id' | 'code' | 'holderName' | 'ticketTypeId' | 'cancelledAt' | 'checkedInAt'
>;

const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/** Where an event is held, in one line: "Online", the address, or "to be announced". */
function placeOf(event: OrderEvent): string {
  if (event.locationType === 'online') return 'Online';
  const address = [event.venue, event.city, event.postcode, event.country].filter(Boolean);
  return address.join(', ') || 'Location to be announced';
}

/**
 * An order as its guest (or its host) sees it, from its parts: the booking path builds it from
 * what it has just written, a later read from what it reads (`orderView`). The online link and
 * the host's payment instructions are shown only to an order that holds places.
 */
export function toOrderView(parts: {
  row: OrderRow;
  event: OrderEvent;
  lines: readonly OrderLine[];
  tickets: readonly OrderTicket[];
  /** The host's instructions, for an order awaiting payment; null otherwise. */
  paymentInstructions: string | null;
}): Order {
  const { row, event } = parts;
  const holdsPlaces = row.status === 'confirmed' || row.status === 'awaiting_payment';
  return {
    id: row.id,
    event: {
      id: row.eventId,
      title: event.title,
      path: eventPath({ id: row.eventId, title: event.title }),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      locationType: event.locationType,
      place: placeOf(event),
      onlineLink: holdsPlaces ? event.onlineLink : null,
    },
    reference: row.reference,
    accessKey: row.accessKey,
    status: row.status,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    lines: parts.lines.map((line) => ({
      ticketTypeId: line.ticketTypeId,
      ticketName: line.ticketName,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      unitFeePence: line.unitFeePence,
      lineTotalPence: line.lineTotalPence,
    })),
    subtotalPence: row.subtotalPence,
    feePence: row.feePence,
    totalPence: row.totalPence,
    feeMode: row.feeMode,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    checkoutUrl: row.status === 'held' ? row.checkoutUrl : null,
    paymentInstructions: row.status === 'awaiting_payment' ? parts.paymentInstructions : null,
    // By code, byte by byte, as `findOrderTickets` reads them: an order shows its tickets in one
    // order, answered as written or read back, and the booking mail numbers them so.
    tickets: parts.tickets.toSorted(byCode).map((t) => ({
      id: t.id,
      code: t.code,
      holderName: t.holderName,
      ticketTypeId: t.ticketTypeId,
      cancelled: t.cancelledAt !== null,
      checkedInAt: t.checkedInAt?.toISOString() ?? null,
    })),
  };
}

/** An order as its guest (or its host) sees it, read afresh. */
export async function orderView(db: Database, row: OrderRow): Promise<Order> {
  const [lines, tickets, ticketing, event] = await Promise.all([
    findOrderLines(db, row.id),
    findOrderTickets(db, row.id),
    row.status === 'awaiting_payment' ? findTicketing(db, row.eventId) : undefined,
    findOrderEvent(db, row.eventId),
  ]);
  return toOrderView({
    row,
    event: event!,
    lines,
    tickets,
    paymentInstructions: ticketing?.paymentInstructions ?? null,
  });
}

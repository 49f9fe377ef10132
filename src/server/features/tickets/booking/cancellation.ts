import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { managedOrder, orderNotFound, sameSecret } from '../kernel/access';
import { orderView } from '../kernel/order-view';
import { offerDeclined, releaseOrderPlaces } from '../kernel/order-places';
import type { TicketLinks } from '../tickets.links';
import {
  cancelTickets,
  findOrder,
  moveOrder,
  setRefunded,
  type OrderRow,
} from '../kernel/orders.repository';
import {
  findBookableEvent,
  findTicketing,
  type EventTicketingRow,
} from '../kernel/ticketing.repository';
import { withdrawGifts } from '../waitlist/waitlist.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a guest who cancels now is paid back, by the event's refund policy: never; until a
 * number of days before it starts; or until it starts.
 */
export function refundDue(
  policy: Pick<EventTicketingRow, 'refundPolicy' | 'refundDays'>,
  startsAt: Date,
  now: Date,
): boolean {
  if (now >= startsAt) return false;
  switch (policy.refundPolicy) {
    case 'none':
      return false;
    case 'always':
      return true;
    default:
      return now.getTime() <= startsAt.getTime() - policy.refundDays * DAY_MS;
  }
}

/**
 * Cancels a booking: its places go back on sale (and to whoever waits for them), its tickets
 * stop letting anyone in, and what was paid by card is paid back when `refund` says so. A
 * guarded move, so two cancellations of one order cancel it once.
 */
export async function cancelOrder(
  db: Database,
  links: TicketLinks,
  order: OrderRow,
  { refund }: { refund: boolean },
): Promise<OrderRow> {
  const paidByCard = order.status === 'confirmed' && order.provider !== 'embedded';
  const refundPence = refund && paidByCard ? order.totalPence - order.refundedPence : 0;
  const cancelled = await inTransaction(db, async (tx) => {
    const moved = await moveOrder(
      tx,
      order.id,
      ['held', 'awaiting_payment', 'confirmed'],
      'cancelled',
    );
    if (!moved) throw new AppError('CONFLICT', 'This booking is already cancelled.');
    await releaseOrderPlaces(tx, moved);
    // Places it paid forward and no one has claimed yet go with it; an offer it held is declined.
    await withdrawGifts(tx, order.id);
    await offerDeclined(tx, order.id);
    await cancelTickets(tx, order.id);
    if (refundPence > 0) await setRefunded(tx, order.id, order.refundedPence + refundPence);
    return moved;
  });
  links.changed();
  // The places go to whoever waits for them first.
  await links.placesFreed(order.eventId);
  if (refundPence > 0 && order.providerRef && links.payments.refund)
    // The booking is cancelled whatever the provider says; a failed refund is logged for the
    // host to settle, never a reason to keep the places.
    await links.payments.refund(order.providerRef, refundPence).catch((error: unknown) => {
      links.warn(error, `refund of order ${order.reference} failed`);
    });
  return cancelled;
}

/**
 * A guest cancels their own booking (signed in as its guest, or holding its link's key) before
 * the event starts; the event's policy decides whether they are paid back.
 */
export async function cancelAsGuest(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer | null,
  orderId: string,
  key: string | undefined,
): Promise<Order> {
  const order = await findOrder(db, orderId);
  const owns =
    order &&
    ((viewer !== null && order.userId === viewer.userId) ||
      (key !== undefined && sameSecret(key, order.accessKey)));
  if (!order || !owns) throw orderNotFound();
  const [event, ticketing] = await Promise.all([
    findBookableEvent(db, order.eventId),
    findTicketing(db, order.eventId),
  ]);
  const now = new Date();
  if (!event || event.startsAt <= now)
    throw new AppError(
      'CONFLICT',
      'This event has started, so the booking can no longer be cancelled.',
    );
  const refund = ticketing ? refundDue(ticketing, event.startsAt, now) : false;
  return orderView(db, await cancelOrder(db, links, order, { refund }));
}

/** A host cancels a booking of their event, with or without paying it back. */
export async function cancelAsHost(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  orderId: string,
  refund: boolean,
): Promise<Order> {
  const order = await managedOrder(db, links, viewer, orderId);
  return orderView(db, await cancelOrder(db, links, order, { refund }));
}

import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { orderView } from '../kernel/order-view';
import { secretCode } from '../kernel/order-codes';
import type { TicketLinks } from '../tickets.links';
import {
  findOrder,
  findOrderLines,
  insertTickets,
  setCheckout,
  type OrderRow,
} from '../kernel/orders.repository';
import { claimHeldOrder, moveEntry } from './waitlist.repository';
import { ownEntry } from './waitlist-entries';

const offerEnded = () =>
  new AppError(
    'CONFLICT',
    'Sorry, this offer has ended: the places went to the next person waiting.',
  );

/** The tickets of an order's places, made when it is claimed. */
async function ticketsFor(db: Database, order: OrderRow) {
  return (await findOrderLines(db, order.id))
    .filter((line) => !line.paysItForward)
    .flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        ticketTypeId: line.ticketTypeId,
        code: secretCode(),
        holderName: order.name,
      })),
    );
}

/**
 * Claims places offered from the waitlist. A free offer is confirmed at once; a paid one goes
 * to the payment as a booking does: reserved with the host's instructions, or on to the card
 * checkout (the places stay held until the offer runs out).
 */
export async function claimOffer(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  entryId: string,
): Promise<Order> {
  const entry = await ownEntry(db, viewer, entryId);
  const order = entry.orderId ? await findOrder(db, entry.orderId) : undefined;
  if (!order || (entry.status !== 'offered' && entry.status !== 'claimed')) throw offerEnded();
  // Claimed already (a second press, a retry): the booking is the answer.
  if (order.status === 'confirmed' || order.status === 'awaiting_payment')
    return orderView(db, order);
  if (order.status !== 'held') throw offerEnded();
  if (order.totalPence > 0 && links.payments.payment === 'card')
    return startOfferCheckout(db, links, order);
  const to = order.totalPence === 0 ? 'confirmed' : 'awaiting_payment';
  const claimed = await inTransaction(db, async (tx) => {
    const moved = await claimHeldOrder(tx, order.id, to);
    if (!moved) return undefined;
    await insertTickets(tx, moved, await ticketsFor(tx, moved));
    await moveEntry(tx, entry.id, ['offered'], 'claimed');
    return moved;
  });
  if (!claimed) {
    const now = await findOrder(db, order.id);
    if (now && (now.status === 'confirmed' || now.status === 'awaiting_payment'))
      return orderView(db, now);
    throw offerEnded();
  }
  links.changed();
  await links.onBooked(claimed.id).catch((error: unknown) => {
    links.warn(error, 'the booking mail could not be queued');
  });
  return orderView(db, claimed);
}

/** Opens the card checkout for a paid offer; the places stay held for the offer's day. */
async function startOfferCheckout(db: Database, links: TicketLinks, order: OrderRow) {
  if (order.expiresAt && order.expiresAt <= new Date()) throw offerEnded();
  const lines = await findOrderLines(db, order.id);
  try {
    const session = await links.payments.startCheckout!({
      orderId: order.id,
      reference: order.reference,
      email: order.email,
      items: lines.map((line) => ({
        name: line.ticketName,
        quantity: line.quantity,
        unitAmountPence: line.unitPricePence + (order.feeMode === 'guest' ? line.unitFeePence : 0),
      })),
      successUrl: `${links.publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}`,
      cancelUrl: `${links.publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}&cancelled=1`,
    });
    await setCheckout(db, order.id, session);
    return orderView(db, { ...order, ...session });
  } catch (error) {
    links.warn(error, 'card checkout of a waitlist offer could not start');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Card payment could not be started just now. Your places are still held; please try again.',
    );
  }
}

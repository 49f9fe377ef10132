import { z } from 'zod';
import { isUuid } from '../../../../shared/uuids';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Mail } from '../../../lib/mailer';
import { onOrderPaid } from '../kernel/order-paid';
import { expireHold } from '../kernel/holds';
import { secretCode } from '../kernel/order-codes';
import {
  claimPaymentEvent,
  forgetPaymentEvent,
  lockOrder,
  recordRefund,
} from './payments.repository';
import { refundMail, type RefundReason } from './refund-mail';
import type { StripeEvent } from './stripe-payments';
import type { TicketLinks } from '../tickets.links';
import { findBookableEvent, takePlaces } from '../kernel/ticketing.repository';
import {
  findOrder,
  findOrderLines,
  insertTickets,
  moveOrder,
  type OrderRow,
} from '../kernel/orders.repository';

/** What settling a payment needs of the rest of the app, handed in by `composition/`. */
export type PaymentLinks = Pick<TicketLinks, 'onBooked' | 'changed' | 'warn' | 'placesFreed'> & {
  /** Pays back `amountPence` of what a Checkout Session took (the Stripe provider's refund). */
  refund: (providerRef: string, amountPence: number) => Promise<void>;
  /** Queues a mail to a guest. */
  queueMail: (mail: Mail) => Promise<void>;
};

const PROVIDER = 'stripe';

/** The fields of a Checkout Session that Kindred reads. */
const sessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().nullish(),
});
type Session = z.infer<typeof sessionSchema>;

/** What the transaction decided; what it needs done outside it happens after the commit. */
type Settled =
  | { kind: 'nothing' }
  | { kind: 'confirmed'; order: OrderRow; placesRetaken: boolean }
  | { kind: 'refund'; order: OrderRow; reason: RefundReason };

class PlacesGone extends Error {}

/**
 * Acts on a notification Stripe signed (the route checked the signature), once however often it
 * comes. A paid Checkout Session confirms its order and issues its tickets; one paid after its
 * hold ran out confirms only if the places can be taken again, else the payment goes back; an
 * expired session gives its hold's places back. Every other kind of event is ignored.
 */
export async function handleStripeEvent(
  db: Database,
  links: PaymentLinks,
  event: StripeEvent,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = sessionOf(event);
      // "unpaid": a payment method that settles later; async_payment_succeeded follows.
      if (session?.payment_status === 'paid') await settlePaidSession(db, links, event, session);
      return;
    }
    case 'checkout.session.expired': {
      const session = sessionOf(event);
      const order = session && (await ownOrder(db, session));
      if (order && (await expireHold(db, order.id, { evenIfTimeLeft: true }))) links.changed();
      return;
    }
    default:
      return;
  }
}

function sessionOf(event: StripeEvent): Session | null {
  const parsed = sessionSchema.safeParse(event.data.object);
  return parsed.success ? parsed.data : null;
}

/** The order a session was opened for: named in its metadata, and holding that session. */
function orderIdOf(session: Session): string | null {
  const id = session.metadata?.order_id ?? session.client_reference_id;
  return id && isUuid(id) ? id : null;
}

const isOrderOf = (session: Session, order: OrderRow | undefined): order is OrderRow =>
  order !== undefined && order.provider === PROVIDER && order.providerRef === session.id;

async function ownOrder(db: Database, session: Session): Promise<OrderRow | undefined> {
  const id = orderIdOf(session);
  const order = id ? await findOrder(db, id) : undefined;
  return isOrderOf(session, order) ? order : undefined;
}

async function settlePaidSession(
  db: Database,
  links: PaymentLinks,
  event: StripeEvent,
  session: Session,
): Promise<void> {
  const orderId = orderIdOf(session);
  if (!orderId) {
    links.warn(new Error(`session ${session.id}`), 'a paid Stripe session names no Kindred order');
    return;
  }
  const settled = await inTransaction(db, async (tx): Promise<Settled> => {
    if (!(await claimPaymentEvent(tx, PROVIDER, event.id))) return { kind: 'nothing' };
    const order = await lockOrder(tx, orderId);
    if (!isOrderOf(session, order)) {
      links.warn(new Error(`session ${session.id}`), 'a paid Stripe session has no order here');
      return { kind: 'nothing' };
    }
    switch (order.status) {
      case 'held':
        return { kind: 'confirmed', order: await confirm(tx, order, 'held'), placesRetaken: false };
      case 'expired':
        // Paid after the hold ran out (a session outlives its hold): its places went back, so
        // they are taken again if they are still there. Not once the money is on its way back
        // (an earlier delivery found them gone).
        if (order.refundedPence === 0 && (await retakePlaces(tx, order)))
          return {
            kind: 'confirmed',
            order: await confirm(tx, order, 'expired'),
            placesRetaken: true,
          };
        return refundOwed(tx, order, 'sold_out');
      case 'cancelled':
        return refundOwed(tx, order, 'cancelled');
      default:
        // Confirmed already; or awaiting payment, which a card order never is.
        return { kind: 'nothing' };
    }
  });

  if (settled.kind === 'confirmed') {
    if (settled.placesRetaken) links.changed();
    await onOrderPaid(db, links, settled.order.id).catch((error: unknown) => {
      links.warn(error, 'counting what the paid order paid forward failed');
    });
    await links.onBooked(settled.order.id).catch((error: unknown) => {
      links.warn(error, 'the booking mail could not be queued');
    });
  }
  if (settled.kind === 'refund') await refund(db, links, event, settled.order, settled.reason);
}

/**
 * The order's whole payment is to go back. Recorded in the transaction that claims the event, so
 * no later delivery confirms an order whose money was sent back.
 */
async function refundOwed(tx: Database, order: OrderRow, reason: RefundReason): Promise<Settled> {
  await recordRefund(tx, order.id, order.totalPence);
  return { kind: 'refund', order, reason };
}

/** Takes the order's places again, all or none (a savepoint undoes a partial take). */
async function retakePlaces(tx: Database, order: OrderRow): Promise<boolean> {
  const lines = (await findOrderLines(tx, order.id)).filter((line) => !line.paysItForward);
  try {
    await inTransaction(tx, async (savepoint) => {
      const taken = await takePlaces(
        savepoint,
        order.eventId,
        lines.map((line) => ({ ticketTypeId: line.ticketTypeId, quantity: line.quantity })),
      );
      if (!taken.ok) throw new PlacesGone();
    });
    return true;
  } catch (error) {
    if (error instanceof PlacesGone) return false;
    throw error;
  }
}

/** A paid order: confirmed, with a ticket (and its code for the door) for each place. */
async function confirm(tx: Database, order: OrderRow, from: 'held' | 'expired'): Promise<OrderRow> {
  const moved = await moveOrder(tx, order.id, [from], 'confirmed');
  // The row is locked: it cannot have moved on since it was read.
  if (!moved) throw new Error(`order ${order.id} moved while locked`);
  const lines = (await findOrderLines(tx, order.id)).filter((line) => !line.paysItForward);
  await insertTickets(
    tx,
    moved,
    lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        ticketTypeId: line.ticketTypeId,
        code: secretCode(),
        holderName: order.name,
      })),
    ),
  );
  return moved;
}

/**
 * Pays the order's money back at Stripe, then tells the guest. If Stripe cannot be reached, the
 * event is forgotten and the answer is 503, so Stripe delivers it again later and the refund is
 * tried again (under the same idempotency key: never twice).
 */
async function refund(
  db: Database,
  links: PaymentLinks,
  event: StripeEvent,
  order: OrderRow,
  reason: RefundReason,
): Promise<void> {
  try {
    await links.refund(order.providerRef!, order.totalPence);
  } catch (error) {
    links.warn(error, `refunding order ${order.id} at Stripe failed; Stripe will send it again`);
    await forgetPaymentEvent(db, PROVIDER, event.id);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The refund could not be made just now. Please send this event again.',
      { retryAfterSeconds: 60 },
    );
  }
  const bookable = await findBookableEvent(db, order.eventId);
  await links
    .queueMail(refundMail(order, bookable?.title ?? 'your event', reason))
    .catch((error: unknown) => links.warn(error, 'the refund mail could not be queued'));
}

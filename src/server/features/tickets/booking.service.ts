import { timingSafeEqual } from 'node:crypto';
import { eventPath } from '../../../shared/events/event-slug';
import { formatPence } from '../../../shared/tickets/money';
import { priceOrder } from '../../../shared/tickets/pricing';
import type { CreateOrder, Order } from '../../../shared/tickets/ticket-schemas';
import { DEFAULT_PLATFORM_FEE } from '../../../shared/spaces/platform-fee';
import { inTransaction, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';
import { orderReference, secretCode } from './order-codes';
import { onOrderPaid } from './order-paid';
import { offerRanOut, releaseOrderPlaces } from './order-places';
import { saleState } from './sale-state';
import type { TicketLinks } from './tickets.links';
import {
  findBookableEvent,
  findExpiredHolds,
  findFeePerTicketPence,
  findOrder,
  findOrderByClientKey,
  findOrderEvent,
  findOrderLines,
  findOrderTickets,
  ensureTicketing,
  findTicketing,
  insertOrder,
  insertTickets,
  listTicketTypes,
  moveOrder,
  setCheckout,
  takePlaces,
  type OrderRow,
  type TicketTypeRow,
} from './tickets.repository';
import { isUniqueViolation } from '../../db/pg-errors';

/** How long a checkout keeps its places for the guest who is paying. */
export const HOLD_MINUTES = 10;

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');
const orderNotFound = () => new AppError('NOT_FOUND', 'Booking not found');

type ParsedOrder = CreateOrder & { lines: Array<CreateOrder['lines'][number]> };

/** The fee on each paid ticket of this host's events: their space's, else the default £1. */
async function feePerTicket(db: Database, hostId: string): Promise<number> {
  return (await findFeePerTicketPence(db, hostId)) ?? DEFAULT_PLATFORM_FEE * 100;
}

/** Checks each requested line against its ticket type; answers the price each is booked at. */
function checkLines(types: TicketTypeRow[], lines: ParsedOrder['lines'], now: Date) {
  const seen = new Set<string>();
  return lines.map((line) => {
    const type = types.find((t) => t.id === line.ticketTypeId && !t.hidden);
    if (!type) throw new AppError('NOT_FOUND', 'That ticket is not available for this event.');
    if (seen.has(type.id))
      throw new AppError('BAD_REQUEST', 'Each ticket can appear only once in an order.');
    seen.add(type.id);
    const state = saleState(type, now);
    if (state === 'not_yet') throw new AppError('CONFLICT', `“${type.name}” is not on sale yet.`);
    if (state === 'ended') throw new AppError('CONFLICT', `Sales of “${type.name}” have ended.`);
    if (line.quantity > type.perOrderLimit)
      throw new AppError(
        'BAD_REQUEST',
        `You can book at most ${type.perOrderLimit} “${type.name}” ${type.perOrderLimit === 1 ? 'ticket' : 'tickets'} in one order.`,
      );
    let unitPricePence = type.pricePence;
    if (type.kind === 'sliding') {
      const chosen = line.pricePence ?? type.pricePence;
      const [min, max] = [type.minPence ?? 0, type.maxPence ?? type.pricePence];
      if (chosen < min || chosen > max)
        throw new AppError(
          'VALIDATION_FAILED',
          `Please choose an amount between ${formatPence(min)} and ${formatPence(max)}.`,
          {
            fieldErrors: {
              [`price-${type.id}`]: [`Between ${formatPence(min)} and ${formatPence(max)}`],
            },
          },
        );
      unitPricePence = chosen;
    }
    return { type, quantity: line.quantity, unitPricePence };
  });
}

/** Who the order is for: the signed-in guest, or the name and e-mail a visitor gave. */
function buyerOf(viewer: SignedInViewer | null, input: ParsedOrder) {
  if (viewer) {
    const name = `${viewer.profile.firstName} ${viewer.profile.lastName}`.trim();
    return { userId: viewer.userId, name: name || viewer.email, email: viewer.email };
  }
  const fieldErrors: Record<string, string[]> = {};
  if (!input.name) fieldErrors.name = ['Please enter your name'];
  if (!input.email) fieldErrors.email = ['Please enter your e-mail address'];
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Please tell us who the booking is for.', {
      fieldErrors,
    });
  return { userId: null, name: input.name!, email: input.email! };
}

/** The places left of a type now: its own and the event's, whichever is fewer. */
function placesLeft(type: TicketTypeRow, event: { capacity: number | null; placesTaken: number }) {
  const ofType = type.quantity === null ? null : type.quantity - type.taken;
  const ofEvent = event.capacity === null ? null : event.capacity - event.placesTaken;
  if (ofType === null) return ofEvent;
  return ofEvent === null ? ofType : Math.min(ofType, ofEvent);
}

/**
 * Why places could not be taken, in words: how many are left of what ran out (a ticket type, or
 * the event as a whole, named by the ticket asked for when there was only one).
 */
async function soldOut(
  db: Database,
  eventId: string,
  ranOut: string | 'event',
  requested: string[],
): Promise<AppError> {
  const [types, ticketing] = await Promise.all([
    listTicketTypes(db, eventId),
    findTicketing(db, eventId),
  ]);
  const named = ranOut === 'event' && requested.length === 1 ? requested[0] : ranOut;
  const type = types.find((t) => t.id === named);
  const left =
    ranOut === 'event'
      ? (ticketing?.capacity ?? 0) - (ticketing?.placesTaken ?? 0)
      : type && ticketing
        ? (placesLeft(type, ticketing) ?? 0)
        : 0;
  const what = type ? `“${type.name}”` : 'this event';
  return new AppError(
    'CONFLICT',
    left <= 0
      ? `Sorry, ${what} is sold out.`
      : `Sorry, only ${left} ${left === 1 ? 'place is' : 'places are'} left for ${what}.`,
  );
}

/**
 * Books places: checks every line, prices the order (integer pence, the host's platform fee on
 * each paid ticket), and takes the places in one transaction that either holds them all or
 * none. Free orders are confirmed at once; paid ones await payment as the host's instructions
 * say, or are held for `HOLD_MINUTES` while the guest pays by card. A retry with the same
 * Idempotency-Key finds the first order instead of booking twice: the same buyer's only (a
 * guest's, without a session, only if it too was made without one).
 */
export async function createOrder(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer | null,
  eventId: string,
  input: ParsedOrder,
  clientKey: string | null,
): Promise<{ order: Order; created: boolean }> {
  const buyer = buyerOf(viewer, input);
  if (clientKey) {
    const first = await findOrderByClientKey(db, eventId, clientKey, buyer);
    if (first) return { order: await orderView(db, first), created: false };
  }
  const event = await findBookableEvent(db, eventId);
  if (!event || event.isDraft || !event.ownerActive) throw eventNotFound();
  const ticketing = await ensureTicketing(db, eventId);
  if (event.isExternal || !ticketing)
    throw new AppError('CONFLICT', 'Places for this event are not booked on Kindred.');
  const now = new Date();
  if (event.startsAt <= now) throw new AppError('CONFLICT', 'Bookings for this event have closed.');
  // Holds that ran out give their places back (to the waitlist first) before anyone is told
  // the event is full.
  await releaseExpiredHolds(db, { eventId, onFreed: links.placesFreed });

  const lines = checkLines(await listTicketTypes(db, eventId), input.lines, now);
  const priced = priceOrder(lines, {
    feePerTicketPence: await feePerTicket(db, event.userId),
    feeMode: ticketing.feeMode,
  });
  const status =
    priced.totalPence === 0
      ? 'confirmed'
      : links.payments.payment === 'offline'
        ? 'awaiting_payment'
        : 'held';
  // A pay-it-forward ticket pays for someone else's place: it takes none from the buyer.
  const placeLines = lines.filter((l) => l.type.kind !== 'pay_it_forward');

  let order: OrderRow;
  try {
    order = await inTransaction(db, async (tx) => {
      const taken = await takePlaces(
        tx,
        eventId,
        placeLines.map((l) => ({ ticketTypeId: l.type.id, quantity: l.quantity })),
      );
      if (!taken.ok) throw new PlacesGone(taken.soldOut);
      const row = await insertOrder(
        tx,
        {
          reference: orderReference(),
          accessKey: secretCode(),
          eventId,
          userId: buyer.userId,
          name: buyer.name,
          email: buyer.email,
          status,
          provider: links.payments.name,
          subtotalPence: priced.subtotalPence,
          feePence: priced.feePence,
          totalPence: priced.totalPence,
          feeMode: ticketing.feeMode,
          expiresAt: status === 'held' ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
          confirmedAt: status === 'confirmed' ? now : null,
          clientKey,
        },
        priced.lines.map((line, i) => ({
          ticketTypeId: lines[i]!.type.id,
          ticketName: lines[i]!.type.name,
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
          unitFeePence: line.unitFeePence,
          lineTotalPence: line.lineTotalPence,
          paysItForward: lines[i]!.type.kind === 'pay_it_forward',
        })),
      );
      if (status !== 'held')
        await insertTickets(
          tx,
          row,
          placeLines.flatMap((l) =>
            Array.from({ length: l.quantity }, () => ({
              ticketTypeId: l.type.id,
              code: secretCode(),
              holderName: buyer.name,
            })),
          ),
        );
      return row;
    });
  } catch (error) {
    if (error instanceof PlacesGone)
      throw await soldOut(
        db,
        eventId,
        error.ticketTypeId,
        placeLines.map((l) => l.type.id),
      );
    // The same Idempotency-Key, sent twice at once: the first order is the answer.
    if (clientKey && isUniqueViolation(error)) {
      const first = await findOrderByClientKey(db, eventId, clientKey, buyer);
      if (first) return { order: await orderView(db, first), created: false };
    }
    throw error;
  }
  links.changed();
  // A pay-it-forward ticket confirmed at once pays for its places now (`order-paid.ts`).
  if (status === 'confirmed' && lines.some((l) => l.type.kind === 'pay_it_forward'))
    await onOrderPaid(db, links, order.id);
  if (status === 'held') order = await startCardCheckout(db, links, order, priced.lines, lines);
  else
    // The booking stands either way: a queue that cannot take the mail must not turn it into
    // an error the guest would retry (and book twice).
    await links.onBooked(order.id).catch((error: unknown) => {
      links.warn(error, 'the booking mail could not be queued');
    });
  return { order: await orderView(db, order), created: true };
}

class PlacesGone extends Error {
  constructor(readonly ticketTypeId: string) {
    super('places gone');
  }
}

/**
 * Opens the provider's checkout for a held order. The places were committed first, so the
 * provider's round trip holds no database lock; if the checkout cannot start, the places go
 * back at once.
 */
async function startCardCheckout(
  db: Database,
  links: TicketLinks,
  order: OrderRow,
  pricedLines: Array<{ quantity: number; unitPricePence: number; unitFeePence: number }>,
  lines: Array<{ type: TicketTypeRow }>,
): Promise<OrderRow> {
  const start = links.payments.startCheckout!;
  try {
    const session = await start({
      orderId: order.id,
      reference: order.reference,
      email: order.email,
      items: pricedLines.map((line, i) => ({
        name: lines[i]!.type.name,
        quantity: line.quantity,
        unitAmountPence: line.unitPricePence + (order.feeMode === 'guest' ? line.unitFeePence : 0),
      })),
      successUrl: `${links.publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}`,
      cancelUrl: `${links.publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}&cancelled=1`,
    });
    await setCheckout(db, order.id, session);
    return { ...order, ...session };
  } catch (error) {
    links.warn(error, 'card checkout could not start');
    await expireHold(db, order.id, { evenIfTimeLeft: true });
    links.changed();
    await links.placesFreed(order.eventId);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Card payment could not be started just now. Your places were released; please try again.',
    );
  }
}

/**
 * Ends a held order whose time ran out (or, `evenIfTimeLeft`, one whose checkout failed) and
 * gives its places back. A guarded move: if the order was paid meanwhile, nothing happens.
 */
export async function expireHold(
  db: Database,
  orderId: string,
  { evenIfTimeLeft = false } = {},
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const moved = await moveOrder(tx, orderId, ['held'], 'expired', {
      onlyIfExpired: !evenIfTimeLeft,
    });
    if (!moved) return false;
    await releaseOrderPlaces(tx, moved);
    await offerRanOut(tx, moved.id);
    return true;
  });
}

/**
 * Gives back the places of holds that ran out (of one event, or any), then tells `onFreed` of
 * each event that has places again (the waitlist offers them); answers how many.
 */
export async function releaseExpiredHolds(
  db: Database,
  {
    eventId,
    limit = 100,
    onFreed,
  }: { eventId?: string; limit?: number; onFreed?: (eventId: string) => Promise<void> } = {},
): Promise<number> {
  let released = 0;
  const freed = new Set<string>();
  for (const hold of await findExpiredHolds(db, { eventId, limit }))
    if (await expireHold(db, hold.id)) {
      released++;
      freed.add(hold.eventId);
    }
  if (onFreed) for (const id of freed) await onFreed(id);
  return released;
}

/** An order as its guest (or its host) sees it. */
export async function orderView(db: Database, row: OrderRow): Promise<Order> {
  const [lines, orderTickets, ticketing, event] = await Promise.all([
    findOrderLines(db, row.id),
    findOrderTickets(db, row.id),
    row.status === 'awaiting_payment' ? findTicketing(db, row.eventId) : undefined,
    findOrderEvent(db, row.eventId),
  ]);
  const holdsPlaces = row.status === 'confirmed' || row.status === 'awaiting_payment';
  return {
    id: row.id,
    event: {
      id: row.eventId,
      title: event!.title,
      path: eventPath({ id: row.eventId, title: event!.title }),
      startsAt: event!.startsAt.toISOString(),
      endsAt: event!.endsAt.toISOString(),
      locationType: event!.locationType,
      place:
        event!.locationType === 'online'
          ? 'Online'
          : [event!.venue, event!.city, event!.postcode, event!.country]
              .filter(Boolean)
              .join(', ') || 'Location to be announced',
      onlineLink: holdsPlaces ? event!.onlineLink : null,
    },
    reference: row.reference,
    accessKey: row.accessKey,
    status: row.status,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    lines: lines.map((line) => ({
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
    paymentInstructions: ticketing ? ticketing.paymentInstructions : null,
    tickets: orderTickets.map((t) => ({
      id: t.id,
      code: t.code,
      holderName: t.holderName,
      ticketTypeId: t.ticketTypeId,
      cancelled: t.cancelledAt !== null,
      checkedInAt: t.checkedInAt?.toISOString() ?? null,
    })),
  };
}

export const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A booking, for whoever may see it: its guest (signed in, or holding the link's key), or a host
 * of its event. Everyone else is told it does not exist.
 */
export async function getOrder(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer | null,
  id: string,
  key: string | undefined,
): Promise<Order> {
  const row = await findOrder(db, id);
  if (!row) throw orderNotFound();
  const mayRead =
    (viewer && row.userId === viewer.userId) ||
    (key !== undefined && sameSecret(key, row.accessKey)) ||
    (viewer && (await mayManageEvent(db, links, viewer, row.eventId)));
  if (!mayRead) throw orderNotFound();
  return orderView(db, row);
}

/** The event's owner and its accepted co-hosts run its bookings. */
export async function mayManageEvent(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<boolean> {
  const event = await findBookableEvent(db, eventId);
  if (!event) return false;
  return event.userId === viewer.userId || links.isCohost(eventId, viewer.userId);
}

import { formatPence } from '../../../../shared/tickets/money';
import { priceOrder } from '../../../../shared/tickets/pricing';
import type { CreateOrder, Order } from '../../../../shared/tickets/ticket-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { orderView, toOrderView } from '../kernel/order-view';
import { feePerTicket, placesLeft } from '../kernel/places';
import { orderReference, secretCode } from '../kernel/order-codes';
import { onOrderPaid } from '../kernel/order-paid';
import { saleState } from '../kernel/sale-state';
import type { TicketLinks } from '../tickets.links';
import {
  findOrderByClientKey,
  insertOrder,
  insertTickets,
  type OrderRow,
  type TicketRow,
} from '../kernel/orders.repository';
import {
  findTicketing,
  listTicketTypes,
  takePlaces,
  type TicketTypeRow,
} from '../kernel/ticketing.repository';
import { isUniqueViolation } from '../../../db/pg-errors';
import { HOLD_MINUTES, releaseExpiredHolds } from '../kernel/holds';
import { findBookingContext } from './booking.repository';
import { startCardCheckout } from './card-checkout';
import { eventCancelled, eventNotFound } from '../kernel/access';

type ParsedOrder = CreateOrder & { lines: Array<CreateOrder['lines'][number]> };

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
  // The event, its settings and its host's fee, and its ticket types, read side by side.
  const [context, types] = await Promise.all([
    findBookingContext(db, eventId),
    listTicketTypes(db, eventId),
  ]);
  const event = context?.event;
  if (!context || !event || event.isDraft || !event.ownerActive) throw eventNotFound();
  if (event.cancelledAt) throw eventCancelled();
  const { ticketing } = context;
  if (event.isExternal || !ticketing)
    throw new AppError('CONFLICT', 'Places for this event are not booked on Kindred.');
  const now = new Date();
  if (event.startsAt <= now) throw new AppError('CONFLICT', 'Bookings for this event have closed.');
  // Holds that ran out give their places back (to the waitlist first) before anyone is told
  // the event is full.
  if (context.holdsRanOut) await releaseExpiredHolds(db, { eventId, onFreed: links.placesFreed });

  const lines = checkLines(types, input.lines, now);
  const priced = priceOrder(lines, {
    feePerTicketPence: feePerTicket(context.feeOverridePence),
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
  let issued: TicketRow[] = [];
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
        issued = await insertTickets(
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
  // Answered from what was written: the order, its lines as priced, its tickets as issued.
  const view = toOrderView({
    row: order,
    event,
    lines: priced.lines.map((line, i) => ({
      ...line,
      ticketTypeId: lines[i]!.type.id,
      ticketName: lines[i]!.type.name,
    })),
    tickets: issued,
    paymentInstructions: ticketing.paymentInstructions,
  });
  return { order: view, created: true };
}

class PlacesGone extends Error {
  constructor(readonly ticketTypeId: string) {
    super('places gone');
  }
}

import { type EventWaitlist, type JoinWaitlist } from '../../../../shared/tickets/waitlist-schemas';
import { type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { cancelOrder } from '../booking/cancellation';
import { placesLeft } from '../kernel/places';
import { saleState } from '../kernel/sale-state';
import type { TicketLinks } from '../tickets.links';
import { findOrder } from '../kernel/orders.repository';
import { findEntry, insertEntry, moveEntry } from './waitlist.repository';
import { isUniqueViolation } from '../../../db/pg-errors';
import { eventWaitlist, openEventTickets, ownEntry, personOf } from './waitlist-entries';

/**
 * Puts the viewer in line for a sold-out ticket type, for `quantity` places (up to its
 * per-order limit). First come, first served; one place in line per person and ticket.
 */
export async function joinWaitlist(
  db: Database,
  viewer: SignedInViewer,
  eventId: string,
  input: JoinWaitlist,
): Promise<EventWaitlist> {
  const { types, ticketing } = await openEventTickets(db, eventId);
  const type = types.find(
    (t) => t.id === input.ticketTypeId && !t.hidden && t.kind !== 'pay_it_forward',
  );
  if (!type || !ticketing)
    throw new AppError('NOT_FOUND', 'That ticket is not available for this event.');
  if (input.quantity > type.perOrderLimit)
    throw new AppError(
      'VALIDATION_FAILED',
      `You can wait for at most ${type.perOrderLimit} “${type.name}” ${type.perOrderLimit === 1 ? 'place' : 'places'}.`,
      { fieldErrors: { quantity: [`At most ${type.perOrderLimit}`] } },
    );
  const state = saleState(type, new Date());
  if (state === 'ended') throw new AppError('CONFLICT', `Sales of “${type.name}” have ended.`);
  if (state === 'not_yet') throw new AppError('CONFLICT', `“${type.name}” is not on sale yet.`);
  const left = placesLeft(type, ticketing);
  if (left === null || left >= input.quantity)
    throw new AppError(
      'CONFLICT',
      `“${type.name}” is not sold out: you can book ${input.quantity === 1 ? 'it' : 'them'} now.`,
    );
  try {
    await insertEntry(db, {
      eventId,
      ticketTypeId: type.id,
      kind: 'places',
      quantity: input.quantity,
      ...personOf(viewer),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `You're already on the waitlist for “${type.name}”.`);
    throw error;
  }
  return eventWaitlist(db, viewer, eventId);
}

/**
 * Takes the viewer out of line. Places offered to them are given up: their hold is cancelled,
 * and the next in line is offered them.
 */
export async function leaveWaitlist(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  entryId: string,
): Promise<EventWaitlist> {
  let entry = await ownEntry(db, viewer, entryId);
  if (entry.status === 'waiting') {
    if (await moveEntry(db, entry.id, ['waiting'], 'left'))
      return eventWaitlist(db, viewer, entry.eventId);
    // Offered a moment ago: what follows declines the offer.
    entry = (await findEntry(db, entry.id))!;
  }
  const order = entry.orderId ? await findOrder(db, entry.orderId) : undefined;
  if (entry.status === 'offered' && order?.status === 'held') {
    // Cancelling the hold marks the entry left and offers its places to the next in line.
    await cancelOrder(db, links, order, { refund: false }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    });
    return eventWaitlist(db, viewer, entry.eventId);
  }
  if (order && (order.status === 'confirmed' || order.status === 'awaiting_payment'))
    throw new AppError('CONFLICT', 'These places are booked: cancel the booking instead.');
  throw new AppError('CONFLICT', 'You are no longer on this waitlist.');
}

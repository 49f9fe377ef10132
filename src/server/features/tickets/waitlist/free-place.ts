import { type FreePlaceAnswer } from '../../../../shared/tickets/waitlist-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { orderView } from '../kernel/order-view';
import { orderReference, secretCode } from '../kernel/order-codes';
import type { TicketLinks } from '../tickets.links';
import { insertOrder, insertTickets, type OrderRow } from '../kernel/orders.repository';
import {
  hasConcessionQueue,
  insertEntry,
  moveEntry,
  takeGiftedPlaces,
} from './waitlist.repository';
import { isUniqueViolation } from '../../../db/pg-errors';
import { eventWaitlist, openEventTickets, personOf } from './waitlist-entries';

/**
 * "Ask for a free place" at an event with pay-it-forward tickets: no questions asked, one per
 * person and event. When a place paid forward is free (and the event has room), it is booked at
 * once, free; else the viewer waits in line for the next one given.
 */
export async function askForFreePlace(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<FreePlaceAnswer> {
  const { types, ticketing } = await openEventTickets(db, eventId);
  const gift = types.find((t) => t.kind === 'pay_it_forward' && !t.hidden);
  if (!gift || !ticketing)
    throw new AppError('NOT_FOUND', 'This event has no places paid forward to ask for.');
  const person = personOf(viewer);
  let booked: OrderRow | null;
  try {
    booked = await inTransaction(db, async (tx) => {
      const entry = await insertEntry(tx, {
        eventId,
        ticketTypeId: gift.id,
        kind: 'concession',
        quantity: 1,
        ...person,
      });
      // Whoever asked first is given the next gift: no one jumps the line.
      if (await hasConcessionQueue(tx, eventId, entry.id)) return null;
      if (!(await takeGiftedPlaces(tx, eventId, 1))) return null;
      const order = await insertOrder(
        tx,
        {
          reference: orderReference(),
          accessKey: secretCode(),
          eventId,
          ...person,
          status: 'confirmed',
          provider: links.payments.name,
          subtotalPence: 0,
          feePence: 0,
          totalPence: 0,
          feeMode: ticketing.feeMode,
          expiresAt: null,
          confirmedAt: new Date(),
          clientKey: null,
        },
        [
          {
            ticketTypeId: gift.id,
            ticketName: gift.name,
            quantity: 1,
            unitPricePence: 0,
            unitFeePence: 0,
            lineTotalPence: 0,
            paysItForward: false,
          },
        ],
      );
      await insertTickets(tx, order, [
        { ticketTypeId: gift.id, code: secretCode(), holderName: person.name },
      ]);
      await moveEntry(tx, entry.id, ['waiting'], 'claimed', { orderId: order.id });
      return order;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'You have already asked for a free place at this event.');
    throw error;
  }
  if (booked) {
    links.changed();
    await links.onBooked(booked.id).catch((error: unknown) => {
      links.warn(error, 'the booking mail could not be queued');
    });
  }
  return {
    order: booked ? await orderView(db, booked) : null,
    waitlist: await eventWaitlist(db, viewer, eventId),
  };
}

import type { Database } from '../../../db/client';
import { findOrderLines } from './orders.repository';
import { releasePlaces } from './ticketing.repository';
import {
  entryKindOfOrder,
  moveEntryOfOrder,
  returnGiftedPlaces,
} from '../waitlist/waitlist.repository';

/**
 * Gives back the places an order took, in the transaction `tx` that ended it: its lines' places
 * (less pay-it-forward lines, which took none), or, for a free place paid forward, the gift, to
 * those paid forward for the next who asks.
 */
export async function releaseOrderPlaces(
  tx: Database,
  order: { id: string; eventId: string },
): Promise<void> {
  const lines = await findOrderLines(tx, order.id);
  if ((await entryKindOfOrder(tx, order.id)) === 'concession') {
    await returnGiftedPlaces(
      tx,
      order.eventId,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    );
    return;
  }
  await releasePlaces(
    tx,
    order.eventId,
    lines
      .filter((line) => !line.paysItForward)
      .map((line) => ({ ticketTypeId: line.ticketTypeId, quantity: line.quantity })),
  );
}

/** An offer from the waitlist that ran out: its entry is expired (the next in line is offered). */
export async function offerRanOut(tx: Database, orderId: string): Promise<void> {
  await moveEntryOfOrder(tx, orderId, ['offered'], 'expired');
}

/** An offer turned down (its order cancelled): its entry has left the line. */
export async function offerDeclined(tx: Database, orderId: string): Promise<void> {
  await moveEntryOfOrder(tx, orderId, ['offered'], 'left');
}

import { inTransaction, type Database } from '../../../db/client';
import type { TicketLinks } from '../tickets.links';
import { findOrder, findOrderLines } from './orders.repository';
import { moveEntryOfOrder, recordGifts } from '../waitlist/waitlist.repository';

/**
 * What follows an order being paid (confirmed at once, a card payment arriving, the host
 * marking it paid): the places its pay-it-forward tickets paid for join the event's gifts,
 * counted once however often this runs, and are offered to whoever waits for a free place; a
 * waitlist offer it was made for is claimed. Call it after the order is `confirmed`.
 */
export async function onOrderPaid(
  db: Database,
  links: Pick<TicketLinks, 'placesFreed'>,
  orderId: string,
): Promise<void> {
  const order = await findOrder(db, orderId);
  if (!order || order.status !== 'confirmed') return;
  const gifts = (await findOrderLines(db, orderId))
    .filter((line) => line.paysItForward)
    .reduce((sum, line) => sum + line.quantity, 0);
  const added = await inTransaction(db, async (tx) => {
    await moveEntryOfOrder(tx, orderId, ['offered'], 'claimed');
    return gifts > 0 && (await recordGifts(tx, orderId, order.eventId, gifts));
  });
  if (added) await links.placesFreed(order.eventId);
}

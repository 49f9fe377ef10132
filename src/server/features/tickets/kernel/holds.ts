import { inTransaction, type Database } from '../../../db/client';
import { offerRanOut, releaseOrderPlaces } from './order-places';
import { findExpiredHolds, moveOrder } from './orders.repository';

/** Places held for a guest paying by card, and what happens when the hold runs out. */

/** How long a checkout keeps its places for the guest who is paying. */
export const HOLD_MINUTES = 10;

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

import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, paymentEvents, type OrderRow } from '../../../db/schema/tickets';

/**
 * Notes a provider's notification as handled, in the transaction that acts on it. Answers false
 * when it was handled already (a replay, or the same notice sent twice at once: the second waits
 * on the first's unique key and then finds it), so it acts once.
 */
export async function claimPaymentEvent(
  tx: Database,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return claimed.length > 0;
}

/** Forgets a notification, so that the provider's next delivery of it is acted on again. */
export async function forgetPaymentEvent(
  db: Database,
  provider: string,
  eventId: string,
): Promise<void> {
  await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/**
 * The order, locked until the end of `tx`: its payment is settled by one transaction at a time.
 * An order's row is locked before its places' counters, as expiring a hold does.
 */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Records that `pence` of the order's payment is (being) paid back; never lowers it. */
export async function recordRefund(tx: Database, id: string, pence: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedPence: pence })
    .where(and(eq(orders.id, id), lt(orders.refundedPence, pence)));
}

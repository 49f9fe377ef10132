import { type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TicketLinks } from '../tickets.links';
import { setCheckout, type OrderRow } from '../kernel/orders.repository';
import { type TicketTypeRow } from '../kernel/ticketing.repository';
import { expireHold } from '../kernel/holds';

/**
 * Opens the provider's checkout for a held order. The places were committed first, so the
 * provider's round trip holds no database lock; if the checkout cannot start, the places go
 * back at once.
 */
export async function startCardCheckout(
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

import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { onOrderPaid } from '../kernel/order-paid';
import { managedOrder } from '../kernel/access';
import { orderView } from '../kernel/order-view';
import { moveOrder } from '../kernel/orders.repository';
import type { HostOrderLinks } from './managed-event';

/**
 * The host received the payment of a booking awaiting it (at the door, by bank transfer). A
 * guarded move, so marking it paid twice, or after it was cancelled, changes nothing.
 */
export async function markPaid(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  orderId: string,
): Promise<Order> {
  const order = await managedOrder(db, links, viewer, orderId);
  const moved = await moveOrder(db, orderId, ['awaiting_payment'], 'confirmed');
  if (!moved)
    throw new AppError(
      'CONFLICT',
      order.status === 'confirmed'
        ? 'This booking is already paid.'
        : 'Only a booking awaiting payment can be marked paid.',
    );
  await onOrderPaid(db, links, orderId);
  return orderView(db, moved);
}

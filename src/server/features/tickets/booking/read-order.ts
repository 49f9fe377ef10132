import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { type Database } from '../../../db/client';
import type { SignedInViewer } from '../../../lib/viewer';
import { orderView } from '../kernel/order-view';
import type { TicketLinks } from '../tickets.links';
import { findOrder } from '../kernel/orders.repository';
import { mayManageEvent, orderNotFound, sameSecret } from '../kernel/access';

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

import { AppError } from '../../../lib/app-error';
import { timingSafeEqual } from 'node:crypto';
import { type Database } from '../../../db/client';
import type { SignedInViewer } from '../../../lib/viewer';
import type { TicketLinks } from '../tickets.links';
import { findOrder, type OrderRow } from './orders.repository';
import { findBookableEvent } from './ticketing.repository';

/** Who may see and run an event's bookings. */

/** An event that is not there, or not this person's to see: every ticket use case says so alike. */
export const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');

/** Its host cancelled it: nobody books or joins its waitlist from then on (issue 23). */
export const eventCancelled = () =>
  new AppError('CONFLICT', 'This event has been cancelled, so it can no longer be booked.');

/** A booking that is not there, or not this person's to see: said alike too. */
export const orderNotFound = () => new AppError('NOT_FOUND', 'Booking not found');

export const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The event's owner and its accepted co-hosts run its bookings. */
export async function mayManageEvent(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<boolean> {
  const event = await findBookableEvent(db, eventId);
  if (!event) return false;
  return event.userId === viewer.userId || links.isCohost(eventId, viewer.userId);
}

/** The order `orderId`, for someone who runs its event's bookings; anyone else is told it is not there. */
export async function managedOrder(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  orderId: string,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || !(await mayManageEvent(db, links, viewer, order.eventId))) throw orderNotFound();
  return order;
}

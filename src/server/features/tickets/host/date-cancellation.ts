import { inTransaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { cancelOrder } from '../booking/cancellation';
import type { OrderRow } from '../kernel/orders.repository';
import type { TicketLinks } from '../tickets.links';
import { closeCancelledEvent, findHoldingOrders } from './event-guests.repository';
import { byGuest, EVENT_CANCELLED, type GuestNoticeLinks } from './guest-change-notices';
import { cancelNoticeMail } from './guest-notice-mail';

/** What a host's cancelling needs: telling guests, and booking's own links (refunds, changes). */
export type DateCancellationLinks = GuestNoticeLinks & { tickets: TicketLinks };

/** What is paid back of an order cancelled by its host: all that was paid by card and is not yet. */
const refundOf = (order: OrderRow) =>
  order.status === 'confirmed' && order.provider !== 'embedded'
    ? order.totalPence - order.refundedPence
    : 0;

/**
 * Cancels every booking of an event its host has cancelled (ADR 34 "Cancelled dates"): sales
 * close and the waitlist empties, then each booking that holds places is cancelled and what was
 * paid by card is paid back in full. A host calling the event off means the guest gets nothing
 * for what they paid, so the refund policy (which governs a guest's own change of mind) does not
 * cut it. Each guest who was coming is then told, once. A booking cancelled meanwhile by someone
 * else is passed over, so this may run again and tells no one twice.
 */
export async function cancelEventBookings(
  links: DateCancellationLinks,
  eventId: string,
  message: string,
): Promise<void> {
  const { db } = links;
  await inTransaction(db, (tx) => closeCancelledEvent(tx, eventId));
  // The places freed are not offered to anyone: the event is not held.
  const hostCancels: TicketLinks = { ...links.tickets, placesFreed: async () => undefined };
  const told: Array<{ order: OrderRow; refunded: number }> = [];
  for (const order of await findHoldingOrders(db, eventId)) {
    try {
      await cancelOrder(db, hostCancels, order, { refund: true });
      if (order.status !== 'held') told.push({ order, refunded: refundOf(order) });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT'))
        links.warn(error, `cancelling booking ${order.reference} of a cancelled event failed`);
    }
  }
  if (told.length > 0) await tellOfCancellation(links, eventId, message, told);
}

async function tellOfCancellation(
  links: DateCancellationLinks,
  eventId: string,
  message: string,
  told: Array<{ order: OrderRow; refunded: number }>,
): Promise<void> {
  const event = await links.eventForGuests(eventId);
  if (!event) return;
  // The event is cancelled by now, so its calendar file takes it out of a calendar: the same
  // UID, STATUS:CANCELLED, a higher SEQUENCE (RFC 5545).
  const calendarFile = links.calendarFile(event);
  const url = `${links.publicUrl}${event.path}`;
  const at = {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    locationType: event.locationType,
    locationVenue: event.venue,
    locationCity: event.city,
    locationPostcode: event.postcode,
    onlineEventLink: event.onlineLink,
  };
  const guests = byGuest(
    links.publicUrl,
    told.map(({ order }) => order),
  );
  for (const guest of guests) {
    // What this guest is paid back, over all their bookings of the event.
    const refunded = told
      .filter(({ order }) => order.email.toLowerCase() === guest.email.toLowerCase())
      .reduce((sum, { refunded: pence }) => sum + pence, 0);
    for (const userId of guest.userIds)
      await links.notify({
        userId,
        type: EVENT_CANCELLED,
        title: `Cancelled: ${event.title}`,
        message: message
          ? `The host has cancelled it and your booking: “${message}”`
          : 'The host has cancelled it and your booking.',
        data: { event_id: event.id, path: event.path },
      });
    await links
      .queueMail(
        cancelNoticeMail(guest, { title: event.title, url, at }, message, refunded, calendarFile),
      )
      .catch((error: unknown) =>
        links.warn(error, `queueing a cancellation mail for event ${eventId} failed`),
      );
  }
}

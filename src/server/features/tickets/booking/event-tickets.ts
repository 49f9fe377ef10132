import type { EventTickets } from '../../../../shared/tickets/ticket-schemas';
import { type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { readOncePerPage } from '../../../lib/page-reads';
import type { SignedInViewer } from '../../../lib/viewer';
import { eventPlacesLeft, placesLeft } from '../kernel/places';
import { saleState } from '../kernel/sale-state';
import { ticketTypeView } from '../kernel/ticket-type-view';
import type { TicketLinks } from '../tickets.links';
import { bookableEventOfPage, ticketingOfPage } from '../kernel/page-reads';
import { listTicketTypes } from '../kernel/ticketing.repository';
import { hostFeePerTicket } from '../kernel/places';
import { eventNotFound } from '../kernel/access';

/**
 * What a guest sees on the event page: each type on offer, its price and places left. A visitor's
 * page reads it for its JSON-LD offers and for its booking panel: once (lib/page-reads).
 */
export function eventTickets(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer | null,
  eventId: string,
): Promise<EventTickets> {
  if (viewer) return ticketsOnOffer(db, links, viewer, eventId);
  return readOncePerPage(`event-tickets:${eventId}`, () =>
    ticketsOnOffer(db, links, null, eventId),
  );
}

async function ticketsOnOffer(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer | null,
  eventId: string,
): Promise<EventTickets> {
  const event = await bookableEventOfPage(db, eventId);
  const editor =
    viewer !== null &&
    event !== undefined &&
    (event.userId === viewer.userId || (await links.isCohost(eventId, viewer.userId)));
  if (!event || ((event.isDraft || !event.ownerActive) && !editor)) throw eventNotFound();
  const ticketing = await ticketingOfPage(db, eventId);
  if (event.isExternal || !ticketing)
    throw new AppError('NOT_FOUND', 'Places for this event are not booked on Kindred.');
  const [types, fee] = await Promise.all([
    listTicketTypes(db, eventId),
    hostFeePerTicket(db, event.userId),
  ]);
  const now = new Date();
  const eventLeft = eventPlacesLeft(ticketing);
  const closed = event.startsAt <= now;
  return {
    eventId,
    capacity: ticketing.capacity,
    placesLeft: eventLeft,
    feeMode: ticketing.feeMode,
    feePerTicketPence: fee,
    payment: links.payments.payment,
    paymentInstructions: ticketing.paymentInstructions,
    refundPolicy: ticketing.refundPolicy,
    refundDays: ticketing.refundDays,
    ticketTypes: types
      .filter((t) => !t.hidden)
      .map((t) => {
        const left = placesLeft(t, ticketing);
        const dated = closed ? 'ended' : saleState(t, now);
        return {
          ...ticketTypeView(t),
          perOrderLimit: t.perOrderLimit,
          placesLeft: left,
          state: dated === 'on_sale' && left !== null && left <= 0 ? 'sold_out' : dated,
          salesStart: t.salesStart?.toISOString() ?? null,
          salesEnd: t.salesEnd?.toISOString() ?? null,
        };
      }),
  };
}

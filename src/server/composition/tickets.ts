import { listCohostedEvents } from '../features/cohosts/cohosts.repository';
import { updateEvent } from '../features/events/events.repository';
import { notify } from '../features/notifications/notifications.service';
import { BOOKING_MAIL_JOB } from '../features/tickets/booking/booking-mail-job';
import { releaseExpiredHolds } from '../features/tickets/kernel/holds';
import { registerHostOrderRoutes } from '../features/tickets/host/host-orders.routes';
import { embeddedPayments } from '../features/tickets/payments/payment-provider';
import type { PaymentLinks } from '../features/tickets/payments/payment-webhooks';
import { registerPaymentRoutes } from '../features/tickets/payments/payments.routes';
import { createStripePayments } from '../features/tickets/payments/stripe-payments';
import { eventTickets } from '../features/tickets/booking/event-tickets';
import type { TicketLinks } from '../features/tickets/tickets.links';
import { registerTicketRoutes } from '../features/tickets/booking/tickets.routes';
import { registerWaitlistRoutes } from '../features/tickets/waitlist/waitlist.routes';
import { offerFreedPlaces, offerWhereRoom } from '../features/tickets/waitlist/offers';
import type { Composition } from './context';
import { eventCalendarFile } from '../features/events/event-calendar';
import type { EventGuests } from '../features/events/event-guests';
import { eventForGuests } from '../features/events/events.service';
import { cancelEventBookings } from '../features/tickets/host/date-cancellation';
import { hasGuestBookings } from '../features/tickets/host/event-guests.repository';
import {
  tellGuestsOfChanges,
  type GuestNoticeLinks,
} from '../features/tickets/host/guest-change-notices';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hold sweeper (main.ts, every half minute): checkouts and waitlist offers whose time
     * ran out give their places back, and places free where someone waits are offered.
     */
    ticketSweep: () => Promise<{ released: number; offered: number }>;
  }
}

/** An event's ticket types as its page offers them, or null when it has none to offer. */
export type TicketOffers = (
  eventId: string,
) => Promise<Awaited<ReturnType<typeof eventTickets>>['ticketTypes'] | null>;

/**
 * Bookings, payments, the waitlist and the host's side of orders. Answers the event page's
 * ticket offers, which the page composition draws into the first screen, and what the events
 * feature needs of an event's guests (told of changes, their bookings cancelled with it).
 */
export async function registerTickets(
  ctx: Composition,
): Promise<{ offers: TicketOffers; eventGuests: EventGuests }> {
  const { app, db, config } = ctx;
  // Card payments through Stripe Checkout when its keys are set (ADR 23); its SDK loads only then.
  const stripe = config.stripe
    ? await createStripePayments(config.stripe, ctx.options.stripeApi)
    : null;
  const ticketLinks: TicketLinks = {
    isCohost: ctx.isCohost,
    payments: stripe ?? embeddedPayments,
    setEventFromPrice: async (tx, eventId, price) =>
      void (await updateEvent(tx, eventId, {
        pricePence: price.pence,
        priceVaries: price.varies,
      })),
    onBooked: (orderId) => ctx.jobs.send(BOOKING_MAIL_JOB, { orderId }),
    // Places freed go to the waitlist at once; a failure leaves them to the hold sweeper.
    placesFreed: (eventId) =>
      offerFreedPlaces(db, ticketLinks, eventId).then(
        () => undefined,
        (err: unknown) => ctx.warn(err, 'offering freed places to the waitlist failed'),
      ),
    notify: (notification) => notify(ctx.notifications, notification),
    queueMail: ctx.queueMail,
    changed: ctx.changed,
    publicUrl: config.publicUrl,
    warn: ctx.warn,
  };
  const { ordersPerIp, ordersPerEmail } = config.rateLimits;
  registerTicketRoutes(app, { db, links: ticketLinks, ordersPerIp, ordersPerEmail });
  const paymentLinks: PaymentLinks = {
    ...ticketLinks,
    refund: (providerRef, pence) => stripe!.refund(providerRef, pence),
  };
  await registerPaymentRoutes(app, { db, links: paymentLinks, stripe });
  // The host's side of bookings: orders, attendees, the door, messages to guests.
  registerHostOrderRoutes(app, {
    db,
    links: {
      ...ticketLinks,
      cohostedEventIds: async (userId) =>
        (await listCohostedEvents(db, userId)).map((row) => row.event.id),
    },
  });
  registerWaitlistRoutes(app, { db, links: ticketLinks, ordersPerIp });
  app.decorate('ticketSweep', async () => ({
    released: await releaseExpiredHolds(db, { limit: 500, onFreed: ticketLinks.placesFreed }),
    offered: await offerWhereRoom(db, ticketLinks),
  }));
  const offers: TicketOffers = (eventId) =>
    eventTickets(db, ticketLinks, null, eventId).then(
      (offer) => offer.ticketTypes,
      () => null,
    );
  return { offers, eventGuests: eventGuestsLinks(ctx, ticketLinks) };
}

/** The events feature's `EventGuests`, answered by the tickets feature's host side. */
function eventGuestsLinks(ctx: Composition, ticketLinks: TicketLinks): EventGuests {
  const notices: GuestNoticeLinks = {
    db: ctx.db,
    notify: ticketLinks.notify,
    queueMail: ticketLinks.queueMail,
    publicUrl: ctx.config.publicUrl,
    warn: ctx.warn,
    eventForGuests: (eventId) => eventForGuests(ctx.db, eventId),
    calendarFile: (event) => eventCalendarFile(event, ctx.config.publicUrl),
  };
  return {
    toldOfChanges: (changes) => tellGuestsOfChanges(notices, changes),
    hasBookings: hasGuestBookings,
    cancelBookings: (eventId, message) =>
      cancelEventBookings({ ...notices, tickets: ticketLinks }, eventId, message),
  };
}

import type { EventTickets, PublicTicketType } from '@shared/tickets/ticket-schemas';

// What an event offers, for the tests of the booking panel and its form.

/** A ticket on sale at £15, six to an order, with no limit on places. */
export const ticket = (change: Partial<PublicTicketType> = {}): PublicTicketType => ({
  id: 'standard',
  name: 'Standard',
  description: '',
  kind: 'fixed',
  pricePence: 1500,
  minPence: null,
  maxPence: null,
  perOrderLimit: 6,
  placesLeft: null,
  state: 'on_sale',
  salesStart: null,
  salesEnd: null,
  ...change,
});

/** Event 1's tickets: a £1 fee the guest pays, paid to the host by bank transfer, no refunds. */
export const offer = (
  ticketTypes: PublicTicketType[],
  change: Partial<EventTickets> = {},
): EventTickets => ({
  eventId: 'event-1',
  capacity: null,
  placesLeft: null,
  feeMode: 'guest',
  feePerTicketPence: 100,
  payment: 'offline',
  paymentInstructions: 'Bank transfer',
  refundPolicy: 'none',
  refundDays: 0,
  ticketTypes,
  ...change,
});

import { describeFuzz } from './test/fuzz-app';

/** Tickets and bookings, card payments' webhook, the host's orders and door, the waitlist. */
describeFuzz('the ticket routes', (w) => [
  { method: 'GET', url: '/api/events/:id/tickets', params: w.idParam(), as: 'nobody' },
  { method: 'GET', url: '/api/events/:id/ticketing', params: w.idParam(), as: 'host' },
  {
    method: 'PUT',
    url: '/api/events/:id/ticketing',
    params: w.idParam(),
    body: {
      capacity: 500,
      feeMode: 'guest',
      refundPolicy: 'until_days_before',
      refundDays: 7,
      paymentInstructions: 'Pay at the door',
      ticketTypes: [
        { name: 'Place', pricePence: 1000, quantity: 400 },
        { name: 'Sliding', kind: 'sliding', minPence: 500, pricePence: 1000, maxPence: 2000 },
      ],
    },
    as: 'host',
  },
  {
    method: 'POST',
    url: '/api/events/:id/orders',
    params: w.idParam(),
    body: {
      lines: [{ ticketTypeId: w.ticketTypeId, quantity: 1 }],
      name: 'Fuzz Guest',
      email: 'guest@example.com',
    },
    idempotent: true,
    as: 'nobody',
  },
  { method: 'GET', url: '/api/orders/:id', params: w.idParam(), query: ['key'], as: 'nobody' },
  {
    method: 'POST',
    url: '/api/orders/:id/cancel',
    params: w.idParam(),
    body: { key: 'abc' },
    as: 'nobody',
  },
  {
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    body: {
      id: 'evt_fuzz',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_fuzz',
          payment_status: 'paid',
          metadata: { order_id: crypto.randomUUID() },
        },
      },
    },
    stripeSignature: true,
    as: 'nobody',
  },
  {
    method: 'GET',
    url: '/api/host/orders',
    query: ['event', 'status', 'q', 'cursor'],
    as: 'host',
  },
  { method: 'GET', url: '/api/events/:id/attendees', params: w.idParam(), as: 'host' },
  { method: 'GET', url: '/api/events/:id/attendees.csv', params: w.idParam(), as: 'host' },
  {
    method: 'POST',
    url: '/api/events/:id/check-in',
    params: w.idParam(),
    body: { code: 'A'.repeat(22), markPaid: true },
    as: 'host',
  },
  {
    method: 'POST',
    url: '/api/events/:id/check-in/undo',
    params: w.idParam(),
    body: { ticketId: w.ticketTypeId },
    as: 'host',
  },
  {
    method: 'POST',
    url: '/api/events/:id/messages',
    params: w.idParam(),
    body: { subject: 'Parking', message: 'Park by the gate.' },
    as: 'host',
  },
  { method: 'POST', url: '/api/orders/:id/mark-paid', params: w.idParam(), as: 'host' },
  {
    method: 'POST',
    url: '/api/orders/:id/host-cancel',
    params: w.idParam(),
    body: { refund: false },
    as: 'host',
  },
  // The ticket page's read: a ticket's code in the path.
  { method: 'GET', url: '/api/tickets/:id', params: w.idParam(), as: 'nobody' },
  { method: 'GET', url: '/api/events/:id/waitlist', params: w.idParam(), as: 'throwaway' },
  {
    method: 'POST',
    url: '/api/events/:id/waitlist',
    params: w.idParam(),
    body: { ticketTypeId: w.ticketTypeId, quantity: 1 },
    as: 'throwaway',
  },
  { method: 'DELETE', url: '/api/waitlist/:id', params: w.idParam(), as: 'throwaway' },
  { method: 'POST', url: '/api/waitlist/:id/claim', params: w.idParam(), as: 'throwaway' },
  { method: 'POST', url: '/api/events/:id/free-places', params: w.idParam(), as: 'throwaway' },
  {
    method: 'GET',
    url: '/api/orders/mine',
    query: ['when', 'limit', 'offset'],
    as: 'throwaway',
  },
]);

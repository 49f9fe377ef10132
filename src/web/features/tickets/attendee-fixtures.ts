import type { Attendee, AttendeeList } from '@shared/tickets/host-order-schemas';

// An event's guest list for the tests of the host's screens: one of each state a place can be in.

export const EVENT = '0f6f0c8e-1f0a-4a57-9a39-4a3f5d2b6c11';

export const guest = (name: string, change: Partial<Attendee> = {}): Attendee => ({
  ticketId: `ticket-${name}`,
  holderName: name,
  email: `${name.toLowerCase()}@example.com`,
  orderId: `order-${name}`,
  reference: `K-${name.toUpperCase()}`,
  ticketTypeId: 'general',
  ticketName: 'General',
  status: 'confirmed',
  orderStatus: 'confirmed',
  checkedInAt: null,
  checkedInBy: null,
  checkedInByMe: false,
  toPayPence: 0,
  refundablePence: 0,
  placesInOrder: 1,
  bookedAt: '2026-11-01T10:00:00.000Z',
  ...change,
});

export const juniper = guest('Juniper');
export const sam = guest('Sam', { status: 'checked_in', checkedInAt: '2026-11-28T19:04:00.000Z' });
export const rowan = guest('Rowan', { status: 'cancelled' });
export const ash = guest('Ash', {
  status: 'awaiting_payment',
  orderStatus: 'awaiting_payment',
  toPayPence: 1200,
});

export const list: AttendeeList = {
  event: {
    id: EVENT,
    title: 'Full moon circle',
    path: '/events/full-moon-circle',
    startsAt: '2026-11-28T19:00:00.000Z',
    endsAt: '2026-11-28T21:00:00.000Z',
  },
  counts: { booked: 3, checkedIn: 1, capacity: null },
  ticketTypes: [{ id: 'general', name: 'General' }],
  attendees: [juniper, sam, rowan, ash],
};

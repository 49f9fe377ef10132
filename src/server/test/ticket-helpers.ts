import type { Ticketing, TicketingInput } from '../../shared/tickets/ticket-schemas';
import { createEventAs } from './event-helpers';
import { signUpWithSpace } from './space-helpers';
import { callApi, type TestApp } from './test-app';

/** The ticket tests sign up and book more often from one address than a person would. */
export const BOOKING_RATE_LIMITS = { rateLimits: { signupPerIp: 1e6, ordersPerIp: 1e6 } };

/** Maya Rivers, with her space `maya`: the host whose events the ticket tests book. */
export function signUpMaya(t: TestApp) {
  return signUpWithSpace(t, { name: 'Maya Rivers', email: 'maya@example.com', handle: 'maya' });
}

/** Sam Door, with his space `sam`: who co-hosts Maya's events in the ticket and testimonial tests. */
export function signUpSam(t: TestApp) {
  return signUpWithSpace(t, { name: 'Sam Door', email: 'sam@example.com', handle: 'sam' });
}

/**
 * A published event of the signed-in host's with these tickets (and no price or capacity of the
 * event form's); answers it, its saved ticketing and its ticket types' ids, in order.
 */
export async function ticketedEvent(
  t: TestApp,
  cookie: string,
  ticketing: TicketingInput,
  overrides: { title?: string } = {},
) {
  const event = await createEventAs(t.app, cookie, { ...overrides, price: 0, capacity: null });
  const saved = await callApi(t, 'PUT', `/api/events/${event.id}/ticketing`, cookie, ticketing);
  if (saved.statusCode !== 200)
    throw new Error(`saving the tickets failed: ${saved.statusCode} ${saved.body}`);
  const answer = saved.json() as Ticketing;
  return { event, ticketing: answer, typeIds: answer.ticketTypes.map((type) => type.id) };
}

/** An event with a free ticket and one paid at the door, as `freeAndPaidEvent` answers it. */
export type FreeAndPaidEvent = { id: string; title: string; freeId: string; paidId: string };

/**
 * A published event of the signed-in host's with two ticket types: a free Community place, and a
 * £12.50 Supporter ticket paid at the door (the fee on top). Answers its id, title and both ids.
 */
export async function freeAndPaidEvent(
  t: TestApp,
  cookie: string,
  { title, capacity }: { title: string; capacity: number | null },
): Promise<FreeAndPaidEvent> {
  const { event, typeIds } = await ticketedEvent(
    t,
    cookie,
    {
      capacity,
      paymentInstructions: 'Pay at the door.',
      ticketTypes: [
        { name: 'Community place', pricePence: 0 },
        { name: 'Supporter', pricePence: 1250 },
      ],
    },
    { title },
  );
  return { id: event.id, title: event.title, freeId: typeIds[0]!, paidId: typeIds[1]! };
}

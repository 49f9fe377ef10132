import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Order, TicketingInput } from '../../../../shared/tickets/ticket-schemas';
import type { EventWaitlist } from '../../../../shared/tickets/waitlist-schemas';
import { eventTicketing } from '../../../db/schema/tickets';
import { useTestApp, type Account } from '../../../test/fixtures';
import { callApi, signUp } from '../../../test/test-app';
import { BOOKING_RATE_LIMITS, signUpMaya, ticketedEvent } from '../../../test/ticket-helpers';
import { createdOrder } from '../../../test/order-examples';

/**
 * The waitlist tests' app and who they act as, signed up before the first test of the describe
 * block this is called in: Maya the host, Bea who books the places, and Ada, Ben, Cleo and Dov
 * (`members`, in that order) who wait for them. Answers them at once, with the calls the tests make.
 */
export function useWaitlistApp(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  const host = {} as Account;
  const booker = {} as Account;
  const members: Account[] = [];

  beforeAll(async () => {
    Object.assign(host, await signUpMaya(t));
    Object.assign(booker, await signUp(t, { name: 'Bea Booker', email: 'bea@example.com' }));
    for (const name of ['Ada', 'Ben', 'Cleo', 'Dov'])
      members.push(
        await signUp(t, { name: `${name} Waiting`, email: `${name.toLowerCase()}@example.com` }),
      );
  });

  /** A published event with these tickets; answers it and its ticket type ids, in order. */
  async function eventWith(ticketing: TicketingInput, title = 'Tiny Gong Bath') {
    const { event, typeIds } = await ticketedEvent(t, host.cookie, ticketing, { title });
    return { event, types: typeIds };
  }

  async function book(eventId: string, ticketTypeId: string, who: Account, quantity = 1) {
    const response = await callApi(t, 'POST', `/api/events/${eventId}/orders`, who.cookie, {
      lines: [{ ticketTypeId, quantity }],
    });
    return createdOrder(response);
  }

  /** A sold-out event of `capacity` places, all booked by the booker, one order each. */
  async function soldOut(capacity: number, pricePence = 0) {
    const { event, types } = await eventWith({
      capacity,
      ticketTypes: [{ name: 'Mat space', pricePence }],
    });
    const bookings: Order[] = [];
    for (let i = 0; i < capacity; i++) bookings.push(await book(event.id, types[0]!, booker));
    return { event, typeId: types[0]!, bookings };
  }

  const join = (eventId: string, who: Account, ticketTypeId: string, quantity = 1) =>
    callApi(t, 'POST', `/api/events/${eventId}/waitlist`, who.cookie, { ticketTypeId, quantity });

  const waitlist = async (eventId: string, who?: Account): Promise<EventWaitlist> => {
    const response = await callApi(t, 'GET', `/api/events/${eventId}/waitlist`, who?.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const placesTaken = async (eventId: string) => {
    const [row] = await t.db
      .select()
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, eventId));
    return { placesTaken: row!.placesTaken, giftedPlaces: row!.giftedPlaces };
  };

  const cancel = (order: Order, who: Account) =>
    callApi(t, 'POST', `/api/orders/${order.id}/cancel`, who.cookie, {});

  return {
    t,
    host,
    booker,
    members,
    eventWith,
    book,
    soldOut,
    join,
    waitlist,
    placesTaken,
    cancel,
  };
}

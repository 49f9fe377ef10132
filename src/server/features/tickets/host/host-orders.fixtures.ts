import { beforeAll, expect } from 'vitest';
import type { AttendeeList, HostOrdersPage } from '../../../../shared/tickets/host-order-schemas';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { signUpHost } from '../../../test/event-helpers';
import { useTestApp, type Account } from '../../../test/fixtures';
import { addCohost, type HostWithSpace } from '../../../test/space-helpers';
import { callApi, signUp } from '../../../test/test-app';
import {
  BOOKING_RATE_LIMITS,
  freeAndPaidEvent,
  signUpMaya,
  signUpSam,
  type FreeAndPaidEvent,
} from '../../../test/ticket-helpers';
import { createdOrder } from '../../../test/order-examples';

type HostedEvent = FreeAndPaidEvent;

/**
 * The host order tests' app, who they act as and the events they book, made before the first test
 * of the describe block this is called in: Maya and Olu host, Sam's space co-hosts Maya's Lantern
 * Cacao Circle, Mo is a member. Answers them at once, with the calls the tests make.
 */
export function useHostOrdersApp(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  const maya = {} as Account;
  const sam = {} as HostWithSpace;
  const olu = {} as Account;
  const mo = {} as Account;
  /** Maya's, co-hosted by Sam. */
  const circle = {} as HostedEvent;
  /** Maya's alone. */
  const breathwork = {} as HostedEvent;
  /** Olu's. */
  const gongs = {} as HostedEvent;

  beforeAll(async () => {
    Object.assign(maya, await signUpMaya(t));
    Object.assign(sam, await signUpSam(t));
    Object.assign(olu, await signUpHost(t, 'Olu Other', 'olu@example.com'));
    Object.assign(mo, await signUp(t, { name: 'Mo Member', email: 'mo@example.com' }));
    Object.assign(circle, await hostedEvent(maya, 'Lantern Cacao Circle', 30));
    Object.assign(breathwork, await hostedEvent(maya, 'Morning Breathwork', null));
    Object.assign(gongs, await hostedEvent(olu, 'Gong Bath', null));
    await addSam(circle.id);
  });

  /** Sam's space co-hosts the event (invited by Maya, accepted). */
  const addSam = (eventId: string) => addCohost(t, eventId, maya.cookie, sam);

  /** A published event with a free ticket and a £12.50 one (£1 fee on top). */
  const hostedEvent = (host: Account, title: string, capacity: number | null) =>
    freeAndPaidEvent(t, host.cookie, { title, capacity });

  async function book(
    event: { id: string },
    ticketTypeId: string,
    quantity: number,
    name: string,
    email: string,
  ): Promise<Order> {
    const response = await callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId, quantity }],
      name,
      email,
    });
    return createdOrder(response);
  }

  const orders = async (cookie: string, query = ''): Promise<HostOrdersPage> => {
    const response = await callApi(t, 'GET', `/api/host/orders${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const attendees = async (eventId: string, cookie = maya.cookie): Promise<AttendeeList> => {
    const response = await callApi(t, 'GET', `/api/events/${eventId}/attendees`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const checkIn = (eventId: string, body: object, cookie = maya.cookie) =>
    callApi(t, 'POST', `/api/events/${eventId}/check-in`, cookie, body);

  return {
    t,
    maya,
    sam,
    olu,
    mo,
    circle,
    breathwork,
    gongs,
    addSam,
    hostedEvent,
    book,
    orders,
    attendees,
    checkIn,
  };
}

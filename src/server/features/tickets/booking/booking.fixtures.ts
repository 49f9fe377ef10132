import { beforeAll, expect } from 'vitest';
import type {
  EventTickets,
  Ticketing,
  TicketingInput,
} from '../../../../shared/tickets/ticket-schemas';
import { createEventAs, signUpHost } from '../../../test/event-helpers';
import { useTestApp, type Account } from '../../../test/fixtures';
import { callApi, signUp } from '../../../test/test-app';
import { BOOKING_RATE_LIMITS, signUpMaya } from '../../../test/ticket-helpers';

/**
 * The booking tests' app and who they act as, signed up before the first test of the describe
 * block this is called in: Maya the host, Mo a member and Olu another host. Answers them at once,
 * with the calls the tests make.
 */
export function useBookingApp(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  const host = {} as Account;
  const member = {} as Account;
  const other = {} as Account;

  beforeAll(async () => {
    Object.assign(host, await signUpMaya(t));
    Object.assign(member, await signUp(t, { name: 'Mo Member', email: 'mo@example.com' }));
    Object.assign(other, await signUpHost(t, 'Olu Other', 'olu@example.com'));
  });

  const hostEvent = async (overrides = {}) =>
    createEventAs(t.app, host.cookie, { price: 0, capacity: null, ...overrides });

  const saveTicketing = (eventId: string, input: TicketingInput, cookie = host.cookie) =>
    callApi(t, 'PUT', `/api/events/${eventId}/ticketing`, cookie, input);

  const saved = async (eventId: string, input: TicketingInput): Promise<Ticketing> => {
    const response = await saveTicketing(eventId, input);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const book = (
    eventId: string,
    body: object,
    cookie?: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/orders`,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      payload: body,
    });

  const offer = async (eventId: string, cookie?: string): Promise<EventTickets> => {
    const response = await callApi(t, 'GET', `/api/events/${eventId}/tickets`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  return { t, host, member, other, hostEvent, saveTicketing, saved, book, offer };
}

import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Order } from '../../../shared/tickets/ticket-schemas';
import type {
  OwnTestimonial,
  TestimonialState,
  TestimonialsPage,
} from '../../../shared/testimonials/testimonial-schemas';
import { signUpSuperAdmin, useTestApp, type Account } from '../../test/fixtures';
import { createdOrder } from '../../test/order-examples';
import { addCohost, type HostWithSpace } from '../../test/space-helpers';
import { callApi, signUp, type ApiMethod } from '../../test/test-app';
import {
  BOOKING_RATE_LIMITS,
  freeAndPaidEvent,
  signUpMaya,
  signUpSam,
  type FreeAndPaidEvent,
} from '../../test/ticket-helpers';

/** An event of the tests: its id, title and its two ticket types (free, and £12.50 paid at the door). */
export type TestEvent = FreeAndPaidEvent;

/**
 * The testimonial tests' app and cast, signed up before the first test of the describe block:
 * Maya hosts (space `maya`), Sam co-hosts her events (space `sam`), Ada is a super admin. Every
 * test makes its own events and guests (`newEvent`, `guest`), so none depends on another's.
 */
export function useTestimonialsApp(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  const maya = {} as HostWithSpace;
  const sam = {} as HostWithSpace;
  const admin = {} as Account;

  beforeAll(async () => {
    Object.assign(maya, await signUpMaya(t));
    Object.assign(sam, await signUpSam(t));
    Object.assign(
      admin,
      await signUpSuperAdmin(t, { name: 'Ada Admin', email: 'ada@example.com' }),
    );
  });

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);

  let events = 0;
  /** A published event of Maya's, co-hosted by Sam (invited and accepted) when asked. */
  async function newEvent(options: { cohostedBySam?: boolean } = {}): Promise<TestEvent> {
    events += 1;
    const event = await freeAndPaidEvent(t, maya.cookie, {
      title: `Sound Bath ${events}`,
      capacity: null,
    });
    if (options.cohostedBySam) await addCohost(t, event.id, maya.cookie, sam);
    return event;
  }

  let guests = 0;
  /** Someone new, signed in. */
  const guest = (firstName = 'Gia') => {
    guests += 1;
    return signUp(t, { name: `${firstName} Guest${guests}`, email: `guest${guests}@example.com` });
  };

  /** `who` books `quantity` places of the free (confirmed at once) or the paid (unpaid) ticket. */
  async function book(
    event: TestEvent,
    who: Account,
    kind: 'free' | 'paid' = 'free',
    quantity = 1,
  ): Promise<Order> {
    const response = await call('POST', `/api/events/${event.id}/orders`, who.cookie, {
      lines: [{ ticketTypeId: kind === 'free' ? event.freeId : event.paidId, quantity }],
      name: 'Booked Name',
      email: `booker-${who.userId}@example.com`,
    });
    return createdOrder(response);
  }

  async function checkIn(event: TestEvent, ticketId: string) {
    const response = await call('POST', `/api/events/${event.id}/check-in`, maya.cookie, {
      ticketId,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The event's dates move so that it ended `daysAgo` days ago (London), as time would. */
  async function endedDaysAgo(event: TestEvent, daysAgo: number) {
    await t.db.execute(sql`
      update events set
        start_date = ((now() at time zone 'Europe/London')::date - ${daysAgo}::int),
        end_date = ((now() at time zone 'Europe/London')::date - ${daysAgo}::int),
        starts_at = now() - make_interval(days => ${daysAgo}::int, hours => 3),
        ends_at = now() - make_interval(days => ${daysAgo}::int, hours => 1)
      where id = ${event.id}`);
  }

  const write = (event: TestEvent, who: Account, body: unknown) =>
    call('POST', `/api/events/${event.id}/testimonials`, who.cookie, { body });

  /** A testimonial that must be kept: the answer's 201 is checked. */
  async function written(event: TestEvent, who: Account, body: string): Promise<OwnTestimonial> {
    const response = await write(event, who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function state(event: TestEvent, who: Account): Promise<TestimonialState> {
    const response = await call('GET', `/api/events/${event.id}/testimonial`, who.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function spacePage(
    space: { spaceId: string },
    cookie?: string,
    cursor?: string,
  ): Promise<TestimonialsPage> {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const response = await call('GET', `/api/spaces/${space.spaceId}/testimonials${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function stats(handle: string) {
    const response = await call('GET', `/api/facilitators/${handle}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().stats as { attendees: number; testimonials: number };
  }

  return {
    t,
    maya,
    sam,
    admin,
    call,
    newEvent,
    guest,
    book,
    checkIn,
    endedDaysAgo,
    write,
    written,
    state,
    spacePage,
    stats,
  };
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { eventTicketing, orders, tickets } from '../../../db/schema/tickets';
import { createEventAs, signUpHost } from '../../../test/event-helpers';
import { callApi, createTestApp, databaseTargets, signUp } from '../../../test/test-app';
import { ticketedEvent } from '../../../test/ticket-helpers';
import { releaseExpiredHolds } from '../kernel/holds';
import { useBookingApp } from './booking.fixtures';

describe.each(databaseTargets)('the places an event has, and no more (%s)', (target) => {
  const { t, host, member, other, book, offer } = useBookingApp(target);

  /** An event of Maya's with `capacity` free places of one type; answers it and the type's id. */
  const placesEvent = async (capacity: number) => {
    const { event, typeIds } = await ticketedEvent(t, host.cookie, {
      capacity,
      ticketTypes: [{ name: 'Place', pricePence: 0 }],
    });
    return { event, id: typeIds[0]! };
  };

  it('sells the last places once, then says the event is sold out', async () => {
    const { event, id } = await placesEvent(3);
    expect(
      (await book(event.id, { lines: [{ ticketTypeId: id, quantity: 2 }] }, member.cookie))
        .statusCode,
    ).toBe(201);
    const tooMany = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 2 }] },
      other.cookie,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Sorry, only 1 place is left for “Place”.');
    expect(
      (await book(event.id, { lines: [{ ticketTypeId: id, quantity: 1 }] }, other.cookie))
        .statusCode,
    ).toBe(201);
    const none = await book(event.id, { lines: [{ ticketTypeId: id, quantity: 1 }] }, other.cookie);
    expect(none.json().message).toBe('Sorry, “Place” is sold out.');
    const view = await offer(event.id);
    expect(view.placesLeft).toBe(0);
    expect(view.ticketTypes[0]!.state).toBe('sold_out');
  });

  it('gives a held checkout’s places back when its ten minutes run out', async () => {
    const { event, id } = await placesEvent(2);
    const order: Order = (
      await book(event.id, { lines: [{ ticketTypeId: id, quantity: 2 }] }, member.cookie)
    ).json();
    // A card checkout in progress, as Stripe's would be, whose hold has just run out.
    await t.db
      .update(orders)
      .set({ status: 'held', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await t.db.delete(tickets).where(eq(tickets.orderId, order.id));
    expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredHolds(t.db)).toBe(0);
    expect((await offer(event.id)).placesLeft).toBe(2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('expired');
  });

  it('50 simultaneous buyers for 10 places: exactly 10 are confirmed', async () => {
    const { event, id } = await placesEvent(10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(event.id, {
          lines: [{ ticketTypeId: id, quantity: 1 }],
          name: `Buyer ${i}`,
          email: `buyer${i}@example.com`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const confirmed = await t.db.select().from(orders).where(eq(orders.eventId, event.id));
    expect(confirmed).toHaveLength(10);
    const [row] = await t.db
      .select()
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, event.id));
    expect(row!.placesTaken).toBe(10);
  });
});

// Issue 21, item 8: a guest booking mails the address it names, so anyone could make Kindred
// write to any inbox. However many visitors' addresses they come from, bookings naming one
// e-mail are limited too.
describe('guest bookings naming one e-mail address', () => {
  it('are limited per address as well as per visitor, and leave members alone', async () => {
    const t = await createTestApp('pglite', {
      rateLimits: { signupPerIp: 1e6, ordersPerIp: 1e6, ordersPerEmail: 2 },
    });
    try {
      const host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
      const event = await createEventAs(t.app, host.cookie, { price: 0, capacity: null });
      const offer = (await callApi(t, 'GET', `/api/events/${event.id}/tickets`)).json();
      const lines = [{ ticketTypeId: offer.ticketTypes[0].id, quantity: 1 }];
      const book = (email: string, from: string, cookie?: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/orders`,
          remoteAddress: from,
          headers: cookie ? { cookie } : {},
          payload: cookie ? { lines } : { lines, name: 'Someone', email },
        });
      expect((await book('victim@example.com', '10.0.0.1')).statusCode).toBe(201);
      expect((await book('Victim@Example.com', '10.0.0.2')).statusCode).toBe(201);
      const third = await book('victim@example.com', '10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      // Another address, and a member booking for themselves, are not held by it.
      expect((await book('someone.else@example.com', '10.0.0.3')).statusCode).toBe(201);
      const member = await signUp(t, { name: 'Vic Tim', email: 'victim@example.com' });
      expect((await book('', '10.0.0.3', member.cookie)).statusCode).toBe(201);
      await t.runJobs();
      expect(
        t.mails.filter((m) => m.to === 'victim@example.com' && /booked/.test(m.subject)),
      ).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

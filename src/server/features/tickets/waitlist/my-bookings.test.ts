import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyOrders } from '../../../../shared/tickets/waitlist-schemas';
import { events } from '../../../db/schema/events';
import { orders } from '../../../db/schema/tickets';
import { callApi, databaseTargets, signUp } from '../../../test/test-app';
import { createdOrder } from '../../../test/order-examples';
import { useWaitlistApp } from './waitlist.fixtures';

describe.each(databaseTargets)('a guest’s own bookings (%s)', (target) => {
  const { t, host, eventWith, book } = useWaitlistApp(target);

  it('lists upcoming and past bookings, each with whether it can still be cancelled', async () => {
    const guest = await signUp(t, { name: 'Gil Guest', email: 'gil@example.com' });
    const soon = await eventWith({ ticketTypes: [{ name: 'Place', pricePence: 0 }] }, 'Soon');
    const done = await eventWith({ ticketTypes: [{ name: 'Place', pricePence: 0 }] }, 'Done');
    const first = await book(soon.event.id, soon.types[0]!, guest, 2);
    const past = await book(done.event.id, done.types[0]!, guest);
    await t.db
      .update(events)
      .set({
        startsAt: sql`now() - interval '2 days'`,
        endsAt: sql`now() - interval '2 days' + interval '2 hours'`,
      })
      .where(eq(events.id, done.event.id));

    expect((await callApi(t, 'GET', '/api/orders/mine')).statusCode).toBe(401);
    expect((await callApi(t, 'GET', '/api/orders/mine?limit=0', guest.cookie)).statusCode).toBe(
      400,
    );
    const upcoming: MyOrders = (await callApi(t, 'GET', '/api/orders/mine', guest.cookie)).json();
    expect(upcoming).toEqual({
      more: false,
      orders: [
        expect.objectContaining({
          id: first.id,
          status: 'confirmed',
          tickets: 2,
          cancellable: true,
          event: expect.objectContaining({ title: 'Soon', path: soon.event.path }),
        }),
      ],
    });
    const before: MyOrders = (
      await callApi(t, 'GET', '/api/orders/mine?when=past', guest.cookie)
    ).json();
    expect(before.orders).toEqual([expect.objectContaining({ id: past.id, cancellable: false })]);
    const page: MyOrders = (
      await callApi(t, 'GET', '/api/orders/mine?when=upcoming&limit=1&offset=0', guest.cookie)
    ).json();
    expect(page.more).toBe(false);
    // Someone else's bookings are not theirs to see.
    const other: MyOrders = (await callApi(t, 'GET', '/api/orders/mine', host.cookie)).json();
    expect(other.orders.map((o) => o.id)).not.toContain(first.id);
  });

  it('invites a guest without an account to make one, and gives them their bookings when they do', async () => {
    const { event, types } = await eventWith(
      { ticketTypes: [{ name: 'Place', pricePence: 0 }] },
      'Open Circle',
    );
    const booked = await callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId: types[0]!, quantity: 1 }],
      name: 'Noa New',
      email: 'Noa.New@example.com',
    });
    const order = createdOrder(booked);
    await t.runJobs();
    const mail = t.mails.findLast((m) => m.to === 'noa.new@example.com')!;
    expect(mail.text).toContain(
      'Create your Kindred account with this e-mail to keep your bookings together: http://localhost:3000/signup?email=noa.new%40example.com',
    );
    expect(mail.html).toContain('/signup?email=noa.new%40example.com');

    // A guest who has an account is not invited to make one.
    await callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId: types[0]!, quantity: 1 }],
      name: 'Bea Booker',
      email: 'bea@example.com',
    });
    await t.runJobs();
    expect(t.mails.findLast((m) => m.to === 'bea@example.com')!.text).not.toContain(
      'Create your Kindred account',
    );

    const noa = await signUp(t, { name: 'Noa New', email: 'noa.new@example.com' });
    const mine: MyOrders = (await callApi(t, 'GET', '/api/orders/mine', noa.cookie)).json();
    expect(mine.orders.map((o) => o.id)).toEqual([order.id]);
    const opened = await callApi(t, 'GET', `/api/orders/${order.id}`, noa.cookie);
    expect(opened.statusCode).toBe(200);
    // Bea's guest booking under her own address stays unattached to Noa.
    const [bea] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.email, 'bea@example.com'), eq(orders.eventId, event.id)));
    expect(bea!.userId).toBeNull();
  });
});

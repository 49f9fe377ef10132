import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HostOrdersPage } from '../../../../shared/tickets/host-order-schemas';
import { tickets } from '../../../db/schema/tickets';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useHostOrdersApp } from './host-orders.fixtures';

describe.each(databaseTargets)('the orders of a host’s events (%s)', (target) => {
  const { t, maya, sam, olu, mo, circle, breathwork, gongs, hostedEvent, book, orders, attendees } =
    useHostOrdersApp(target);

  it('lists the orders of the events a host owns and co-hosts, newest first, filtered', async () => {
    const juniper = await book(circle, circle.freeId, 1, 'Juniper Hale', 'juniper@example.com');
    const rowan = await book(circle, circle.paidId, 2, 'Rowan Ash', 'rowan@example.com');
    const wren = await book(breathwork, breathwork.freeId, 1, 'Wren Moss', 'wren@example.com');
    const stranger = await book(gongs, gongs.freeId, 1, 'Ivy Stone', 'ivy@example.com');

    const all = await orders(maya.cookie);
    expect(all.orders.map((o) => o.id)).toEqual([wren.id, rowan.id, juniper.id]);
    expect(all.orders[1]).toMatchObject({
      reference: rowan.reference,
      name: 'Rowan Ash',
      email: 'rowan@example.com',
      status: 'awaiting_payment',
      totalPence: 2700,
      event: { id: circle.id, title: 'Lantern Cacao Circle' },
      lines: [{ ticketName: 'Supporter', quantity: 2 }],
    });
    expect(all.events.map((e) => e.id).sort()).toEqual([circle.id, breathwork.id].sort());
    expect(all.nextCursor).toBeNull();

    // A co-host sees the co-hosted event's orders, not the owner's others; Olu sees his own.
    expect((await orders(sam.cookie)).orders.map((o) => o.id)).toEqual([rowan.id, juniper.id]);
    expect((await orders(olu.cookie)).orders.map((o) => o.id)).toEqual([stranger.id]);

    const ids = async (query: string) => (await orders(maya.cookie, query)).orders.map((o) => o.id);
    expect(await ids(`?event=${breathwork.id}`)).toEqual([wren.id]);
    expect(await ids('?status=awaiting_payment')).toEqual([rowan.id]);
    expect(await ids('?q=JUNIPER')).toEqual([juniper.id]);
    expect(await ids('?q=rowan%40example')).toEqual([rowan.id]);
    expect(await ids(`?q=${rowan.reference.slice(3, 9).toLowerCase()}`)).toEqual([rowan.id]);
    expect(await ids('?q=100%25')).toEqual([]);
    // Another host's event is no filter at all: nothing of it shows.
    expect(await ids(`?event=${gongs.id}`)).toEqual([]);
  });

  it('pages through many orders with a cursor, each order once', async () => {
    const event = await hostedEvent(maya, 'Busy Ecstatic Dance', null);
    const booked: string[] = [];
    for (let i = 0; i < 28; i++)
      booked.push((await book(event, event.freeId, 1, `Dancer ${i}`, `dancer${i}@example.com`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: HostOrdersPage = await orders(
        maya.cookie,
        `?event=${event.id}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(booked.reverse());

    for (const bad of [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['2024-02-30 10:00:00+00', booked[0]])).toString('base64url'),
      Buffer.from(JSON.stringify(['2024-01-01 10:00:00+00', 'x'])).toString('base64url'),
    ]) {
      const response = await callApi(t, 'GET', `/api/host/orders?cursor=${bad}`, maya.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('That page of orders has expired. Please reload.');
    }
  });

  it('keeps every host route to the event’s hosts: 401 for visitors, 403/404 for others', async () => {
    const order = await book(circle, circle.paidId, 1, 'Fern Gale', 'fern@example.com');
    const ticketId = order.tickets[0]!.id;
    expect((await callApi(t, 'GET', '/api/host/orders')).statusCode).toBe(401);
    expect((await callApi(t, 'GET', '/api/host/orders', mo.cookie)).statusCode).toBe(403);

    const routes: Array<[method: 'GET' | 'POST', url: string, body?: object]> = [
      ['GET', `/api/events/${circle.id}/attendees`],
      ['GET', `/api/events/${circle.id}/attendees.csv`],
      ['POST', `/api/events/${circle.id}/check-in`, { ticketId }],
      ['POST', `/api/events/${circle.id}/check-in/undo`, { ticketId }],
      ['POST', `/api/events/${circle.id}/messages`, { subject: 'Hi', message: 'Hello' }],
      ['POST', `/api/orders/${order.id}/mark-paid`],
      ['POST', `/api/orders/${order.id}/host-cancel`, { refund: false }],
    ];
    for (const [method, url, body] of routes) {
      expect((await callApi(t, method, url, undefined, body)).statusCode, url).toBe(401);
      for (const cookie of [mo.cookie, olu.cookie]) {
        const response = await callApi(t, method, url, cookie, body);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('Fern Gale');
      }
    }
    // Nothing was changed by any of them.
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(row).toMatchObject({ checkedInAt: null, cancelledAt: null });
    expect((await attendees(circle.id, sam.cookie)).attendees.map((a) => a.holderName)).toContain(
      'Fern Gale',
    );
  });

  it('marks a booking awaiting payment paid, once', async () => {
    const order = await book(circle, circle.paidId, 1, 'Pia Marsh', 'pia@example.com');
    const paid = await callApi(t, 'POST', `/api/orders/${order.id}/mark-paid`, sam.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: order.id, status: 'confirmed' });
    const again = await callApi(t, 'POST', `/api/orders/${order.id}/mark-paid`, maya.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already paid.');

    const free = await book(circle, circle.freeId, 1, 'Quin Fox', 'quin@example.com');
    await callApi(t, 'POST', `/api/orders/${free.id}/host-cancel`, maya.cookie, {});
    const cancelled = await callApi(t, 'POST', `/api/orders/${free.id}/mark-paid`, maya.cookie);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('Only a booking awaiting payment can be marked paid.');
  });

  it('gives the place back when a host cancels a booking', async () => {
    const event = await hostedEvent(maya, 'Tiny Circle', 1);
    const order = await book(event, event.freeId, 1, 'Zed Lowe', 'zed@example.com');
    const full = await callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId: event.freeId, quantity: 1 }],
      name: 'Late Comer',
      email: 'late@example.com',
    });
    expect(full.statusCode).toBe(409);
    const cancelled = await callApi(t, 'POST', `/api/orders/${order.id}/host-cancel`, maya.cookie, {
      refund: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', tickets: [{ cancelled: true }] });
    await book(event, event.freeId, 1, 'Late Comer', 'late@example.com');
    const list = await attendees(event.id);
    expect(list.counts).toMatchObject({ booked: 1, capacity: 1 });
  });
});

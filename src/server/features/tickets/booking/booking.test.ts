import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EventTickets,
  Order,
  Ticketing,
  TicketingInput,
} from '../../../../shared/tickets/ticket-schemas';
import { eventTicketing, orderLines, orders, tickets } from '../../../db/schema/tickets';
import { createEventAs, signUpHost } from '../../../test/event-helpers';
import { callApi, createTestApp, databaseTargets, signUp } from '../../../test/test-app';
import { releaseExpiredHolds } from '../kernel/holds';
import { useTestApp, type Account } from '../../../test/fixtures';
import { BOOKING_RATE_LIMITS, signUpMaya } from '../../../test/ticket-helpers';

describe.each(databaseTargets)('tickets and bookings (%s)', (target) => {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  let host: Account;
  let member: Account;
  let other: Account;

  beforeAll(async () => {
    host = await signUpMaya(t);
    member = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
    other = await signUpHost(t, 'Olu Other', 'olu@example.com');
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

  it('turns the price and capacity an event was saved with into its first ticket type', async () => {
    const event = await hostEvent({ price: 12.5, capacity: 30 });
    const tickets = await offer(event.id);
    expect(tickets.capacity).toBe(30);
    expect(tickets.placesLeft).toBe(30);
    expect(tickets.ticketTypes).toMatchObject([
      { name: 'General admission', kind: 'fixed', pricePence: 1250, state: 'on_sale' },
    ]);
    expect(tickets.feePerTicketPence).toBe(100);
    expect(tickets.payment).toBe('offline');
  });

  it('books a free place at once, with a ticket and a code for the door', async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const response = await book(
      event.id,
      { lines: [{ ticketTypeId: free!.id, quantity: 2 }] },
      member.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json();
    expect(order).toMatchObject({
      status: 'confirmed',
      name: 'Mo Member',
      email: 'mo@example.com',
      totalPence: 0,
      feePence: 0,
    });
    expect(order.reference).toMatch(/^KD-[A-Z2-9]{8}$/);
    expect(order.tickets).toHaveLength(2);
    expect(new Set(order.tickets.map((ticket) => ticket.code)).size).toBe(2);
  });

  it('sends the booking by e-mail: London time, QR code per ticket, a calendar file', async () => {
    const event = await hostEvent({
      startDate: '2099-06-20',
      startTime: '19:00',
      endTime: '22:00',
    });
    const [free] = (await offer(event.id)).ticketTypes;
    const order: Order = (
      await book(event.id, {
        lines: [{ ticketTypeId: free!.id, quantity: 2 }],
        name: 'Gabi Guest',
        email: 'gabi.mail@example.com',
      })
    ).json();
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'gabi.mail@example.com')!;
    expect(mail.subject).toBe(`You're booked: Full Moon Cacao Ceremony (${order.reference})`);
    expect(mail.text).toContain('When: Saturday 20 June 2099, 19:00 to 22:00 (London time)');
    expect(mail.text).toContain('Where: The Round House, Bristol, BS1 4QA, United Kingdom');
    expect(mail.text).toContain(`/ticket-success?order=${order.id}&key=${order.accessKey}`);
    const files = mail.attachments!;
    expect(files.map((f) => f.filename)).toEqual(['ticket-1.png', 'ticket-2.png', 'event.ics']);
    const png = files[0]!.content as Buffer;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Each picture scans as its own ticket's address, as the door scanner reads it.
    for (const [i, ticket] of order.tickets.entries()) {
      const { data, info } = await sharp(files[i]!.content as Buffer)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      expect(scanned?.data).toBe(`http://localhost:3000/t/${ticket.code}`);
      expect(info.width).toBeGreaterThanOrEqual(300);
    }
    expect(String(files[2]!.content)).toContain('SUMMARY:Full Moon Cacao Ceremony');
    expect(mail.html).toContain('src="cid:ticket-1@kindred"');
  });

  it('prices a paid order in exact pence, with the fee recorded on every line', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      capacity: 20,
      feeMode: 'guest',
      paymentInstructions: 'Pay by bank transfer to Kindred Circle, 12-34-56 78901234.',
      ticketTypes: [
        { name: 'Early bird', pricePence: 1010, quantity: 5 },
        { name: 'Standard', pricePence: 1520 },
      ],
    });
    const [early, standard] = setup.ticketTypes;
    const response = await book(
      event.id,
      {
        lines: [
          { ticketTypeId: early!.id, quantity: 3 },
          { ticketTypeId: standard!.id, quantity: 1 },
        ],
      },
      member.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json();
    // 3 × £10.10 + £15.20 = £45.50, and £1 on each of 4 tickets on top.
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotalPence: 4550,
      feePence: 400,
      totalPence: 4950,
      paymentInstructions: 'Pay by bank transfer to Kindred Circle, 12-34-56 78901234.',
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        ticketName: 'Early bird',
        quantity: 3,
        unitPricePence: 1010,
        unitFeePence: 100,
        lineTotalPence: 3330,
      }),
      expect.objectContaining({
        ticketName: 'Standard',
        quantity: 1,
        unitPricePence: 1520,
        unitFeePence: 100,
        lineTotalPence: 1620,
      }),
    ]);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => line.unitFeePence)).toEqual([100, 100]);
    // A place is kept for a guest who pays at the door.
    expect(order.tickets).toHaveLength(4);
    expect((await offer(event.id)).placesLeft).toBe(16);
  });

  it('takes the fee out of the price when the host absorbs it, and uses the space’s own fee', async () => {
    const event = await hostEvent();
    await t.db.execute(
      sql`update facilitator_spaces set platform_fee_override = 0.75 where user_id = ${host.userId}`,
    );
    const setup = await saved(event.id, {
      feeMode: 'host',
      ticketTypes: [{ name: 'Standard', pricePence: 2000 }],
    });
    const order: Order = (
      await book(
        event.id,
        { lines: [{ ticketTypeId: setup.ticketTypes[0]!.id, quantity: 2 }] },
        member.cookie,
      )
    ).json();
    expect(order).toMatchObject({
      subtotalPence: 4000,
      feePence: 150,
      totalPence: 4000,
      feeMode: 'host',
    });
    await t.db.execute(
      sql`update facilitator_spaces set platform_fee_override = 1 where user_id = ${host.userId}`,
    );
  });

  it('lets a guest choose on a sliding scale, but never below its minimum', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      ticketTypes: [
        { name: 'Sliding scale', kind: 'sliding', minPence: 500, pricePence: 1500, maxPence: 3000 },
      ],
    });
    const id = setup.ticketTypes[0]!.id;
    const below = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 1, pricePence: 499 }] },
      member.cookie,
    );
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('Please choose an amount between £5.00 and £30.00.');
    const above = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 1, pricePence: 3001 }] },
      member.cookie,
    );
    expect(above.statusCode).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(0);

    const chosen = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 1, pricePence: 725 }] },
      member.cookie,
    );
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ subtotalPence: 725, feePence: 100, totalPence: 825 });
  });

  it('refuses a sliding scale whose suggested amount lies outside its range, and saves nothing', async () => {
    const event = await hostEvent();
    const response = await saveTicketing(event.id, {
      ticketTypes: [
        { name: 'Sliding', kind: 'sliding', minPence: 1000, pricePence: 500, maxPence: 2000 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'The suggested amount must be between the minimum and the maximum',
    );
    expect((await offer(event.id)).ticketTypes.map((type) => type.name)).toEqual(['Free place']);
  });

  it('asks a visitor without an account for a name and an e-mail', async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const anonymous = await book(event.id, { lines: [{ ticketTypeId: free!.id, quantity: 1 }] });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().fieldErrors).toMatchObject({
      name: ['Please enter your name'],
      email: ['Please enter your e-mail address'],
    });
    const named = await book(event.id, {
      lines: [{ ticketTypeId: free!.id, quantity: 1 }],
      name: 'Gabi Guest',
      email: 'Gabi@Example.com',
    });
    expect(named.statusCode, named.body).toBe(201);
    const order: Order = named.json();
    expect(order).toMatchObject({
      name: 'Gabi Guest',
      email: 'gabi@example.com',
      status: 'confirmed',
    });
    // The booking opens with the link's key, and with nothing else.
    expect(
      (await callApi(t, 'GET', `/api/orders/${order.id}?key=${order.accessKey}`)).statusCode,
    ).toBe(200);
    expect((await callApi(t, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/api/orders/${order.id}?key=wrong`)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/api/orders/${order.id}`, member.cookie)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, 'GET', `/api/orders/${order.id}`, host.cookie)).statusCode).toBe(200);
  });

  it('books once for a retried request with the same Idempotency-Key', async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const body = { lines: [{ ticketTypeId: free!.id, quantity: 1 }] };
    const headers = { 'idempotency-key': '"booking-7f1c"' };
    const [first, second] = await Promise.all([
      book(event.id, body, member.cookie, headers),
      book(event.id, body, member.cookie, headers),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const third = await book(event.id, body, member.cookie, headers);
    expect(third.statusCode).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1);
    // The key is the member's own: someone else's request with it books their own place, and
    // never reads the member's order.
    const others = await book(event.id, body, other.cookie, headers);
    expect(others.statusCode).toBe(201);
    expect(others.json().id).not.toBe(first.json().id);
  });

  it("never answers a member's order to a replay of its key without their session", async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const headers = { 'idempotency-key': '"booking-member-key"' };
    const lines = [{ ticketTypeId: free!.id, quantity: 1 }];
    const mine = await book(event.id, { lines }, member.cookie, headers);
    expect(mine.statusCode).toBe(201);
    const order: Order = mine.json();

    // Someone who knows the member's e-mail and the key, without a session.
    const replay = await book(
      event.id,
      { lines, name: 'Not Mo', email: 'mo@example.com' },
      undefined,
      headers,
    );
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.body).not.toContain(order.accessKey);
    expect(order.tickets.length).toBeGreaterThan(0);
    for (const ticket of order.tickets) expect(replay.body).not.toContain(ticket.code);
    expect(replay.json().id).not.toBe(order.id);

    // A guest's own retry without a session still finds the guest's first order.
    const guestHeaders = { 'idempotency-key': '"booking-guest-key"' };
    const guest = { lines, name: 'Gil Guest', email: 'gil@example.com' };
    const firstTry = await book(event.id, guest, undefined, guestHeaders);
    const retry = await book(event.id, guest, undefined, guestHeaders);
    expect(firstTry.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(firstTry.json().id);
  });

  it('sells the last places once, then says the event is sold out', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      capacity: 3,
      ticketTypes: [{ name: 'Place', pricePence: 0 }],
    });
    const id = setup.ticketTypes[0]!.id;
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

  it('never lets the host set capacity or a quantity below the places already booked', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      ticketTypes: [{ name: 'Place', pricePence: 0, quantity: 10 }],
    });
    const id = setup.ticketTypes[0]!.id;
    await book(event.id, { lines: [{ ticketTypeId: id, quantity: 4 }] }, member.cookie);
    const capacity = await saveTicketing(event.id, {
      capacity: 3,
      ticketTypes: [{ id, name: 'Place', pricePence: 0, quantity: 10 }],
    });
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json().fieldErrors.capacity).toEqual([
      '4 places are already booked, so the capacity cannot be lower than that.',
    ]);
    const quantity = await saveTicketing(event.id, {
      ticketTypes: [{ id, name: 'Place', pricePence: 0, quantity: 3 }],
    });
    expect(quantity.statusCode).toBe(400);
    // Removing a booked type takes it off sale; its bookings stay.
    const replaced = await saved(event.id, {
      ticketTypes: [{ name: 'Second release', pricePence: 500 }],
    });
    expect(replaced.ticketTypes.map((type) => type.name)).toEqual(['Second release']);
    expect(replaced.placesTaken).toBe(4);
    const [row] = await t.db
      .select()
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, event.id));
    expect(row!.placesTaken).toBe(4);
  });

  it('lets only the event’s hosts see or change its tickets', async () => {
    const event = await hostEvent();
    const input = { ticketTypes: [{ name: 'Place', pricePence: 0 }] };
    expect((await saveTicketing(event.id, input, '')).statusCode).toBe(401);
    expect((await saveTicketing(event.id, input, member.cookie)).statusCode).toBe(403);
    expect((await saveTicketing(event.id, input, other.cookie)).statusCode).toBe(403);
    expect(
      (await callApi(t, 'GET', `/api/events/${event.id}/ticketing`, other.cookie)).statusCode,
    ).toBe(403);
    const draft = await createEventAs(t.app, host.cookie, { price: 0 }, false);
    expect((await callApi(t, 'GET', `/api/events/${draft.id}/tickets`)).statusCode).toBe(404);
    expect((await saveTicketing(draft.id, input, other.cookie)).statusCode).toBe(404);
    const [free] = (await offer(draft.id, host.cookie)).ticketTypes;
    expect(
      (await book(draft.id, { lines: [{ ticketTypeId: free!.id, quantity: 1 }] }, member.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('gives a held checkout’s places back when its ten minutes run out', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      capacity: 2,
      ticketTypes: [{ name: 'Place', pricePence: 0 }],
    });
    const id = setup.ticketTypes[0]!.id;
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
    const event = await hostEvent();
    const setup = await saved(event.id, {
      capacity: 10,
      ticketTypes: [{ name: 'Place', pricePence: 0 }],
    });
    const id = setup.ticketTypes[0]!.id;
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

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/notification-schemas';
import type { Order, TicketingInput } from '../../../../shared/tickets/ticket-schemas';
import type {
  EventWaitlist,
  FreePlaceAnswer,
  MyOrders,
} from '../../../../shared/tickets/waitlist-schemas';
import { events } from '../../../db/schema/events';
import { eventTicketing, orders } from '../../../db/schema/tickets';
import { waitlistEntries } from '../../../db/schema/waitlist';
import { callApi, databaseTargets, signUp } from '../../../test/test-app';
import { onOrderPaid } from '../kernel/order-paid';
import { useTestApp, type Account } from '../../../test/fixtures';
import { BOOKING_RATE_LIMITS, signUpMaya, ticketedEvent } from '../../../test/ticket-helpers';

describe.each(databaseTargets)('waitlists and places paid forward (%s)', (target) => {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  let host: Account;
  let booker: Account;
  const members: Account[] = [];

  beforeAll(async () => {
    host = await signUpMaya(t);
    booker = await signUp(t, { name: 'Bea Booker', email: 'bea@example.com' });
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
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
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

  /** Ada and then Ben wait for a sold-out place; its booking is cancelled, so Ada is offered it. */
  async function offeredToAdaWithBenNext() {
    const { event, typeId, bookings } = await soldOut(1);
    const [ada, ben] = members as [Account, Account];
    await join(event.id, ada, typeId);
    await join(event.id, ben, typeId);
    await cancel(bookings[0]!, booker);
    const [offer] = (await waitlist(event.id, ada)).entries;
    return { event, ada, ben, offer };
  }

  it('lets signed-in guests join the waitlist of a sold-out ticket, see their place and leave', async () => {
    const { event, typeId } = await soldOut(1);
    const [ada, ben] = members as [Account, Account];
    expect((await join(event.id, ada, typeId)).statusCode).toBe(201);
    const joined = await join(event.id, ben, typeId, 2);
    expect(joined.statusCode, joined.body).toBe(201);
    expect((joined.json() as EventWaitlist).entries).toMatchObject([
      { kind: 'places', ticketTypeId: typeId, quantity: 2, status: 'waiting', position: 2 },
    ]);
    expect((await waitlist(event.id, ada)).entries).toMatchObject([{ position: 1 }]);
    // Visitors are asked to log in; one place in line per ticket; within the per-order limit.
    expect(
      (
        await callApi(t, 'POST', `/api/events/${event.id}/waitlist`, undefined, {
          ticketTypeId: typeId,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(401);
    const twice = await join(event.id, ada, typeId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You're already on the waitlist for “Mat space”.");
    expect((await join(event.id, members[2]!, typeId, 11)).statusCode).toBe(400);
    expect((await waitlist(event.id)).entries).toEqual([]);

    // Leaving moves everyone behind up.
    const adaEntry = (await waitlist(event.id, ada)).entries[0]!;
    expect(
      (await callApi(t, 'DELETE', `/api/waitlist/${adaEntry.id}`, ben.cookie)).statusCode,
    ).toBe(404);
    const left = await callApi(t, 'DELETE', `/api/waitlist/${adaEntry.id}`, ada.cookie);
    expect(left.statusCode, left.body).toBe(200);
    expect((left.json() as EventWaitlist).entries).toEqual([]);
    expect((await waitlist(event.id, ben)).entries).toMatchObject([{ position: 1 }]);
    expect(
      (await callApi(t, 'DELETE', `/api/waitlist/${adaEntry.id}`, ada.cookie)).statusCode,
    ).toBe(409);
    // Having left, one may join again, at the back.
    expect((await join(event.id, ada, typeId)).statusCode).toBe(201);
    expect((await waitlist(event.id, ada)).entries).toMatchObject([{ position: 2 }]);
  });

  it('refuses the waitlist of a ticket that is not sold out', async () => {
    const { event, types } = await eventWith({
      capacity: 5,
      ticketTypes: [{ name: 'Mat space', pricePence: 0 }],
    });
    const answer = await join(event.id, members[0]!, types[0]!);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('“Mat space” is not sold out: you can book it now.');
  });

  it('offers a cancelled place to the next in line: held for a day, told in the app and by e-mail, claimed', async () => {
    const { event, typeId, bookings } = await soldOut(1);
    const [ada, ben] = members as [Account, Account];
    await join(event.id, ada, typeId);
    await join(event.id, ben, typeId);
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 1 });

    const cancelled = await cancel(bookings[0]!, booker);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The place went straight to Ada, held: still taken, so no one else can book it.
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 1 });
    const [offer] = (await waitlist(event.id, ada)).entries;
    expect(offer).toMatchObject({ status: 'offered', position: null, offerTotalPence: 0 });
    const hours = (Date.parse(offer!.offerExpiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await waitlist(event.id, ben)).entries).toMatchObject([
      { status: 'waiting', position: 1 },
    ]);
    const [held] = await t.db.select().from(orders).where(eq(orders.id, offer!.orderId!));
    expect(held).toMatchObject({ status: 'held', userId: ada.userId, email: 'ada@example.com' });

    const notes = (await callApi(t, 'GET', '/api/notifications', ada.cookie)).json();
    const note = (notes.notifications as Notification[]).find((n) => n.type === 'waitlist_offer');
    expect(note).toMatchObject({ title: 'A place is free', data: { order_id: offer!.orderId } });
    expect(note!.message).toMatch(
      /^A place is free at Tiny Gong Bath: book it by \d\d:\d\d on \w+ \d+ \w+ \(London time\)$/,
    );
    await t.runJobs();
    const mail = t.mails.findLast((m) => m.to === 'ada@example.com');
    expect(mail?.subject).toBe('A place is free at Tiny Gong Bath');
    expect(mail?.text).toContain(`http://localhost:3000${event.path}`);

    // Only Ada may claim it; claiming a free offer books it at once.
    expect(
      (await callApi(t, 'POST', `/api/waitlist/${offer!.id}/claim`, ben.cookie)).statusCode,
    ).toBe(404);
    const claimed = await callApi(t, 'POST', `/api/waitlist/${offer!.id}/claim`, ada.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'confirmed', expiresAt: null });
    expect((claimed.json() as Order).tickets).toHaveLength(1);
    // A second press finds the same booking.
    const again = await callApi(t, 'POST', `/api/waitlist/${offer!.id}/claim`, ada.cookie);
    expect(again.json().id).toBe(offer!.orderId);
    expect((await waitlist(event.id, ada)).entries).toEqual([]);
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 1 });
  });

  it('reserves a paid offer with the host’s payment instructions when claimed', async () => {
    const { event, typeId, bookings } = await soldOut(1, 1500);
    const ada = members[0]!;
    await join(event.id, ada, typeId);
    await cancel(bookings[0]!, booker);
    const [offer] = (await waitlist(event.id, ada)).entries;
    // £15 and the £1 fee, as a booking would cost.
    expect(offer).toMatchObject({ status: 'offered', offerTotalPence: 1600 });
    const claimed = await callApi(t, 'POST', `/api/waitlist/${offer!.id}/claim`, ada.cookie);
    expect(claimed.json()).toMatchObject({ status: 'awaiting_payment', totalPence: 1600 });
  });

  it('offers to the next whose places fit, and to no one when a host’s raised capacity is too small', async () => {
    const { event, typeId, bookings } = await soldOut(1);
    const [ada, ben] = members as [Account, Account];
    await join(event.id, ada, typeId, 2);
    await join(event.id, ben, typeId, 1);
    await cancel(bookings[0]!, booker);
    expect((await waitlist(event.id, ada)).entries).toMatchObject([
      { status: 'waiting', position: 1 },
    ]);
    expect((await waitlist(event.id, ben)).entries).toMatchObject([{ status: 'offered' }]);
    // The host adds two places: Ada's two fit now.
    const raised = await callApi(t, 'PUT', `/api/events/${event.id}/ticketing`, host.cookie, {
      capacity: 3,
      ticketTypes: [{ id: typeId, name: 'Mat space', pricePence: 0 }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await waitlist(event.id, ada)).entries).toMatchObject([
      { status: 'offered', quantity: 2 },
    ]);
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 3 });
  });

  it('offers the places of an offer that ran out to the next person', async () => {
    const { event, ada, ben, offer } = await offeredToAdaWithBenNext();
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, offer!.orderId!));
    const swept = await t.app.ticketSweep();
    expect(swept.released).toBeGreaterThanOrEqual(1);
    const [adaRow] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, offer!.id));
    expect(adaRow!.status).toBe('expired');
    expect((await waitlist(event.id, ada)).entries).toEqual([]);
    expect((await waitlist(event.id, ben)).entries).toMatchObject([{ status: 'offered' }]);
    const late = await callApi(t, 'POST', `/api/waitlist/${offer!.id}/claim`, ada.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Sorry, this offer has ended: the places went to the next person waiting.',
    );
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 1 });
  });

  it('declining an offer (leaving) passes the places on', async () => {
    const { event, ada, ben, offer } = await offeredToAdaWithBenNext();
    const left = await callApi(t, 'DELETE', `/api/waitlist/${offer!.id}`, ada.cookie);
    expect(left.statusCode, left.body).toBe(200);
    expect((await waitlist(event.id, ben)).entries).toMatchObject([{ status: 'offered' }]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, offer!.orderId!));
    expect(order!.status).toBe('cancelled');
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 1 });
  });

  it('never offers the same places twice when two cancellations free them at once', async () => {
    const { event, typeId, bookings } = await soldOut(3);
    for (const member of members) await join(event.id, member, typeId);
    const answers = await Promise.all([
      cancel(bookings[0]!, booker),
      cancel(bookings[1]!, booker),
      // Two sweepers at once, too.
      t.app.ticketSweep(),
      t.app.ticketSweep(),
    ]);
    expect(answers.slice(0, 2).map((a) => (a as { statusCode: number }).statusCode)).toEqual([
      200, 200,
    ]);
    await Promise.all([t.app.ticketSweep(), t.app.ticketSweep()]);
    const entries = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, event.id));
    const offered = entries.filter((e) => e.status === 'offered');
    // The first two in line, once each, with one order each holding one place.
    expect(offered.map((e) => e.userId).sort()).toEqual(
      [members[0]!.userId, members[1]!.userId].sort(),
    );
    expect(new Set(offered.map((e) => e.orderId)).size).toBe(2);
    const held = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.eventId, event.id), eq(orders.status, 'held')));
    expect(held).toHaveLength(2);
    expect(await placesTaken(event.id)).toMatchObject({ placesTaken: 3 });
  });

  describe('pay it forward', () => {
    const paidForward = () =>
      eventWith(
        {
          capacity: 10,
          ticketTypes: [
            { name: 'Community place', pricePence: 0 },
            { name: 'Pay it forward', kind: 'pay_it_forward', pricePence: 1200 },
          ],
        },
        'Sharing Circle',
      );

    /** Books pay-it-forward places and has them paid, as the host's "Mark paid" would. */
    async function giveForward(eventId: string, typeId: string, quantity: number) {
      const order = await book(eventId, typeId, booker, quantity);
      // Awaiting payment: nothing is given until it is paid.
      expect(order.status).toBe('awaiting_payment');
      expect((await placesTaken(eventId)).giftedPlaces).toBe(0);
      await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, order.id));
      const freed: string[] = [];
      const links = { placesFreed: async (id: string) => void freed.push(id) };
      await onOrderPaid(t.db, links, order.id);
      // Counted once, however often it is told.
      await onOrderPaid(t.db, links, order.id);
      expect(freed).toEqual([eventId]);
      return order;
    }

    const ask = (eventId: string, who?: Account) =>
      callApi(t, 'POST', `/api/events/${eventId}/free-places`, who?.cookie);

    it('adds places paid forward when paid, and gives one to whoever asks, once each', async () => {
      const { event, types } = await paidForward();
      await giveForward(event.id, types[1]!, 2);
      expect(await placesTaken(event.id)).toEqual({ placesTaken: 0, giftedPlaces: 2 });
      expect((await waitlist(event.id)).giftedPlaces).toBe(2);

      expect((await ask(event.id)).statusCode).toBe(401);
      const asked = await ask(event.id, members[0]);
      expect(asked.statusCode, asked.body).toBe(201);
      const answer: FreePlaceAnswer = asked.json();
      expect(answer.order).toMatchObject({ status: 'confirmed', totalPence: 0, feePence: 0 });
      expect(answer.order!.lines).toEqual([
        expect.objectContaining({ ticketName: 'Pay it forward', unitPricePence: 0, quantity: 1 }),
      ]);
      expect(answer.order!.tickets).toHaveLength(1);
      expect(answer.waitlist).toMatchObject({
        giftedPlaces: 1,
        entries: [{ kind: 'concession', status: 'claimed', orderId: answer.order!.id }],
      });
      expect(await placesTaken(event.id)).toEqual({ placesTaken: 1, giftedPlaces: 1 });

      // One free place per person and event.
      const again = await ask(event.id, members[0]);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already asked for a free place at this event.');

      // Cancelled, the free place goes back to those paid forward.
      expect((await cancel(answer.order!, members[0]!)).statusCode).toBe(200);
      expect(await placesTaken(event.id)).toEqual({ placesTaken: 0, giftedPlaces: 2 });
    });

    it('puts whoever asks with no gift left in line, and offers them the next gift', async () => {
      const { event, types } = await paidForward();
      const [ada, ben] = members as [Account, Account];
      const asked = await ask(event.id, ada);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toMatchObject({
        order: null,
        waitlist: {
          giftedPlaces: 0,
          entries: [{ kind: 'concession', status: 'waiting', position: 1 }],
        },
      });
      expect((await ask(event.id, ben)).json().waitlist.entries).toMatchObject([{ position: 2 }]);

      await giveForward(event.id, types[1]!, 1);
      // The sweeper (or the link told above) offers the gift to the first who asked.
      await t.app.ticketSweep();
      const [offer] = (await waitlist(event.id, ada)).entries;
      expect(offer).toMatchObject({ kind: 'concession', status: 'offered', offerTotalPence: 0 });
      expect((await waitlist(event.id, ben)).entries).toMatchObject([{ position: 1 }]);
      expect(await placesTaken(event.id)).toEqual({ placesTaken: 1, giftedPlaces: 0 });
      const notes = (await callApi(t, 'GET', '/api/notifications', ada.cookie)).json();
      expect((notes.notifications as Notification[])[0]).toMatchObject({
        type: 'waitlist_offer',
        title: 'A free place is yours',
      });
      const claimed = await callApi(t, 'POST', `/api/waitlist/${offer!.id}/claim`, ada.cookie);
      expect(claimed.json()).toMatchObject({ status: 'confirmed', totalPence: 0 });
    });

    it('answers 404 for an event with no pay-it-forward tickets', async () => {
      const { event } = await eventWith({ ticketTypes: [{ name: 'Place', pricePence: 0 }] });
      const asked = await ask(event.id, members[0]);
      expect(asked.statusCode).toBe(404);
      expect(asked.json().message).toBe('This event has no places paid forward to ask for.');
    });
  });

  describe('a guest’s own bookings', () => {
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
      expect(booked.statusCode, booked.body).toBe(201);
      const order: Order = booked.json();
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
});

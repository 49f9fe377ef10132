import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, TicketingInput } from '../../../../shared/tickets/ticket-schemas';
import { eventTicketing, orders, paymentEvents, tickets } from '../../../db/schema/tickets';
import { startFakeStripe, type FakeStripe, type FakeStripeEvent } from '../../../test/fake-stripe';
import { callApi, createTestApp, databaseTargets, type TestApp } from '../../../test/test-app';
import { releaseExpiredHolds } from '../kernel/holds';
import { CHECKOUT_SESSION_MINUTES } from './stripe-payments';
import { STRIPE_WEBHOOK_PATH } from './payments.routes';
import { BOOKING_RATE_LIMITS, signUpMaya, ticketedEvent } from '../../../test/ticket-helpers';

describe.each(databaseTargets)('card payments through Stripe Checkout (%s)', (target) => {
  let fake: FakeStripe;
  let t: TestApp;
  let host: { cookie: string; userId: string };
  let guestNumber = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(target, {
      ...BOOKING_RATE_LIMITS,
      stripe: fake.options,
    });
    host = await signUpMaya(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.down = false;
  });

  /** A published event with these tickets; answers its id and ticket type ids. */
  const paidEvent = async (input: TicketingInput) => {
    const { event, typeIds } = await ticketedEvent(t, host.cookie, input);
    return { eventId: event.id, typeIds };
  };

  const book = (eventId: string, lines: Array<{ ticketTypeId: string; quantity: number }>) => {
    guestNumber += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/orders`,
      payload: {
        lines,
        name: `Gabi Guest${guestNumber}`,
        email: `gabi${guestNumber}@example.com`,
      },
    });
  };

  const booked = async (eventId: string, ticketTypeId: string, quantity = 1): Promise<Order> => {
    const response = await book(eventId, [{ ticketTypeId, quantity }]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  const deliver = (event: FakeStripeEvent | object, signature?: string) => {
    const signed = fake.signed(event);
    return t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature ?? signed.signature,
      },
      payload: signed.body,
    });
  };

  const orderRow = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const ticketsOf = (orderId: string) =>
    t.db.select().from(tickets).where(eq(tickets.orderId, orderId));
  const placesOf = async (eventId: string) =>
    (await t.db.select().from(eventTicketing).where(eq(eventTicketing.eventId, eventId)))[0]!;
  const sessionOf = async (orderId: string) => (await orderRow(orderId)).providerRef!;
  const runOutHold = async (orderId: string) => {
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await releaseExpiredHolds(t.db);
    expect((await orderRow(orderId)).status).toBe('expired');
  };
  const bookingMailsTo = async (email: string) => {
    await t.runJobs();
    return t.mails.filter((mail) => mail.to === email && mail.subject.startsWith("You're booked"));
  };

  it('holds a paid booking and opens a Checkout Session in pence, GBP, fee on top', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 10,
      feeMode: 'guest',
      ticketTypes: [
        { name: 'Early bird', pricePence: 1010 },
        { name: 'Standard', pricePence: 1520 },
      ],
    });
    const before = fake.requests.length;
    const response = await book(eventId, [
      { ticketTypeId: typeIds[0]!, quantity: 3 },
      { ticketTypeId: typeIds[1]!, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json();
    expect(order).toMatchObject({
      status: 'held',
      subtotalPence: 4550,
      feePence: 400,
      totalPence: 4950,
      tickets: [],
    });
    expect(order.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [create] = sent;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(create!.idempotencyKey).toBe(`kindred-checkout-${order.id}`);
    expect(create!.form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      customer_email: order.email,
      client_reference_id: order.id,
      'metadata[order_id]': order.id,
      // £10.10 and £15.20, each with the £1 fee the guest pays on top.
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '1110',
      'line_items[0][price_data][product_data][name]': 'Early bird',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '1620',
      'line_items[1][price_data][product_data][name]': 'Standard',
      success_url: `http://localhost:3000/ticket-success?order=${order.id}&key=${order.accessKey}`,
      cancel_url: `http://localhost:3000/ticket-success?order=${order.id}&key=${order.accessKey}&cancelled=1`,
    });
    const expiresIn = Number(create!.form.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(CHECKOUT_SESSION_MINUTES * 60);
    // What Stripe charges is exactly the order's total.
    expect(fake.sessions.get(await sessionOf(order.id))!.amount_total).toBe(order.totalPence);
    expect((await placesOf(eventId)).placesTaken).toBe(4);
    const offer = await callApi(t, 'GET', `/api/events/${eventId}/tickets`);
    expect(offer.json().payment).toBe('card');
  });

  it('charges the ticket price alone when the host absorbs the fee', async () => {
    const { eventId, typeIds } = await paidEvent({
      feeMode: 'host',
      ticketTypes: [{ name: 'Standard', pricePence: 2000 }],
    });
    const order = await booked(eventId, typeIds[0]!, 2);
    const create = fake.requests.findLast((r) => r.form.client_reference_id === order.id)!;
    expect(create.form['line_items[0][price_data][unit_amount]']).toBe('2000');
    expect(create.form['line_items[0][quantity]']).toBe('2');
    expect(order.totalPence).toBe(4000);
  });

  it('confirms once however often the paid event is delivered: one set of tickets, one mail', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 5,
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!, 2);
    const paid = fake.pay(await sessionOf(order.id));
    const answers = [await deliver(paid), await deliver(paid), await deliver(paid)];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true });
    // The same event sent twice at once, as a retry racing the first delivery.
    const again = fake.pay(await sessionOf(order.id));
    const [a, b] = await Promise.all([deliver(again), deliver(again)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);

    const row = await orderRow(order.id);
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).not.toBeNull();
    const issued = await ticketsOf(order.id);
    expect(issued).toHaveLength(2);
    expect(issued.every((ticket) => ticket.holderName === order.name)).toBe(true);
    expect(new Set(issued.map((ticket) => ticket.code)).size).toBe(2);
    expect(await bookingMailsTo(order.email)).toHaveLength(1);
    expect((await placesOf(eventId)).placesTaken).toBe(2);
    const seen = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, paid.id));
    expect(seen).toHaveLength(1);

    const view = await callApi(t, 'GET', `/api/orders/${order.id}?key=${order.accessKey}`);
    expect(view.json()).toMatchObject({ status: 'confirmed', checkoutUrl: null });
    expect(view.json().tickets).toHaveLength(2);
  });

  it('confirms an order paid by a method that settles later when the payment succeeds', async () => {
    const { eventId, typeIds } = await paidEvent({
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!);
    const session = await sessionOf(order.id);
    const completedUnpaid = {
      id: 'evt_test_unpaid_completion',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...fake.sessions.get(session), status: 'complete' } },
    };
    expect((await deliver(completedUnpaid)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('held');
    expect(
      (await deliver(fake.pay(session, 'checkout.session.async_payment_succeeded'))).statusCode,
    ).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await ticketsOf(order.id)).toHaveLength(1);
  });

  it('refuses a forged or missing signature with 400, and changes nothing', async () => {
    const { eventId, typeIds } = await paidEvent({
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!);
    const paid = fake.pay(await sessionOf(order.id));
    const forged = fake.signed(paid, 'whsec_someone_else').signature;
    const tampered = fake.signed(paid);
    const now = Math.floor(Date.now() / 1000);
    const answers = [
      await deliver(paid, forged),
      // Rightly signed, but dated ten minutes ago, or ten minutes ahead (issue 21).
      await deliver(paid, fake.signed(paid, undefined, now - 600).signature),
      await deliver(paid, fake.signed(paid, undefined, now + 600).signature),
      await deliver(paid, 't=1,v1=deadbeef'),
      // Signed, then changed on the way.
      await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': tampered.signature },
        payload: tampered.body.replace('"paid"', '"paid" '),
      }),
      await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json' },
        payload: fake.signed(paid).body,
      }),
      await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH }),
      await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'text/plain', 'stripe-signature': forged },
        payload: fake.signed(paid).body,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'Invalid signature' });
    }
    expect((await orderRow(order.id)).status).toBe('held');
    expect(await ticketsOf(order.id)).toHaveLength(0);
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, paid.id)),
    ).toHaveLength(0);
  });

  it('confirms a payment that arrives after the hold ran out, if the places are still free', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 2,
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!, 2);
    await runOutHold(order.id);
    expect((await placesOf(eventId)).placesTaken).toBe(0);

    expect((await deliver(fake.pay(await sessionOf(order.id)))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await ticketsOf(order.id)).toHaveLength(2);
    expect((await placesOf(eventId)).placesTaken).toBe(2);
    expect(await bookingMailsTo(order.email)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
  });

  it('gives the last place to exactly one of a late payment and a new buyer at the same moment', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 1,
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const late = await booked(eventId, typeIds[0]!);
    await runOutHold(late.id);
    const paid = fake.pay(await sessionOf(late.id));
    const [delivered, delivered2, newcomer] = await Promise.all([
      deliver(paid),
      deliver(paid),
      book(eventId, [{ ticketTypeId: typeIds[0]!, quantity: 1 }]),
    ]);
    expect([delivered.statusCode, delivered2.statusCode]).toEqual([200, 200]);
    const row = await orderRow(late.id);
    if (newcomer.statusCode === 201) {
      expect(row).toMatchObject({ status: 'expired', refundedPence: late.totalPence });
    } else {
      expect(newcomer.statusCode).toBe(409);
      expect(row.status).toBe('confirmed');
      expect(await ticketsOf(late.id)).toHaveLength(1);
    }
    expect((await placesOf(eventId)).placesTaken).toBe(1);
  });

  it('refunds in full a late payment whose places were sold meanwhile, never overselling', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 2,
      feeMode: 'guest',
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const late = await booked(eventId, typeIds[0]!, 2);
    await runOutHold(late.id);
    const prompt = await booked(eventId, typeIds[0]!, 1);
    expect((await deliver(fake.pay(await sessionOf(prompt.id)))).statusCode).toBe(200);
    const other = await booked(eventId, typeIds[0]!, 1);
    expect((await placesOf(eventId)).placesTaken).toBe(2);

    const paid = fake.pay(await sessionOf(late.id));
    const refundsBefore = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);

    const row = await orderRow(late.id);
    expect(row.status).toBe('expired');
    expect(row.refundedPence).toBe(late.totalPence);
    expect(await ticketsOf(late.id)).toHaveLength(0);
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds').slice(refundsBefore);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toMatchObject({
      amount: String(late.totalPence),
      payment_intent: fake.sessions.get(row.providerRef!)!.payment_intent,
    });
    expect(late.totalPence).toBe(3200);
    expect(refunds[0]!.idempotencyKey).toBe(`kindred-refund-${late.id}-3200`);
    const places = await placesOf(eventId);
    expect(places.placesTaken).toBe(2);
    expect(places.placesTaken).toBeLessThanOrEqual(places.capacity!);
    expect((await orderRow(other.id)).status).toBe('held');

    await t.runJobs();
    const mail = t.mails.find((m) => m.to === late.email && /refunded/.test(m.subject))!;
    expect(mail.subject).toBe(
      `Your payment for Full Moon Cacao Ceremony was refunded (${late.reference})`,
    );
    expect(mail.text).toContain('We have refunded the full £32.00 to your card.');
    expect(mail.text).toContain('by then the last places had gone to other guests');
    expect(await bookingMailsTo(late.email)).toHaveLength(0);
  });

  it('refunds a payment for a cancelled order, and tries again when Stripe was down', async () => {
    const { eventId, typeIds } = await paidEvent({
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const paid = fake.pay(await sessionOf(order.id));

    fake.down = true;
    const failed = await deliver(paid);
    expect(failed.statusCode).toBe(503);
    fake.down = false;
    const refundsBefore = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.amount,
    ).length;
    // Stripe delivers the event again later: now the refund goes through, once.
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.amount);
    expect(refunds.length - refundsBefore).toBe(1);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'cancelled', refundedPence: order.totalPence });
    expect(await ticketsOf(order.id)).toHaveLength(0);
    await t.runJobs();
    expect(t.mails.filter((m) => m.to === order.email && /refunded/.test(m.subject))).toHaveLength(
      1,
    );
  });

  it('answers 503 when Stripe is down at checkout, and gives the places back', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 3,
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    fake.down = true;
    const response = await book(eventId, [{ ticketTypeId: typeIds[0]!, quantity: 3 }]);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Card payment could not be started just now. Your places were released; please try again.',
    );
    expect((await placesOf(eventId)).placesTaken).toBe(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.eventId, eventId));
    expect(row!.status).toBe('expired');
    fake.down = false;
    expect((await book(eventId, [{ ticketTypeId: typeIds[0]!, quantity: 3 }])).statusCode).toBe(
      201,
    );
  });

  it('gives a hold’s places back when its Checkout Session expires', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 4,
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!, 3);
    expect((await placesOf(eventId)).placesTaken).toBe(3);
    const expired = fake.expire(await sessionOf(order.id));
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('expired');
    expect((await placesOf(eventId)).placesTaken).toBe(0);
  });

  it('leaves a confirmed order alone when its session expires, and ignores other events', async () => {
    const { eventId, typeIds } = await paidEvent({
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    const order = await booked(eventId, typeIds[0]!);
    const session = await sessionOf(order.id);
    expect((await deliver(fake.pay(session))).statusCode).toBe(200);
    expect((await deliver(fake.expire(session))).statusCode).toBe(200);
    const unknown = {
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_test_1', object: 'customer' } },
    };
    expect((await deliver(unknown)).statusCode).toBe(200);
    // A session for no order of Kindred's: nothing to do.
    const stranger = {
      id: 'evt_test_stranger',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_stranger',
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: order.id,
          metadata: { order_id: order.id },
        },
      },
    };
    expect((await deliver(stranger)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await ticketsOf(order.id)).toHaveLength(1);
    expect((await placesOf(eventId)).placesTaken).toBe(1);
  });
});

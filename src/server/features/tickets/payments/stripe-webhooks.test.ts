import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../../db/schema/tickets';
import { callApi, databaseTargets } from '../../../test/test-app';
import { STRIPE_WEBHOOK_PATH } from './payments.routes';
import { useStripeApp } from './stripe-payments.fixtures';

describe.each(databaseTargets)('Stripe’s webhook confirming card payments (%s)', (target) => {
  const {
    t,
    fake,
    placeEvent,
    booked,
    deliver,
    orderRow,
    ticketsOf,
    placesOf,
    sessionOf,
    bookingMailsTo,
  } = useStripeApp(target);

  it('confirms once however often the paid event is delivered: one set of tickets, one mail', async () => {
    const { eventId, placeId } = await placeEvent({ capacity: 5 });
    const order = await booked(eventId, placeId, 2);
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
    const { eventId, placeId } = await placeEvent();
    const order = await booked(eventId, placeId);
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
    const { eventId, placeId } = await placeEvent();
    const order = await booked(eventId, placeId);
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

  it('leaves a confirmed order alone when its session expires, and ignores other events', async () => {
    const { eventId, placeId } = await placeEvent();
    const order = await booked(eventId, placeId);
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

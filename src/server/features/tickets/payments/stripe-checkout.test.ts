import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/tickets';
import { createdOrder, THREE_AND_ONE } from '../../../test/order-examples';
import { callApi, databaseTargets } from '../../../test/test-app';
import { CHECKOUT_SESSION_MINUTES } from './stripe-payments';
import { useStripeApp } from './stripe-payments.fixtures';

describe.each(databaseTargets)('card checkout through Stripe (%s)', (target) => {
  const { t, fake, paidEvent, placeEvent, book, booked, deliver, orderRow, placesOf, sessionOf } =
    useStripeApp(target);

  it('holds a paid booking and opens a Checkout Session in pence, GBP, fee on top', async () => {
    const { eventId, typeIds } = await paidEvent({
      capacity: 10,
      feeMode: 'guest',
      ticketTypes: THREE_AND_ONE.ticketTypes,
    });
    const before = fake.requests.length;
    const order = createdOrder(await book(eventId, THREE_AND_ONE.lines(typeIds[0]!, typeIds[1]!)));
    expect(order).toMatchObject({ status: 'held', ...THREE_AND_ONE.totals, tickets: [] });
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

  it('answers 503 when Stripe is down at checkout, and gives the places back', async () => {
    const { eventId, placeId } = await placeEvent({ capacity: 3 });
    fake.down = true;
    const response = await book(eventId, [{ ticketTypeId: placeId, quantity: 3 }]);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Card payment could not be started just now. Your places were released; please try again.',
    );
    expect((await placesOf(eventId)).placesTaken).toBe(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.eventId, eventId));
    expect(row!.status).toBe('expired');
    fake.down = false;
    expect((await book(eventId, [{ ticketTypeId: placeId, quantity: 3 }])).statusCode).toBe(201);
  });

  it('gives a hold’s places back when its Checkout Session expires', async () => {
    const { eventId, placeId } = await placeEvent({ capacity: 4 });
    const order = await booked(eventId, placeId, 3);
    expect((await placesOf(eventId)).placesTaken).toBe(3);
    const expired = fake.expire(await sessionOf(order.id));
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('expired');
    expect((await placesOf(eventId)).placesTaken).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/tickets';
import { databaseTargets } from '../../../test/test-app';
import { useStripeApp } from './stripe-payments.fixtures';

describe.each(databaseTargets)('late card payments and refunds (%s)', (target) => {
  const {
    t,
    fake,
    placeEvent,
    book,
    booked,
    deliver,
    orderRow,
    ticketsOf,
    placesOf,
    sessionOf,
    runOutHold,
    bookingMailsTo,
  } = useStripeApp(target);

  it('confirms a payment that arrives after the hold ran out, if the places are still free', async () => {
    const { eventId, placeId } = await placeEvent({ capacity: 2 });
    const order = await booked(eventId, placeId, 2);
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
    const { eventId, placeId } = await placeEvent({ capacity: 1 });
    const late = await booked(eventId, placeId);
    await runOutHold(late.id);
    const paid = fake.pay(await sessionOf(late.id));
    const [delivered, delivered2, newcomer] = await Promise.all([
      deliver(paid),
      deliver(paid),
      book(eventId, [{ ticketTypeId: placeId, quantity: 1 }]),
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
    const { eventId, placeId } = await placeEvent({ capacity: 2, feeMode: 'guest' });
    const late = await booked(eventId, placeId, 2);
    await runOutHold(late.id);
    const prompt = await booked(eventId, placeId, 1);
    expect((await deliver(fake.pay(await sessionOf(prompt.id)))).statusCode).toBe(200);
    const other = await booked(eventId, placeId, 1);
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
    const { eventId, placeId } = await placeEvent();
    const order = await booked(eventId, placeId);
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
});

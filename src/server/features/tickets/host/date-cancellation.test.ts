import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPence } from '../../../../shared/tickets/money';
import { events } from '../../../db/schema/events';
import { callApi, cookiesFrom, databaseTargets, logIn } from '../../../test/test-app';
import { useStripeApp } from '../payments/stripe-payments.fixtures';

describe.each(databaseTargets)('a host cancelling a date pays its guests back (%s)', (target) => {
  const { t, fake, paidEvent, booked, deliver, orderRow, sessionOf } = useStripeApp(target);
  let cookie = '';
  beforeAll(async () => {
    cookie = cookiesFrom(await logIn(t.app, 'maya@example.com'));
  });

  const refunds = () => fake.requests.filter((r) => r.path === '/v1/refunds');
  /** A paid booking of one place at `eventId`, its card payment arrived. */
  const paidBooking = async (eventId: string) => {
    const offer = (await callApi(t, 'GET', `/api/events/${eventId}/tickets`)).json();
    const order = await booked(eventId, offer.ticketTypes[0].id);
    expect((await deliver(fake.pay(await sessionOf(order.id)))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    await t.runJobs();
    return order;
  };

  it('refunds in full whatever the refund policy says, and leaves another date’s bookings', async () => {
    // No refunds for a guest's own change of mind: the host calling it off is another matter.
    const { eventId } = await paidEvent({
      capacity: 5,
      refundPolicy: 'none',
      ticketTypes: [{ name: 'Place', pricePence: 2000 }],
    });
    const repeated = await callApi(t, 'POST', `/api/events/${eventId}/series`, cookie, {
      rule: {
        repeat: { kind: 'weekly', every: 1, weekdays: ['SA'] },
        end: { kind: 'after', count: 3 },
      },
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    const dates = await t.db
      .select()
      .from(events)
      .where(eq(events.seriesId, repeated.json().series.id))
      .orderBy(events.seriesDate);
    const cancelledGuest = await paidBooking(dates[1]!.id);
    const otherGuest = await paidBooking(dates[2]!.id);
    const before = refunds().length;
    const from = t.mails.length;

    const cancelled = await callApi(t, 'POST', `/api/events/${dates[1]!.id}/cancel`, cookie, {
      message: '',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderRow(cancelledGuest.id)).toMatchObject({
      status: 'cancelled',
      refundedPence: cancelledGuest.totalPence,
    });
    const made = refunds().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.form).toMatchObject({ amount: String(cancelledGuest.totalPence) });
    await t.runJobs();
    const told = t.mails.slice(from).filter((mail) => mail.to === cancelledGuest.email);
    expect(told.map((mail) => mail.subject)).toEqual([`Cancelled: ${dates[1]!.title}`]);
    // All of it, the booking fee included.
    expect(told[0]!.text).toContain(
      `${formatPence(cancelledGuest.totalPence)} is being paid back to the card you paid with.`,
    );

    // The other date goes ahead: its guest keeps the place and hears nothing.
    expect(await orderRow(otherGuest.id)).toMatchObject({ status: 'confirmed', refundedPence: 0 });
    expect(t.mails.slice(from).filter((mail) => mail.to === otherGuest.email)).toEqual([]);

    // Cancelling again pays nothing twice.
    expect(
      (await callApi(t, 'POST', `/api/events/${dates[1]!.id}/cancel`, cookie, {})).statusCode,
    ).toBe(200);
    expect(refunds().slice(before)).toHaveLength(1);
  });
});

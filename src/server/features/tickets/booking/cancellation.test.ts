import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, TicketingInput } from '../../../../shared/tickets/ticket-schemas';
import { eventTicketing, tickets } from '../../../db/schema/tickets';
import { callApi, databaseTargets, signUp } from '../../../test/test-app';
import { refundDue } from './cancellation';
import { useTestApp } from '../../../test/fixtures';
import { BOOKING_RATE_LIMITS, signUpMaya, ticketedEvent } from '../../../test/ticket-helpers';

describe('refund policies', () => {
  const start = new Date('2099-06-20T18:00:00Z');
  const days = (n: number) => new Date(start.getTime() - n * 86_400_000);
  it('pays back by the event’s policy, and never once it has started', () => {
    expect(refundDue({ refundPolicy: 'none', refundDays: 7 }, start, days(30))).toBe(false);
    expect(refundDue({ refundPolicy: 'always', refundDays: 7 }, start, days(0.01))).toBe(true);
    expect(refundDue({ refundPolicy: 'always', refundDays: 7 }, start, start)).toBe(false);
    expect(refundDue({ refundPolicy: 'until_days_before', refundDays: 7 }, start, days(7))).toBe(
      true,
    );
    expect(refundDue({ refundPolicy: 'until_days_before', refundDays: 7 }, start, days(6.9))).toBe(
      false,
    );
  });
});

describe.each(databaseTargets)('cancelling a booking (%s)', (target) => {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  let host: { cookie: string };
  let guest: { cookie: string; userId: string };

  beforeAll(async () => {
    host = await signUpMaya(t);
    guest = await signUp(t, { name: 'Gabi Guest', email: 'gabi@example.com' });
  });

  async function bookedEvent(ticketing: TicketingInput) {
    const { event, typeIds } = await ticketedEvent(t, host.cookie, ticketing);
    const booked = await callApi(t, 'POST', `/api/events/${event.id}/orders`, guest.cookie, {
      lines: [{ ticketTypeId: typeIds[0]!, quantity: 2 }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return { event, order: booked.json() as Order };
  }

  it('gives the places back and stops the tickets, once', async () => {
    const { event, order } = await bookedEvent({
      capacity: 2,
      ticketTypes: [{ name: 'Place', pricePence: 0 }],
    });
    const cancelled = await callApi(t, 'POST', `/api/orders/${order.id}/cancel`, guest.cookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const [row] = await t.db
      .select()
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, event.id));
    expect(row!.placesTaken).toBe(0);
    const stopped = await t.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(stopped.every((ticket) => ticket.cancelledAt !== null)).toBe(true);
    const again = await callApi(t, 'POST', `/api/orders/${order.id}/cancel`, guest.cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled.');
  });

  it('lets the guest cancel with the link’s key, and no one else', async () => {
    const { order } = await bookedEvent({ ticketTypes: [{ name: 'Place', pricePence: 0 }] });
    const other = await signUp(t, { name: 'Olu Other', email: `olu-${Date.now()}@example.com` });
    expect(
      (await callApi(t, 'POST', `/api/orders/${order.id}/cancel`, other.cookie, {})).statusCode,
    ).toBe(404);
    expect(
      (await callApi(t, 'POST', `/api/orders/${order.id}/cancel`, undefined, { key: 'nope' }))
        .statusCode,
    ).toBe(404);
    const withKey = await callApi(t, 'POST', `/api/orders/${order.id}/cancel`, undefined, {
      key: order.accessKey,
    });
    expect(withKey.statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Order, TicketingInput } from '../../../../shared/tickets/ticket-schemas';
import { eventTicketing, orders, tickets } from '../../../db/schema/tickets';
import { startFakeStripe, type FakeStripe, type FakeStripeEvent } from '../../../test/fake-stripe';
import { useTestApp, type Account } from '../../../test/fixtures';
import { createdOrder } from '../../../test/order-examples';
import { BOOKING_RATE_LIMITS, signUpMaya, ticketedEvent } from '../../../test/ticket-helpers';
import { releaseExpiredHolds } from '../kernel/holds';
import { STRIPE_WEBHOOK_PATH } from './payments.routes';

/**
 * The card payment tests' app, paying through a fake Stripe that is up at the start of each
 * test, and Maya, whose events are booked; made before the first test of the describe block this
 * is called in. Answers them at once (the fake as a stand-in that reaches it once started), with
 * the calls the tests make.
 */
export function useStripeApp(target: 'pglite' | 'postgres') {
  let started: FakeStripe | undefined;
  const t = useTestApp(target, async () => {
    started = await startFakeStripe();
    return { ...BOOKING_RATE_LIMITS, stripe: started.options };
  });
  afterAll(() => started?.close());
  const fake = new Proxy({} as FakeStripe, {
    get: (_, key) => Reflect.get(started!, key),
    set: (_, key, value) => Reflect.set(started!, key, value),
  });
  const host = {} as Account;
  let guestNumber = 0;

  beforeAll(async () => {
    Object.assign(host, await signUpMaya(t));
  });
  beforeEach(() => {
    fake.down = false;
  });

  /** A published event with these tickets; answers its id and ticket type ids. */
  const paidEvent = async (input: TicketingInput) => {
    const { event, typeIds } = await ticketedEvent(t, host.cookie, input);
    return { eventId: event.id, typeIds };
  };

  /** A published event whose one ticket type is a £15 Place, with these settings; answers their ids. */
  const placeEvent = async (settings: Omit<TicketingInput, 'ticketTypes'> = {}) => {
    const { eventId, typeIds } = await paidEvent({
      ...settings,
      ticketTypes: [{ name: 'Place', pricePence: 1500 }],
    });
    return { eventId, placeId: typeIds[0]! };
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

  const booked = async (eventId: string, ticketTypeId: string, quantity = 1): Promise<Order> =>
    createdOrder(await book(eventId, [{ ticketTypeId, quantity }]));

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

  return {
    t,
    fake,
    paidEvent,
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
  };
}

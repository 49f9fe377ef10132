import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/notification-schemas';
import type { FreePlaceAnswer } from '../../../../shared/tickets/waitlist-schemas';
import { orders } from '../../../db/schema/tickets';
import type { Account } from '../../../test/fixtures';
import { callApi, databaseTargets } from '../../../test/test-app';
import { onOrderPaid } from '../kernel/order-paid';
import { useWaitlistApp } from './waitlist.fixtures';

describe.each(databaseTargets)('places paid forward (%s)', (target) => {
  const { t, booker, members, eventWith, book, waitlist, placesTaken, cancel } =
    useWaitlistApp(target);

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

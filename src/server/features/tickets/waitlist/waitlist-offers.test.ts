import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/notification-schemas';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { orders } from '../../../db/schema/tickets';
import { waitlistEntries } from '../../../db/schema/waitlist';
import type { Account } from '../../../test/fixtures';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useWaitlistApp } from './waitlist.fixtures';

describe.each(databaseTargets)('offering freed places to those waiting (%s)', (target) => {
  const { t, host, booker, members, soldOut, join, waitlist, placesTaken, cancel } =
    useWaitlistApp(target);

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
});

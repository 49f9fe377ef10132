import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { orderLines, orders } from '../../../db/schema/tickets';
import { createdOrder, THREE_AND_ONE } from '../../../test/order-examples';
import { databaseTargets } from '../../../test/test-app';
import { useBookingApp } from './booking.fixtures';

describe.each(databaseTargets)('what a booking costs (%s)', (target) => {
  const { t, host, member, hostEvent, saved, book, offer } = useBookingApp(target);

  it('prices a paid order in exact pence, with the fee recorded on every line', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      capacity: 20,
      feeMode: 'guest',
      paymentInstructions: 'Pay by bank transfer to Kindred Circle, 12-34-56 78901234.',
      ticketTypes: [
        { ...THREE_AND_ONE.ticketTypes[0]!, quantity: 5 },
        THREE_AND_ONE.ticketTypes[1]!,
      ],
    });
    const [early, standard] = setup.ticketTypes;
    const order = createdOrder(
      await book(event.id, { lines: THREE_AND_ONE.lines(early!.id, standard!.id) }, member.cookie),
    );
    // 3 × £10.10 + £15.20 = £45.50, and £1 on each of 4 tickets on top.
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      ...THREE_AND_ONE.totals,
      paymentInstructions: 'Pay by bank transfer to Kindred Circle, 12-34-56 78901234.',
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        ticketName: 'Early bird',
        quantity: 3,
        unitPricePence: 1010,
        unitFeePence: 100,
        lineTotalPence: 3330,
      }),
      expect.objectContaining({
        ticketName: 'Standard',
        quantity: 1,
        unitPricePence: 1520,
        unitFeePence: 100,
        lineTotalPence: 1620,
      }),
    ]);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => line.unitFeePence)).toEqual([100, 100]);
    // A place is kept for a guest who pays at the door.
    expect(order.tickets).toHaveLength(4);
    expect((await offer(event.id)).placesLeft).toBe(16);
  });

  it('takes the fee out of the price when the host absorbs it, and uses the space’s own fee', async () => {
    const event = await hostEvent();
    await t.db.execute(
      sql`update facilitator_spaces set platform_fee_override = 0.75 where user_id = ${host.userId}`,
    );
    const setup = await saved(event.id, {
      feeMode: 'host',
      ticketTypes: [{ name: 'Standard', pricePence: 2000 }],
    });
    const order: Order = (
      await book(
        event.id,
        { lines: [{ ticketTypeId: setup.ticketTypes[0]!.id, quantity: 2 }] },
        member.cookie,
      )
    ).json();
    expect(order).toMatchObject({
      subtotalPence: 4000,
      feePence: 150,
      totalPence: 4000,
      feeMode: 'host',
    });
    await t.db.execute(
      sql`update facilitator_spaces set platform_fee_override = 1 where user_id = ${host.userId}`,
    );
  });

  it('lets a guest choose on a sliding scale, but never below its minimum', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      ticketTypes: [
        { name: 'Sliding scale', kind: 'sliding', minPence: 500, pricePence: 1500, maxPence: 3000 },
      ],
    });
    const id = setup.ticketTypes[0]!.id;
    const below = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 1, pricePence: 499 }] },
      member.cookie,
    );
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('Please choose an amount between £5.00 and £30.00.');
    const above = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 1, pricePence: 3001 }] },
      member.cookie,
    );
    expect(above.statusCode).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(0);

    const chosen = await book(
      event.id,
      { lines: [{ ticketTypeId: id, quantity: 1, pricePence: 725 }] },
      member.cookie,
    );
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ subtotalPence: 725, feePence: 100, totalPence: 825 });
  });
});

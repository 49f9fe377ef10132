import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Ticketing } from '../../../../shared/tickets/ticket-schemas';
import { events } from '../../../db/schema/events';
import { eventTicketing, orders } from '../../../db/schema/tickets';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useBookingApp } from './booking.fixtures';

// Issue 23: every date of a series is an event of its own, with its own places. Fifty buyers at
// once on one date sell exactly its capacity, and no other date of the series loses a place.
describe.each(databaseTargets)('booking one date of a series (%s)', (target) => {
  const { t, host, hostEvent, saved } = useBookingApp(target);

  it('sells exactly one date’s places to 50 buyers at once, and no other date’s', async () => {
    // 2099-06-04 is a Thursday: three Thursdays, each with ten places.
    const first = await hostEvent({ startDate: '2099-06-04', endDate: '2099-06-04' });
    await saved(first.id, { capacity: 10, ticketTypes: [{ name: 'Place', pricePence: 0 }] });
    const repeated = await callApi(t, 'POST', `/api/events/${first.id}/series`, host.cookie, {
      rule: {
        repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] },
        end: { kind: 'after', count: 3 },
      },
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    const dates = await t.db
      .select({ id: events.id, startDate: events.startDate })
      .from(events)
      .where(eq(events.seriesId, repeated.json().series.id))
      .orderBy(asc(events.startDate));
    expect(dates.map((d) => d.startDate)).toEqual(['2099-06-04', '2099-06-11', '2099-06-18']);
    const second = dates[1]!.id;
    const offer = (await callApi(t, 'GET', `/api/events/${second}/tickets`)).json() as Ticketing;
    const ticketTypeId = offer.ticketTypes[0]!.id;

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${second}/orders`,
          payload: {
            lines: [{ ticketTypeId, quantity: 1 }],
            name: `Buyer ${i}`,
            email: `series-buyer${i}@example.com`,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);

    const taken = await t.db
      .select({ eventId: eventTicketing.eventId, placesTaken: eventTicketing.placesTaken })
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, second));
    expect(taken).toEqual([{ eventId: second, placesTaken: 10 }]);
    for (const other of [dates[0]!.id, dates[2]!.id]) {
      const [row] = await t.db
        .select({ placesTaken: eventTicketing.placesTaken, capacity: eventTicketing.capacity })
        .from(eventTicketing)
        .where(eq(eventTicketing.eventId, other));
      expect(row).toEqual({ placesTaken: 0, capacity: 10 });
      expect(await t.db.select().from(orders).where(eq(orders.eventId, other))).toEqual([]);
      const tickets = (await callApi(t, 'GET', `/api/events/${other}/tickets`)).json();
      expect(tickets.ticketTypes[0].placesLeft).toBe(10);
    }
  });
});

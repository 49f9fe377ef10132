import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticketing } from '../../../../shared/tickets/ticket-schemas';
import { eventTicketing, orders } from '../../../db/schema/tickets';
import { createEventAs } from '../../../test/event-helpers';
import { signUpWithSpace } from '../../../test/space-helpers';
import { callApi, createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13: two app processes on one database agree on the last place, because the database
// decides it (a guarded update on the counter row), not either process's memory.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'bookings: two app processes on one PostgreSQL database',
  () => {
    let first: TestApp;
    let second: TestApp;
    let host: { cookie: string };
    beforeAll(async () => {
      const rateLimits = { ordersPerIp: 1e6 };
      first = await createTestApp('postgres', { rateLimits });
      second = await createTestApp('postgres', { rateLimits, databaseUrl: first.databaseUrl });
      host = await signUpWithSpace(first, {
        name: 'Maya Rivers',
        email: 'maya@example.com',
        handle: 'maya',
      });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('50 buyers split between two processes for 10 places: exactly 10 booked', async () => {
      const event = await createEventAs(first.app, host.cookie, { price: 0, capacity: null });
      const setup = await callApi(first, 'PUT', `/api/events/${event.id}/ticketing`, host.cookie, {
        capacity: 10,
        ticketTypes: [{ name: 'Place', pricePence: 0 }],
      });
      const ticketTypeId = (setup.json() as Ticketing).ticketTypes[0]!.id;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 === 0 ? first : second).app.inject({
            method: 'POST',
            url: `/api/events/${event.id}/orders`,
            payload: {
              lines: [{ ticketTypeId, quantity: 1 }],
              name: `Buyer ${i}`,
              email: `buyer${i}@example.com`,
            },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      expect(await first.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(
        10,
      );
      const [row] = await second.db
        .select()
        .from(eventTicketing)
        .where(eq(eventTicketing.eventId, event.id));
      expect(row!.placesTaken).toBe(10);
    });
  },
);

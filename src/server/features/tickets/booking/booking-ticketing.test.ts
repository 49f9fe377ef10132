import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventTicketing } from '../../../db/schema/tickets';
import { createEventAs } from '../../../test/event-helpers';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useBookingApp } from './booking.fixtures';

describe.each(databaseTargets)('an event’s tickets, set by its hosts (%s)', (target) => {
  const { t, host, member, other, hostEvent, saveTicketing, saved, book, offer } =
    useBookingApp(target);

  it('turns the price and capacity an event was saved with into its first ticket type', async () => {
    const event = await hostEvent({ price: 12.5, capacity: 30 });
    const tickets = await offer(event.id);
    expect(tickets.capacity).toBe(30);
    expect(tickets.placesLeft).toBe(30);
    expect(tickets.ticketTypes).toMatchObject([
      { name: 'General admission', kind: 'fixed', pricePence: 1250, state: 'on_sale' },
    ]);
    expect(tickets.feePerTicketPence).toBe(100);
    expect(tickets.payment).toBe('offline');
  });

  it('refuses a sliding scale whose suggested amount lies outside its range, and saves nothing', async () => {
    const event = await hostEvent();
    const response = await saveTicketing(event.id, {
      ticketTypes: [
        { name: 'Sliding', kind: 'sliding', minPence: 1000, pricePence: 500, maxPence: 2000 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'The suggested amount must be between the minimum and the maximum',
    );
    expect((await offer(event.id)).ticketTypes.map((type) => type.name)).toEqual(['Free place']);
  });

  it('never lets the host set capacity or a quantity below the places already booked', async () => {
    const event = await hostEvent();
    const setup = await saved(event.id, {
      ticketTypes: [{ name: 'Place', pricePence: 0, quantity: 10 }],
    });
    const id = setup.ticketTypes[0]!.id;
    await book(event.id, { lines: [{ ticketTypeId: id, quantity: 4 }] }, member.cookie);
    const capacity = await saveTicketing(event.id, {
      capacity: 3,
      ticketTypes: [{ id, name: 'Place', pricePence: 0, quantity: 10 }],
    });
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json().fieldErrors.capacity).toEqual([
      '4 places are already booked, so the capacity cannot be lower than that.',
    ]);
    const quantity = await saveTicketing(event.id, {
      ticketTypes: [{ id, name: 'Place', pricePence: 0, quantity: 3 }],
    });
    expect(quantity.statusCode).toBe(400);
    // Removing a booked type takes it off sale; its bookings stay.
    const replaced = await saved(event.id, {
      ticketTypes: [{ name: 'Second release', pricePence: 500 }],
    });
    expect(replaced.ticketTypes.map((type) => type.name)).toEqual(['Second release']);
    expect(replaced.placesTaken).toBe(4);
    const [row] = await t.db
      .select()
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, event.id));
    expect(row!.placesTaken).toBe(4);
  });

  it('lets only the event’s hosts see or change its tickets', async () => {
    const event = await hostEvent();
    const input = { ticketTypes: [{ name: 'Place', pricePence: 0 }] };
    expect((await saveTicketing(event.id, input, '')).statusCode).toBe(401);
    expect((await saveTicketing(event.id, input, member.cookie)).statusCode).toBe(403);
    expect((await saveTicketing(event.id, input, other.cookie)).statusCode).toBe(403);
    expect(
      (await callApi(t, 'GET', `/api/events/${event.id}/ticketing`, other.cookie)).statusCode,
    ).toBe(403);
    const draft = await createEventAs(t.app, host.cookie, { price: 0 }, false);
    expect((await callApi(t, 'GET', `/api/events/${draft.id}/tickets`)).statusCode).toBe(404);
    expect((await saveTicketing(draft.id, input, other.cookie)).statusCode).toBe(404);
    const [free] = (await offer(draft.id, host.cookie)).ticketTypes;
    expect(
      (await book(draft.id, { lines: [{ ticketTypeId: free!.id, quantity: 1 }] }, member.cookie))
        .statusCode,
    ).toBe(404);
  });
});

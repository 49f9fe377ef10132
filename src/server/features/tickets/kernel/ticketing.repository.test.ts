import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventTicketing, ticketTypes } from '../../../db/schema/tickets';
import { createEventAs, signUpHost } from '../../../test/event-helpers';
import { callApi, databaseTargets } from '../../../test/test-app';
import {
  addGiftedPlaces,
  releasePlaces,
  takePlaces,
  updateTicketing,
} from './ticketing.repository';
import { useTestApp } from '../../../test/fixtures';

const LONG_AGO = new Date('2020-01-01T00:00:00Z');

// updated_at says when the host last changed the settings: the counters a booking moves leave
// it as it was (keepUpdatedAt), and the host's own changes move it (the schema's $onUpdate).
describe.each(databaseTargets)('tickets repository: updated_at (%s)', (target) => {
  const t = useTestApp(target);
  let eventId: string;
  let typeId: string;
  beforeAll(async () => {
    const host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    eventId = (await createEventAs(t.app, host.cookie, { price: 0, capacity: 10 })).id;
    // The event's booking settings and first ticket type are made when first asked for.
    await callApi(t, 'GET', `/api/events/${eventId}/tickets`);
    const [type] = await t.db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId));
    typeId = type!.id;
  });

  const backdate = async () => {
    await t.db.update(ticketTypes).set({ updatedAt: LONG_AGO }).where(eq(ticketTypes.id, typeId));
    await t.db
      .update(eventTicketing)
      .set({ updatedAt: LONG_AGO })
      .where(eq(eventTicketing.eventId, eventId));
  };
  const read = async () => {
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    const [settings] = await t.db
      .select()
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, eventId));
    return { type: type!, settings: settings! };
  };

  it('keeps updated_at while places are taken, given back and paid forward', async () => {
    await backdate();
    expect(await takePlaces(t.db, eventId, [{ ticketTypeId: typeId, quantity: 2 }])).toEqual({
      ok: true,
    });
    let now = await read();
    expect([now.type.taken, now.settings.placesTaken]).toEqual([2, 2]);
    await releasePlaces(t.db, eventId, [{ ticketTypeId: typeId, quantity: 1 }]);
    await addGiftedPlaces(t.db, eventId, 1);
    now = await read();
    expect([now.type.taken, now.settings.placesTaken, now.settings.giftedPlaces]).toEqual([
      1, 1, 1,
    ]);
    expect([now.type.updatedAt, now.settings.updatedAt]).toEqual([LONG_AGO, LONG_AGO]);
  });

  it("moves updated_at on the host's change of the settings", async () => {
    await backdate();
    await updateTicketing(t.db, eventId, { capacity: 12 });
    const { settings } = await read();
    expect(settings.capacity).toBe(12);
    expect(Math.abs(settings.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

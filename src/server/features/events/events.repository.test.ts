import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { setEventModeration, updateEvent } from './events.repository';
import { useTestApp } from '../../test/fixtures';

const LONG_AGO = new Date('2020-01-01T00:00:00Z');

// updated_at is the sitemap's lastmod and the calendar file's stamp. No repository sets it: the
// schema's $onUpdate does, on every update that leaves it out (db/schema/updated-at.ts).
describe.each(databaseTargets)('events repository: updated_at (%s)', (target) => {
  const t = useTestApp(target);
  let eventId: string;
  beforeAll(async () => {
    const host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    eventId = (await createEventAs(t.app, host.cookie)).id;
  });

  // Setting it by hand wins over $onUpdate, so a test can put it in the past.
  const backdate = () =>
    t.db.update(events).set({ updatedAt: LONG_AGO }).where(eq(events.id, eventId));
  const updatedAt = async () =>
    (await t.db.select({ at: events.updatedAt }).from(events).where(eq(events.id, eventId)))[0]!.at;

  it('moves to now on a change that does not name it', async () => {
    await backdate();
    expect(await updatedAt()).toEqual(LONG_AGO);
    const row = await updateEvent(t.db, eventId, { title: 'Renamed Cacao Ceremony' });
    expect(row?.title).toBe('Renamed Cacao Ceremony');
    expect(Math.abs(row!.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await updatedAt()).toEqual(row!.updatedAt);
  });

  it('moves on a moderation change too', async () => {
    await backdate();
    const row = await setEventModeration(t.db, eventId, {
      moderatedAt: null,
      moderatedBy: null,
      moderationReason: null,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });
});

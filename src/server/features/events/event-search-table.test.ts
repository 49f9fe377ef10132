import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { eventCategories, events, tags } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { createEventAs } from '../../test/event-helpers';
import { useSpaceHosts } from '../../test/space-helpers';
import { callApi, databaseTargets } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';
import { forgetPastSearchRows } from './event-search.repository';
import { listEvents, searchEvents } from './event-lists.service';

const NOW = new Date('2099-06-01T12:00:00Z');

/**
 * Issue 24, ADR 35: search and the public lists read `event_search`, kept by triggers on every
 * table its rows are drawn from. Whatever writes those tables (the API, a super admin's catalogue,
 * a script), what a visitor finds follows at once.
 */
describe.each(databaseTargets)('the search table follows every write (%s)', (target) => {
  const t = useTestApp(target);
  const { maya, theo } = useSpaceHosts(t, 'maya', 'theo');
  let event: { id: string };
  let category: typeof eventCategories.$inferSelect;
  let tag: typeof tags.$inferSelect;

  const found = async (term: string) => (await searchEvents(t.db, term, NOW)).map((e) => e.id);
  const listed = async () =>
    (await listEvents(t.db, { date: 'all', categories: [], limit: 50 }, NOW)).events.map(
      (e) => e.id,
    );

  beforeAll(async () => {
    [category] = (await t.db.select().from(eventCategories).limit(1)) as [typeof category];
    [tag] = (await t.db.select().from(tags).limit(1)) as [typeof tag];
    event = await createEventAs(t.app, maya.cookie, {
      title: 'Moonlit Gong Journey',
      categoryIds: [category.id],
      tagIds: [tag.id],
    });
  });

  it('finds an event by its host’s new name, and no longer by the old one', async () => {
    expect(await found('rivers')).toEqual([event.id]);
    await t.db
      .update(profiles)
      .set({ lastName: 'Brookfield', displayName: 'Maya Brookfield' })
      .where(eq(profiles.id, maya.userId));
    expect(await found('brookfield')).toEqual([event.id]);
    expect(await found('rivers')).toEqual([]);
  });

  it('follows a category or a tag renamed, and forgets one deleted', async () => {
    await t.db
      .update(eventCategories)
      .set({ name: 'Quixotic Rites' })
      .where(eq(eventCategories.id, category.id));
    expect(await found('quixotic')).toEqual([event.id]);
    await t.db.update(tags).set({ name: 'Zanzibar Drift' }).where(eq(tags.id, tag.id));
    const [byTag] = await searchEvents(t.db, 'zanzibar', NOW);
    // A tag's name scores 65, and a date 19 days away 4 more.
    expect(byTag).toMatchObject({ id: event.id, score: 69 });
    await t.db.delete(tags).where(eq(tags.id, tag.id));
    expect(await found('zanzibar')).toEqual([]);
  });

  it('never matches a term across two of an event’s names', async () => {
    const [first, second] = await t.db.select().from(tags).limit(2);
    const both = await createEventAs(t.app, maya.cookie, {
      title: 'Twin Tag Gathering',
      tagIds: [first!.id, second!.id],
    });
    expect(await found(first!.name)).toContain(both.id);
    // The end of one name, the separator the row keeps between names, the start of the next,
    // in either order.
    const spanning = (a: string, b: string) => `${a.slice(-3)}\u001f${b.slice(0, 3)}`;
    expect(await found(spanning(first!.name, second!.name))).toEqual([]);
    expect(await found(spanning(second!.name, first!.name))).toEqual([]);
    await t.db.delete(events).where(eq(events.id, both.id));
  });

  it('finds a co-hosted event by the co-host’s name while they are accepted and not suspended', async () => {
    const invited = await callApi(t, 'POST', `/api/events/${event.id}/cohosts`, maya.cookie, {
      spaceId: theo.spaceId,
    });
    expect(await found('okafor')).toEqual([]);
    await callApi(t, 'POST', `/api/cohost-invitations/${invited.json().id}/accept`, theo.cookie);
    expect(await found('okafor')).toEqual([event.id]);
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, theo.userId));
    expect(await found('okafor')).toEqual([]);
    await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, theo.userId));
    expect(await found('okafor')).toEqual([event.id]);
  });

  it('leaves out an event unpublished or cancelled, and brings it back when published again', async () => {
    await t.db.update(events).set({ isDraft: true }).where(eq(events.id, event.id));
    expect(await found('moonlit')).toEqual([]);
    expect(await listed()).toEqual([]);
    await t.db.update(events).set({ isDraft: false }).where(eq(events.id, event.id));
    expect(await found('moonlit')).toEqual([event.id]);
    expect(await listed()).toEqual([event.id]);
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));
    expect(await found('moonlit')).toEqual([]);
    expect(await listed()).toEqual([]);
    await t.db.update(events).set({ cancelledAt: null }).where(eq(events.id, event.id));
  });

  it('moves an event with its new date and title, in lists and in search', async () => {
    const later = await createEventAs(t.app, maya.cookie, {
      title: 'Sunrise Breath',
      startDate: '2099-07-01',
      endDate: '2099-07-01',
    });
    expect(await listed()).toEqual([event.id, later.id]);
    await t.db
      .update(events)
      .set({ startDate: '2099-06-02', endDate: '2099-06-02', title: 'Dawn Breath' })
      .where(eq(events.id, later.id));
    expect(await listed()).toEqual([later.id, event.id]);
    expect(await found('dawn')).toEqual([later.id]);
    expect(await found('sunrise')).toEqual([]);
  });

  it('forgets past dates at the roll-over, and finds the same from today on', async () => {
    const past = await createEventAs(t.app, maya.cookie, {
      title: 'Moonlit Past Gathering',
      startDate: '2099-05-20',
      endDate: '2099-05-20',
    });
    const before = await found('moonlit');
    expect(before).not.toContain(past.id);
    expect(await forgetPastSearchRows(t.db, '2099-06-01')).toBe(1);
    expect(await found('moonlit')).toEqual(before);
    const left = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from event_search
        where event_id = ${past.id}`),
    );
    expect(left[0]!.n).toBe(0);
  });

  it('takes a deleted event out with it', async () => {
    const gone = await createEventAs(t.app, maya.cookie, { title: 'Vanishing Drum Circle' });
    expect(await found('vanishing')).toEqual([gone.id]);
    await t.db.delete(events).where(eq(events.id, gone.id));
    expect(await found('vanishing')).toEqual([]);
  });
});

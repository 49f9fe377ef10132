import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { eventCategories, events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { notSuspendedSql } from '../../db/suspended-accounts';
import { createEventAs } from '../../test/event-helpers';
import { useSpaceHosts } from '../../test/space-helpers';
import { databaseTargets } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';
import { forgetPastSearchRows } from './event-search.repository';
import { upcomingCategories } from './events.repository';

const TODAY = '2099-06-01';

/**
 * Issue 20: the home page's categories on offer sum counts per date and category that triggers
 * keep beside `event_search` (migration 0027). Whatever writes an event, the counts stay the
 * counts of the table, and the chips the answer of counting every upcoming event.
 */
describe.each(databaseTargets)('categories on offer from counts per date (%s)', (target) => {
  const t = useTestApp(target);
  const { maya, theo } = useSpaceHosts(t, 'maya', 'theo');
  let ids: number[];

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.db.execute(statement));

  /** The counts as kept (changes to sum), and as event_search says they are. */
  async function expectCountsOfTheTable() {
    const kept = await query(sql`select start_date::text as day, category_id,
        sum(events)::int as events
      from event_category_days group by 1, 2 having sum(events) <> 0 order by 1, 2`);
    const counted = await query(sql`select s.start_date::text as day, cid as category_id,
        count(*)::int as events
      from event_search s cross join lateral unnest(s.category_ids) as cid
      group by 1, 2 order by 1, 2`);
    expect(kept).toEqual(counted);
  }

  /** The chips, against the query they replace: every upcoming event counted, suspended off. */
  async function expectChipsOfCountingEverything() {
    const everything = await query<{ id: number; name: string; color: string }>(sql`
      select id, name, color from (
        select c.id, c.name, c.color, c.sort_order, count(*)::int as uses
        from event_search s cross join lateral unnest(s.category_ids) as cid
        join event_categories c on c.id = cid
        where s.start_date >= ${TODAY}::date and ${notSuspendedSql('s.user_id')}
        group by c.id order by uses desc, c.sort_order, c.name limit 3) as most_used
      order by sort_order, name`);
    expect(await upcomingCategories(t.db, TODAY, 3)).toEqual(everything);
    await expectCountsOfTheTable();
  }

  const event = (title: string, date: string, categoryIds: number[], cookie = maya.cookie) =>
    createEventAs(t.app, cookie, { title, startDate: date, endDate: date, categoryIds });

  beforeAll(async () => {
    ids = (await t.db.select({ id: eventCategories.id }).from(eventCategories).limit(4)).map(
      (c) => c.id,
    );
  });

  it('counts what is published, wherever and whenever it moves', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const first = await event('Gong Bath', '2099-06-10', [a, b]);
    await event('Cacao Circle', '2099-06-10', [a], theo.cookie);
    await event('Past Breathwork', '2099-05-20', [d]);
    await event('Dawn Dance', '2099-06-20', [c]);
    await event('Dusk Dance', '2099-06-21', [c]);
    await expectChipsOfCountingEverything();
    expect(await upcomingCategories(t.db, TODAY, 3)).toHaveLength(3);

    await t.db
      .update(events)
      .set({ startDate: '2099-07-01', endDate: '2099-07-01', categoryIds: [b, c] })
      .where(eq(events.id, first.id));
    await expectChipsOfCountingEverything();

    await t.db.update(events).set({ isDraft: true }).where(eq(events.id, first.id));
    await expectChipsOfCountingEverything();
    await t.db
      .update(events)
      .set({ cancelledAt: new Date() })
      .where(eq(events.title, 'Dusk Dance'));
    await expectChipsOfCountingEverything();
    await t.db.update(events).set({ isDraft: false, cancelledAt: null });
    await expectChipsOfCountingEverything();
  });

  it('takes a suspended host’s events off, and gives them back on restore', async () => {
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, theo.userId));
    await expectChipsOfCountingEverything();
    await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, theo.userId));
    await expectChipsOfCountingEverything();
  });

  it('follows one statement that writes many events, and a deleted one', async () => {
    const [a, , c] = ids as [number, number, number];
    await t.db
      .update(events)
      .set({ categoryIds: [a, c] })
      .where(inArray(events.userId, [maya.userId]));
    await expectChipsOfCountingEverything();
    await t.db.delete(events).where(eq(events.title, 'Cacao Circle'));
    await expectChipsOfCountingEverything();
  });

  it('forgets past dates at the roll-over, the chips the same', async () => {
    const chips = await upcomingCategories(t.db, TODAY, 3);
    await forgetPastSearchRows(t.db, TODAY);
    const past = await query<{ n: number }>(
      sql`select count(*)::int as n from event_category_days where start_date < ${TODAY}::date`,
    );
    expect(past[0]!.n).toBe(0);
    // The changes written since are folded into one row a date and category.
    const folded = await query<{ n: number }>(sql`select count(*)::int as n from (
        select 1 from event_category_days group by start_date, category_id having count(*) > 1) x`);
    expect(folded[0]!.n).toBe(0);
    expect(await upcomingCategories(t.db, TODAY, 3)).toEqual(chips);
    await expectChipsOfCountingEverything();
  });
});

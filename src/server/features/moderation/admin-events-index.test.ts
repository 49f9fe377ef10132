import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEventsPageQuery, type AdminEventsPageQuery } from './moderation.repository';
import { planOf, useSeededPostgres, type PlanNode } from '../../test/query-plans';

/**
 * The super admin's list of events stays index scans at 100,000 events: PostgreSQL's own plans
 * for the queries the list sends (PGlite's planner sees too few rows to choose as production
 * would, so this runs on PostgreSQL only).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the admin event list at 100,000 events (postgres)',
  () => {
    const handle = useSeededPostgres(
      'kindred_admin_events_index',
      async (handle) => {
        await handle.db.execute(sql`
      insert into users (id, name, email, email_verified)
      select gen_random_uuid(), 'Host ' || i, 'host' || i || '@bench.test', true
      from generate_series(1, 10000) as i`);
        await handle.db.execute(sql`
      insert into profiles (id, first_name, last_name, email, handle, is_host)
      select id, (array['Maya','Theo','Isla','Priya','Jonah'])[1 + n % 5], 'Host' || n, email,
             'host-' || n, true
      from (select id, email, substr(split_part(email, '@', 1), 5)::int as n from users) u`);
        // One in twenty a draft; one in a thousand unpublished by moderation; one title in 997
        // with a rare word, a tenth with a common one.
        await handle.db.execute(sql`
      insert into events (title, start_date, end_date, start_time, end_time, starts_at, ends_at,
                          location_type, user_id, is_draft, moderated_at, moderation_reason,
                          created_at)
      select (array['Sacred','Full Moon','Sunrise','Candlelit','Forest'])[1 + i % 5] || ' ' ||
             (array['Cacao Ceremony','Sound Bath','Yin Yoga','Kirtan','Breathwork','Drum Circle',
                    'Meditation','Gong Bath','Ecstatic Dance','Tea Ritual'])[1 + (i / 5) % 10] ||
             case when i % 997 = 0 then ' Zephyrine' else '' end,
             d, d, '19:00', '21:00', d + time '19:00', d + time '21:00', 'online', h.id,
             i % 20 = 0 or i % 1000 = 1, case when i % 1000 = 1 then now() end,
             case when i % 1000 = 1 then 'Spam' end,
             now() - make_interval(mins => i)
      from (select i, current_date + (i % 400) as d, 1 + i % 10000 as host_n
            from generate_series(1, 100000) as i) g
      join (select row_number() over (order by id) as n, id from users) h on h.n = g.host_n`);
        await handle.db.execute(sql`vacuum analyze events`);
        await handle.db.execute(sql`analyze profiles`);
      },
      240_000,
    );

    /** The plan PostgreSQL runs for this page, as a flat list of its nodes. */
    const plan = (q: AdminEventsPageQuery) => planOf(handle, adminEventsPageQuery(handle.db, q));

    const seqScansOfEvents = (steps: PlanNode[]) =>
      steps.filter((s) => s['Node Type'] === 'Seq Scan' && s['Relation Name'] === 'events');

    /** A row halfway down the list, as the cursor of a deep page. */
    async function middle() {
      const rows = await adminEventsPageQuery(handle.db, { status: 'all', limit: 50_001 });
      const row = rows.at(-1)!;
      return { createdAt: row.sortValue, id: row.id };
    }

    it('reads the first and a deep page of every event through events_created_idx, without sorting', async () => {
      for (const after of [undefined, await middle()]) {
        for (const status of ['all', 'published', 'draft'] as const) {
          const steps = await plan({ status, after, limit: 26 });
          const types = steps.map((s) => s['Node Type']);
          expect(types, status).not.toContain('Seq Scan');
          expect(types, status).not.toContain('Sort');
          const scan = steps.find((s) => s['Index Name'] === 'events_created_idx');
          expect(scan, `${status}: ${JSON.stringify(steps)}`).toBeDefined();
        }
      }
    });

    it('finds the events unpublished by moderation through their own small index', async () => {
      const steps = await plan({ status: 'unpublished_by_admin', limit: 26 });
      expect(steps.map((s) => s['Node Type'])).not.toContain('Seq Scan');
      expect(steps.some((s) => s['Index Name'] === 'events_moderated_idx')).toBe(true);
    });

    it.each([
      ['a rare word in titles', 'zephyrine'],
      ['a common word in titles', 'cacao'],
      ['a host’s name', 'isla host4242'],
      ['an e-mail address', 'host77@bench'],
      ['a handle', '@host-42'],
    ])('searches %s without reading every event', async (_what, term) => {
      const steps = await plan({ status: 'all', term, limit: 26 });
      expect(seqScansOfEvents(steps), JSON.stringify(steps)).toEqual([]);
      expect(steps.map((s) => s['Node Type'])).not.toContain('Seq Scan');
      const rows = await adminEventsPageQuery(handle.db, { status: 'all', term, limit: 26 });
      expect(rows.length).toBeGreaterThan(0);
    });
  },
);

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PeopleFilter, PeopleSort } from '../../../shared/admin-schemas';
import { rowsOf } from '../../db/client';
import { peoplePageQuery, type PeoplePageQuery } from './people.repository';
import { planOf, useSeededPostgres } from '../../test/query-plans';

/**
 * The people list's pages stay index range scans at 100,000 people: PostgreSQL's own plans for
 * the queries the list sends, on a database of that size (PGlite's planner sees too few rows to
 * choose as production would, so this runs on PostgreSQL only).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the people list at 100,000 people (postgres)',
  () => {
    const handle = useSeededPostgres(
      'kindred_people_index',
      async (handle) => {
        await handle.db.execute(sql`
      insert into users (id, name, email, email_verified, created_at)
      select gen_random_uuid(), 'Person ' || i, 'person' || i || '@bench.test', true,
             now() - make_interval(mins => i)
      from generate_series(1, 100000) as i`);
        await handle.db.execute(sql`
      insert into profiles (id, first_name, last_name, email, is_host, is_super_admin,
                            suspended_at, last_seen_at, event_count, created_at)
      select id, (array['Maya','Theo','Isla','Priya','Jonah'])[1 + n % 5], 'Person' || n, email,
             n % 10 = 0, n % 5000 = 0,
             case when n % 2000 = 1 then now() end,
             case when n % 3 <> 0 then now() - make_interval(mins => n % 50000) end,
             n % 40, created_at
      from (select id, email, created_at,
                   substr(split_part(email, '@', 1), 7)::int as n from users) u`);
        await handle.db.execute(sql`analyze profiles`);
      },
      180_000,
    );

    /** The plan PostgreSQL runs for this page, as a flat list of its nodes. */
    const plan = (q: PeoplePageQuery) => planOf(handle, peoplePageQuery(handle.db, q));

    /** A row halfway down the list in this order, as the cursor of a deep page. */
    async function middle(sort: PeopleSort, dir: 'asc' | 'desc') {
      const rows = await peoplePageQuery(handle.db, { show: 'all', sort, dir, limit: 50_001 });
      const row = rows.at(-1)!;
      return { value: row.sortValue, id: row.id };
    }

    const SORT_INDEXES: Record<PeopleSort, string> = {
      joined: 'profiles_joined_idx',
      name: 'profiles_sort_name_idx',
      lastSeen: 'profiles_last_seen_idx',
      events: 'profiles_event_count_idx',
    };

    it.each(['joined', 'name', 'lastSeen', 'events'] as const)(
      'reads the first and a deep page sorted by %s through its index, either way, without sorting',
      async (sort) => {
        for (const dir of ['asc', 'desc'] as const) {
          for (const after of [undefined, await middle(sort, dir)]) {
            const steps = await plan({ show: 'all', sort, dir, after, limit: 26 });
            const types = steps.map((s) => s['Node Type']);
            expect(types, `${sort} ${dir}`).not.toContain('Seq Scan');
            expect(types, `${sort} ${dir}`).not.toContain('Sort');
            const scan = steps.find((s) => s['Index Name'] === SORT_INDEXES[sort]);
            expect(scan, `${sort} ${dir}: ${JSON.stringify(steps)}`).toBeDefined();
            // A range scan: it stops after the page, wherever the page starts.
            expect(scan!['Actual Rows']).toBeLessThanOrEqual(26);
          }
        }
      },
      60_000,
    );

    it.each([
      ['hosts', 'profiles_joined_idx'],
      ['admins', 'profiles_super_admins_idx'],
      ['suspended', 'profiles_suspended_idx'],
    ] as Array<[PeopleFilter, string]>)(
      'finds %s through an index, not by reading everyone',
      async (show, index) => {
        const steps = await plan({ show, sort: 'joined', dir: 'desc', limit: 26 });
        expect(steps.map((s) => s['Node Type'])).not.toContain('Seq Scan');
        expect(
          steps.some((s) => s['Index Name'] === index),
          JSON.stringify(steps),
        ).toBe(true);
      },
    );

    /**
     * A term eleven people match (person4242, person42420…9), unless ANALYZE's sampled histogram
     * happens to hold one of them as a bound: the planner then reckons the term common, and
     * rightly walks the name order instead (a chance of about 2% a run). The next number whose
     * matches the statistics do not hold is as rare to the planner as it is in the table.
     */
    async function rareTerm() {
      const bounds = rowsOf<{ value: string }>(
        await handle.db.execute(sql`
          select lower(unnest(histogram_bounds::text::text[])) as value from pg_stats
          where tablename in ('profiles', 'profiles_full_name_trgm_idx')
            and histogram_bounds is not null`),
      ).map((row) => row.value);
      // The e-mail's histogram and the name expression's (101 bounds each by default).
      expect(bounds.length).toBeGreaterThan(150);
      for (let n = 4242; ; n++)
        if (!bounds.some((value) => value.includes(`person${n}`))) return `person${n}`;
    }

    it('searches names and e-mail through their trigram indexes', async () => {
      const steps = await plan({
        term: await rareTerm(),
        show: 'all',
        sort: 'name',
        dir: 'asc',
        limit: 26,
      });
      expect(steps.map((s) => s['Node Type'])).not.toContain('Seq Scan');
      const indexes = steps.map((s) => s['Index Name']).filter(Boolean);
      expect(indexes).toEqual(
        expect.arrayContaining(['profiles_email_trgm_idx', 'profiles_full_name_trgm_idx']),
      );
      const rows = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from profiles`),
      );
      expect(rows[0]!.n).toBe(100_000);
    });
  },
);

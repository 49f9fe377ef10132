/**
 * Prints PostgreSQL's plan (EXPLAIN ANALYZE, BUFFERS) of the search for a term, as the app sends
 * it, on a seeded bench database: `npx tsx bench/explain-search.ts breath [kindred_bench_1m]`.
 */
import pg from 'pg';
import type { Sql } from 'postgres';
import { openDatabase } from '../src/server/db/client';
import { searchEventCards } from '../src/server/features/events/event-search.repository';
import { londonDate } from '../src/shared/events/london-dates';

const [term = 'breath', database = 'kindred_bench'] = process.argv.slice(2);
const url = `postgres://postgres@127.0.0.1:5432/${database}`;
const handle = await openDatabase({ databaseUrl: url });
const client = (handle.db as unknown as { $client: Sql }).$client;
const sent: Array<{ text: string; values: unknown[] }> = [];
const unsafe = client.unsafe.bind(client);
client.unsafe = ((text: string, values: unknown[] = [], options?: object) => {
  sent.push({ text, values });
  return unsafe(text, values as never[], options);
}) as Sql['unsafe'];
await searchEventCards(handle.db, term.toLowerCase(), londonDate(), 50);
await handle.close();

const pool = new pg.Pool({ connectionString: url, max: 1 });
for (const query of sent) {
  // Warm, as a live server's connection is.
  for (let i = 0; i < 3; i++) await pool.query(query);
  const { rows } = await pool.query({
    text: `explain (analyze, buffers) ${query.text}`,
    values: query.values,
  });
  console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
}
await pool.end();

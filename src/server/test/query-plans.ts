import type { Sql } from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from './scratch-database';

/** One step of a plan PostgreSQL printed with EXPLAIN (FORMAT JSON). */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan PostgreSQL runs for this query (EXPLAIN ANALYZE), as a flat list of its nodes. */
export async function planOf(
  handle: DatabaseHandle,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const client = (handle.db as unknown as { $client: Sql }).$client;
  const [row] = (await client.unsafe(
    `explain (analyze, format json) ${text}`,
    params as never[],
  )) as unknown as Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>;
  return nodes(row!['QUERY PLAN'][0]!.Plan);
}

/**
 * A migrated PostgreSQL database of its own for the describe block this is called in, filled by
 * `seed` before the first test (within `timeoutMs`) and dropped after the last. Answers the
 * handle at once, empty until then.
 */
export function useSeededPostgres(
  name: string,
  seed: (handle: DatabaseHandle) => Promise<void>,
  timeoutMs: number,
): DatabaseHandle {
  const handle = {} as DatabaseHandle;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase(name);
    Object.assign(handle, await openDatabase({ databaseUrl: scratch.url }));
    await runMigrations(handle);
    await seed(handle);
  }, timeoutMs);
  afterAll(async () => {
    await handle.close?.();
    await scratch?.drop();
  });
  return handle;
}

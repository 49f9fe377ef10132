import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

/** The limiter's counters (`rate_limit_counters`), one fixed window per key. */

/**
 * Counts one hit in the key's window, starting a new window when the last one is over, in one
 * atomic upsert: concurrent requests on several app processes never slip past a limit together.
 * Answers the hits in the window and when it started.
 */
export async function countHit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; windowStartedAt: Date } | undefined> {
  const result = await db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limit_counters.window_started_at end
    returning hits, window_started_at`);
  const row = rowsOf<{ hits: number; window_started_at: string | Date }>(result)[0];
  return row && { hits: Number(row.hits), windowStartedAt: new Date(row.window_started_at) };
}

export async function takeBackHit(db: Database, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set hits = greatest(hits - 1, 0) where key = ${key}`,
  );
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

export async function deleteExpiredCounters(db: Database, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { AppError } from './app-error';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Fixed-window counting in Postgres: one atomic upsert per check, so concurrent requests on
 * several app processes can never slip past the limit together.
 */
export async function hit(
  db: Database,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = await db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${rule.key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                  then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                  then now() else rate_limit_counters.window_started_at end
    returning hits, window_started_at`);
  const row = rowsOf<{ hits: number; window_started_at: string | Date }>(result)[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const startedAt = new Date(row.window_started_at).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((startedAt + rule.windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: Number(row.hits) <= rule.limit, retryAfterSeconds };
}

/** Counts one attempt against every rule and throws 429 when any of them is exceeded. */
export async function enforce(db: Database, rules: RateLimitRule[]): Promise<void> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const outcome = await hit(db, rule);
    if (!outcome.allowed)
      retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { retryAfterSeconds },
    );
  }
}

/**
 * Takes back the attempt `enforce` counted, for limits that count failures only: the attempt
 * is counted up front (so a burst of parallel guesses cannot all pass a check together) and
 * refunded once it turned out not to be a failure.
 */
export async function refund(db: Database, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set hits = greatest(hits - 1, 0) where key = ${key}`,
  );
}

/** Starts a counter afresh, e.g. an account's failed sign-ins after a successful one. */
export async function reset(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

export async function deleteExpiredCounters(db: Database, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}

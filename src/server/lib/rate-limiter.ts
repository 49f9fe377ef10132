import type { Database } from '../db/client';
import { AppError } from './app-error';
import { countHit, deleteCounter, takeBackHit } from './rate-limits.repository';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Fixed-window counting in Postgres: one atomic upsert per check, so concurrent requests on
 * several app processes can never slip past the limit together.
 */
export async function hit(
  db: Database,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const row = await countHit(db, rule.key, rule.windowSeconds);
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const startedAt = row.windowStartedAt.getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((startedAt + rule.windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: row.hits <= rule.limit, retryAfterSeconds };
}

/** Counts one attempt against every rule and throws 429 when any of them is exceeded. */
export async function enforce(db: Database, rules: RateLimitRule[]): Promise<void> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const outcome = await hit(db, rule);
    if (!outcome.allowed)
      retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw tooManyAttempts(retryAfterSeconds);
}

/** The 429 of a limit that lets go in `retryAfterSeconds`. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds },
  );
}

/**
 * Takes back the attempt `enforce` counted, for limits that count failures only: the attempt
 * is counted up front (so a burst of parallel guesses cannot all pass a check together) and
 * refunded once it turned out not to be a failure.
 */
export async function refund(db: Database, key: string): Promise<void> {
  await takeBackHit(db, key);
}

/** Starts a counter afresh, e.g. an account's failed sign-ins after a successful one. */
export async function reset(db: Database, key: string): Promise<void> {
  await deleteCounter(db, key);
}

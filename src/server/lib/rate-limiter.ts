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

/**
 * Counts one attempt against `rule` and throws 429 when it is exceeded, saying `message` with
 * how long to wait ("5 minutes"): for a limit that tells people what it allows.
 */
export async function enforceSaying(
  db: Database,
  rule: RateLimitRule,
  message: (wait: string) => string,
): Promise<void> {
  const outcome = await hit(db, rule);
  if (!outcome.allowed) throw rateLimited(outcome.retryAfterSeconds, message);
}

/** The 429 of a limit that lets go in `retryAfterSeconds`. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return rateLimited(
    retryAfterSeconds,
    (wait) => `Too many attempts. Please wait ${wait} and try again.`,
  );
}

/** A 429 saying `message` with how long to wait. */
function rateLimited(retryAfterSeconds: number, message: (wait: string) => string): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError('RATE_LIMITED', message(`${minutes} minute${minutes === 1 ? '' : 's'}`), {
    retryAfterSeconds,
  });
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

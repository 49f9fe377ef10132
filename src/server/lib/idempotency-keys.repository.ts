import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';

/** Idempotency keys and the first answer given to each (see idempotency.ts). */

type Claim = { userId: string; key: string; fingerprint: string };

const liveFor = (hours: number) =>
  gt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`);

/** The person's key if it was used within `hours`: what it was used for, and its answer. */
export async function findLiveKey(
  db: Database,
  claim: Pick<Claim, 'userId' | 'key'>,
  hours: number,
): Promise<{ fingerprint: string; status: number; body: unknown } | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        liveFor(hours),
      ),
    );
  return row;
}

/**
 * Reserves the key for this claim, with no answer yet; a key older than `hours` that the sweep
 * has not reached yet is free again. False when the key is someone's live one already (a
 * duplicate request waits here for the first one's transaction to end).
 */
export async function reserveKey(db: Database, claim: Claim, hours: number): Promise<boolean> {
  const reserved = await db
    .insert(idempotencyKeys)
    .values({ ...claim, status: 0, body: null })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint: claim.fingerprint, status: 0, body: null, createdAt: sql`now()` },
      setWhere: sql`not (${liveFor(hours)})`,
    })
    .returning({ key: idempotencyKeys.key });
  return reserved.length > 0;
}

export async function saveKeyAnswer(
  db: Database,
  claim: Pick<Claim, 'userId' | 'key'>,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

export async function deleteKeysOlderThan(db: Database, hours: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`));
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { pendingSignUpSpaces } from '../../db/schema/pending-spaces';

/** The space a sign-up asked for, waiting for the e-mail to be confirmed (ADR 18). */

export type PendingSpaceRow = typeof pendingSignUpSpaces.$inferSelect;

export async function upsertPendingSpace(
  db: Database,
  row: { userId: string; input: unknown; image: Buffer | null },
): Promise<void> {
  await db
    .insert(pendingSignUpSpaces)
    .values(row)
    .onConflictDoUpdate({
      target: pendingSignUpSpaces.userId,
      set: { input: row.input, image: row.image, createdAt: sql`now()` },
    });
}

/** Removes the account's pending space and answers it: whoever takes it, makes it (once). */
export async function takePendingSpace(
  db: Database,
  userId: string,
): Promise<PendingSpaceRow | undefined> {
  const [row] = await db
    .delete(pendingSignUpSpaces)
    .where(eq(pendingSignUpSpaces.userId, userId))
    .returning();
  return row;
}

/**
 * Removes pending spaces older than `days` left behind by confirmed accounts whose space could
 * not be made (those of never-confirmed accounts go with the account). Answers how many went.
 */
export async function removeLeftoverPendingSpaces(db: Database, days: number): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const removed = await db
    .delete(pendingSignUpSpaces)
    .where(
      and(
        lt(pendingSignUpSpaces.createdAt, cutoff),
        sql`exists (select 1 from ${users} where ${users.id} = ${pendingSignUpSpaces.userId} and ${users.emailVerified})`,
      ),
    )
    .returning({ userId: pendingSignUpSpaces.userId });
  return removed.length;
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { pendingSignUpSpaces } from '../../db/schema/pending-spaces';

/**
 * What a sign-up leaves waiting for its e-mail to be confirmed (ADR 18), and its removal when
 * that never happens (ADR 19).
 */

/** Days a never-confirmed account, and the space it asked for, are kept after its last link. */
export const UNCONFIRMED_ACCOUNT_DAYS = 30;

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

export async function findAccountEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/**
 * A confirmation link was just sent to this not yet confirmed account: its 30 days start again,
 * so a link that still works (2 days) always finds its account.
 */
export async function noteConfirmationLinkSent(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/**
 * Removes accounts never confirmed within UNCONFIRMED_ACCOUNT_DAYS of their sign-up or their
 * last confirmation link (their profile, pending space and its image go with them by cascade),
 * and pending spaces left behind by confirmed accounts whose space could not be made. A
 * confirmed account is never removed. Running it again removes nothing more.
 */
export async function removeNeverConfirmedAccounts(
  db: Database,
  days = UNCONFIRMED_ACCOUNT_DAYS,
): Promise<{ accounts: number; leftoverSpaces: number }> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const accounts = await db
    .delete(users)
    .where(
      and(eq(users.emailVerified, false), lt(users.createdAt, cutoff), lt(users.updatedAt, cutoff)),
    )
    .returning({ id: users.id });
  const leftoverSpaces = await db
    .delete(pendingSignUpSpaces)
    .where(
      and(
        lt(pendingSignUpSpaces.createdAt, cutoff),
        sql`exists (select 1 from ${users} where ${users.id} = ${pendingSignUpSpaces.userId} and ${users.emailVerified})`,
      ),
    )
    .returning({ userId: pendingSignUpSpaces.userId });
  return { accounts: accounts.length, leftoverSpaces: leftoverSpaces.length };
}

import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';

/**
 * Accounts: better-auth's tables, and what Kindred does with them outside better-auth's own
 * requests (the 30 days a never-confirmed account is kept, ADR 19; expired sessions).
 */

/** better-auth's way to its tables (users, sessions, accounts, verifications). */
export function betterAuthDatabase(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
  });
}

/** Days a never-confirmed account, and the space it asked for, are kept after its last link. */
export const UNCONFIRMED_ACCOUNT_DAYS = 30;

/**
 * A confirmation link was just sent to this not yet confirmed account: its 30 days start again,
 * so a link that still works (2 days) always finds its account.
 */
export async function noteConfirmationLinkSent(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    // Moving updated_at is all this update does, so it names it (Drizzle refuses an empty set).
    .set({ updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/**
 * Removes accounts never confirmed within `days` of their sign-up or their last confirmation
 * link (their profile, pending space and its image go with them by cascade). A confirmed
 * account is never removed. Answers how many went.
 */
export async function removeUnconfirmedAccounts(
  db: Database,
  days = UNCONFIRMED_ACCOUNT_DAYS,
): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const removed = await db
    .delete(users)
    .where(
      and(eq(users.emailVerified, false), lt(users.createdAt, cutoff), lt(users.updatedAt, cutoff)),
    )
    .returning({ id: users.id });
  return removed.length;
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** Ends every session of an account at once (a super admin suspended it); answers how many. */
export async function deleteSessionsOf(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function countAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Marks the address confirmed without a link (demo accounts made by the seed). */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The address an account has now, as stored (better-auth keeps it lower-cased). */
export async function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Whether another account than `userId` has this address (in any letter case). */
export async function isEmailTakenByOther(
  db: Database,
  email: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the account row, and by cascade everything that hangs on it (sessions, the password,
 * the profile, the space, follows, notifications, e-mail preferences...), and its password-reset
 * tokens. Run inside the deletion's transaction; answers whether the account was there.
 */
export async function deleteUserAccount(tx: Database, userId: string): Promise<boolean> {
  // A reset token's value is the account id (better-auth's verifications table).
  await tx.delete(verifications).where(eq(verifications.value, userId));
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

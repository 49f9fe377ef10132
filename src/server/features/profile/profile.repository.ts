import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { profiles, type ProfileRow } from '../../db/schema/profiles';
import { users } from '../../db/schema/auth';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { keepUpdatedAt } from '../../db/schema/updated-at';
import { swapAvatar } from '../../db/avatar-swap';

export type { ProfileRow };

/** The one writer of `profiles`: every change to a profile row goes through this file. */

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** A signed-in person's profile and their space's id: one query on every signed-in request. */
export async function findProfileWithSpace(
  db: Database,
  id: string,
): Promise<{ profile: ProfileRow; spaceId: string | null } | undefined> {
  const [row] = await db
    .select({ profile: profiles, spaceId: facilitatorSpaces.id })
    .from(profiles)
    .leftJoin(facilitatorSpaces, eq(facilitatorSpaces.userId, profiles.id))
    .where(eq(profiles.id, id));
  return row && { profile: row.profile, spaceId: row.spaceId ?? null };
}

/**
 * Notes a signed-in request as the person's "last seen", unless one was noted in the last
 * `minutes` (checked here too, so two requests at once write once).
 */
export async function noteProfileSeen(db: Database, id: string, minutes: number): Promise<void> {
  await db
    .update(profiles)
    // Being seen is no edit of the profile: updated_at stays.
    .set({ lastSeenAt: sql`now()`, ...keepUpdatedAt(profiles) })
    .where(
      and(
        eq(profiles.id, id),
        or(
          isNull(profiles.lastSeenAt),
          lt(profiles.lastSeenAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      ),
    );
}

/** A new account's profile; a second call for the same account changes nothing. */
export async function insertProfile(
  db: Database,
  row: Pick<ProfileRow, 'id' | 'firstName' | 'lastName' | 'email' | 'bio' | 'location' | 'isHost'>,
): Promise<void> {
  await db.insert(profiles).values(row).onConflictDoNothing();
}

export async function updateProfileFields(
  db: Database,
  id: string,
  fields: Partial<Pick<ProfileRow, 'firstName' | 'lastName' | 'bio' | 'avatarUrl'>>,
): Promise<ProfileRow> {
  const [row] = await db.update(profiles).set(fields).where(eq(profiles.id, id)).returning();
  if (!row) throw new Error(`profile ${id} vanished during update`);
  return row;
}

/** The profile takes its space's display name and handle (and becomes a host's, when asked). */
export async function setProfileIdentity(
  db: Database,
  userId: string,
  fields: { displayName: string; handle: string | null; isHost?: boolean },
): Promise<void> {
  await db.update(profiles).set(fields).where(eq(profiles.id, userId));
}

/** Spec 01 §4: the facilitator onboarding is over, finished (a host now) or skipped. */
export async function endFacilitatorOnboarding(
  db: Database,
  userId: string,
  { becomeHost }: { becomeHost: boolean },
): Promise<void> {
  await db
    .update(profiles)
    .set({
      redirectToFacilitatorFlow: false,
      ...(becomeHost ? { isHost: true } : {}),
    })
    .where(eq(profiles.id, userId));
}

export async function setRoles(
  db: Database,
  userId: string,
  roles: Partial<Pick<ProfileRow, 'isHost' | 'isSuperAdmin'>>,
): Promise<void> {
  await db.update(profiles).set(roles).where(eq(profiles.id, userId));
}

/** The id of the profile with this e-mail address (any case), or undefined. */
export async function findProfileIdByEmail(
  db: Database,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()));
  return row?.id;
}

/**
 * Locks the rows of every super admin (in id order, so two callers never wait on each other in a
 * circle) until the end of the transaction `tx`, and answers them as they are once locked. Two
 * transactions that would each take the role from a different super admin thus run one after
 * the other, and the second sees what the first did.
 */
export async function lockSuperAdmins(
  tx: Database,
): Promise<Array<{ id: string; suspended: boolean }>> {
  const rows = await tx
    .select({ id: profiles.id, suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.isSuperAdmin, true))
    .orderBy(asc(profiles.id))
    .for('update');
  return rows.map((row) => ({ id: row.id, suspended: row.suspendedAt !== null }));
}

/** A profile, locked until the end of the transaction `tx`; undefined when there is none. */
export async function lockProfile(tx: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
  return row;
}

/** What a super admin changes on a profile: its roles, and whether it is suspended and why. */
export type ProfileStanding = Partial<
  Pick<ProfileRow, 'isHost' | 'isSuperAdmin' | 'suspendedAt' | 'suspensionReason'>
>;

export async function setProfileStanding(
  tx: Database,
  id: string,
  standing: ProfileStanding,
): Promise<ProfileRow> {
  const [row] = await tx.update(profiles).set(standing).where(eq(profiles.id, id)).returning();
  return row!;
}

/** Whether a super admin has suspended this account. */
export async function isProfileSuspended(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), sql`${profiles.suspendedAt} is not null`));
  return row !== undefined;
}

/** Sets the avatar only where it is still `expected` (compare-and-swap); true when it did. */
export const swapAvatarUrl = (
  db: Database,
  id: string,
  expected: string | null,
  next: string | null,
) => swapAvatar(db, profiles, id, expected, next);

/** Keeps better-auth's user.name in step with the profile, so e-mails greet people rightly. */
export async function updateUserName(db: Database, id: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, id));
}

/**
 * The profile takes the account's address. Answers the address it had before when it changed,
 * else null (most account updates leave the address as it was).
 */
export async function setProfileEmail(
  db: Database,
  id: string,
  email: string,
): Promise<string | null> {
  // In UPDATE ... FROM, the joined row is the profile as it was before this update.
  const result = await db.execute(sql`
    update ${profiles} set email = ${email}, updated_at = now()
    from ${profiles} as before
    where ${profiles.id} = ${id} and before.id = ${profiles.id} and ${profiles.email} <> ${email}
    returning before.email as previous`);
  return rowsOf<{ previous: string }>(result)[0]?.previous ?? null;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { profiles, type ProfileRow } from '../../db/schema/profiles';
import { users } from '../../db/schema/auth';
import { facilitatorSpaces } from '../../db/schema/spaces';

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
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, id))
    .returning();
  if (!row) throw new Error(`profile ${id} vanished during update`);
  return row;
}

/** The profile takes its space's display name and handle (and becomes a host's, when asked). */
export async function setProfileIdentity(
  db: Database,
  userId: string,
  fields: { displayName: string; handle: string | null; isHost?: boolean },
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
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
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, userId));
}

export async function setRoles(
  db: Database,
  userId: string,
  roles: Partial<Pick<ProfileRow, 'isHost' | 'isSuperAdmin'>>,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...roles, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

/** Grants or takes away roles by e-mail address (any letter case); answers the address changed. */
export async function setRolesByEmail(
  db: Database,
  email: string,
  roles: Partial<Pick<ProfileRow, 'isHost' | 'isSuperAdmin'>>,
): Promise<string | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...roles, updatedAt: sql`now()` })
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()))
    .returning({ email: profiles.email });
  return row?.email;
}

/** Sets the avatar only where it is still `expected` (compare-and-swap); true when it did. */
export async function swapAvatarUrl(
  db: Database,
  id: string,
  expected: string | null,
  next: string | null,
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ avatarUrl: next, updatedAt: sql`now()` })
    .where(
      and(
        eq(profiles.id, id),
        expected === null ? isNull(profiles.avatarUrl) : eq(profiles.avatarUrl, expected),
      ),
    )
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Keeps better-auth's user.name in step with the profile, so e-mails greet people rightly. */
export async function updateUserName(db: Database, id: string, name: string): Promise<void> {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, id));
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

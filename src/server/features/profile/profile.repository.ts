import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/auth';

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
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

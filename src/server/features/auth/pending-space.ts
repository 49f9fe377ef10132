import { eq } from 'drizzle-orm';
import { spaceInputSchema, type SpaceInput } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { pendingSignUpSpaces } from '../../db/schema/pending-spaces';
import { findProfile } from '../profile/profile.repository';
import { saveOwnSpace } from '../spaces/spaces.service';

/** Keeps the space someone asked for at sign-up until they confirm their e-mail (ADR 18). */
export async function keepPendingSpace(
  db: Database,
  userId: string,
  input: SpaceInput,
): Promise<void> {
  await db
    .insert(pendingSignUpSpaces)
    .values({ userId, input })
    .onConflictDoUpdate({ target: pendingSignUpSpaces.userId, set: { input } });
}

/**
 * Creates the space kept at sign-up, once the address is confirmed. A handle taken meanwhile
 * (or any other failure) leaves the account without a space, as spec 02 §2 allows; the
 * person can create it from the welcome screens.
 */
export async function createPendingSpace(db: Database, userId: string): Promise<boolean> {
  const [pending] = await db
    .delete(pendingSignUpSpaces)
    .where(eq(pendingSignUpSpaces.userId, userId))
    .returning();
  if (!pending) return false;
  const [profile, [user]] = await Promise.all([
    findProfile(db, userId),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  if (!profile || !user) return false;
  await saveOwnSpace(
    db,
    { userId, email: user.email, emailVerified: true, sessionId: '', profile, spaceId: null },
    spaceInputSchema.parse(pending.input),
  );
  return true;
}

import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { splitFullName } from '../../../shared/names';

/**
 * Spec 01 §3: every account gets a profile, its name split on the last space, with an empty
 * bio and location and is_host false.
 */
export async function createProfileForNewUser(
  db: Database,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const { firstName, lastName } = splitFullName(user.name);
  await db
    .insert(profiles)
    .values({
      id: user.id,
      firstName,
      lastName,
      email: user.email,
      bio: '',
      location: '',
      isHost: false,
    })
    .onConflictDoNothing();
}

import { spaceInputSchema, type SpaceInput } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { findProfile } from '../profile/profile.repository';
import { saveOwnSpace, storeSpaceAvatar } from '../spaces/spaces.service';
import {
  findAccountEmail,
  takePendingSpace,
  upsertPendingSpace,
} from './pending-sign-ups.repository';

/**
 * Keeps the space someone asked for at sign-up, and its image (already re-encoded as a space
 * avatar), until they confirm their e-mail (ADR 18).
 */
export async function keepPendingSpace(
  db: Database,
  userId: string,
  input: SpaceInput,
  image: Buffer | null,
): Promise<void> {
  await upsertPendingSpace(db, { userId, input, image });
}

/**
 * Creates the space kept at sign-up, once the address is confirmed, with its image as the
 * space's avatar. A handle taken meanwhile (or any other failure) leaves the account without a
 * space, as spec 02 §2 allows; the person can create it from the welcome screens.
 */
export async function createPendingSpace(
  db: Database,
  storage: FileStorage,
  userId: string,
): Promise<boolean> {
  const pending = await takePendingSpace(db, userId);
  if (!pending) return false;
  const [profile, email] = await Promise.all([
    findProfile(db, userId),
    findAccountEmail(db, userId),
  ]);
  if (!profile || !email) return false;
  const space = await saveOwnSpace(
    db,
    { userId, email, emailVerified: true, sessionId: '', profile, spaceId: null },
    spaceInputSchema.parse(pending.input),
  );
  if (pending.image) await storeSpaceAvatar(db, storage, userId, space.id, pending.image);
  return true;
}

import { spaceInputSchema } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { takePendingSpace } from './pending-spaces.repository';
import { findProfileAvatar } from './spaces.repository';
import { saveOwnSpace, type SpaceLinks } from './spaces.service';
import { storeSpaceAvatar } from './space-images.service';

/**
 * Creates the space kept at sign-up, once the address is confirmed, with its image as the
 * space's avatar. A handle taken meanwhile (or any other failure) leaves the account without a
 * space, as spec 02 §2 allows; the person can create it from the welcome screens.
 */
export async function createPendingSpace(
  db: Database,
  storage: FileStorage,
  links: Pick<SpaceLinks, 'setProfileIdentity'>,
  userId: string,
): Promise<boolean> {
  const pending = await takePendingSpace(db, userId);
  if (!pending) return false;
  const profile = await findProfileAvatar(db, userId);
  if (!profile) return false;
  const space = await saveOwnSpace(
    db,
    links,
    { userId, profile },
    spaceInputSchema.parse(pending.input),
  );
  if (pending.image) await storeSpaceAvatar(db, storage, userId, space.id, pending.image);
  return true;
}

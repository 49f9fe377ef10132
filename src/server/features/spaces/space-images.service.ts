import { randomBytes } from 'node:crypto';
import { IMAGE_BOXES } from '../../../shared/image-rules';
import type { Space } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { reencodeImage } from '../../lib/images';
import { swapStoredUrl } from '../../lib/stored-url-swap';
import type { SignedInViewer } from '../../lib/viewer';
import { findSpaceByUser, swapSpaceAvatarUrl } from './spaces.repository';
import { toSpaceDto } from './spaces.service';

/** A space avatar as it is kept: checked by its bytes and re-encoded (WebP, within its box). */
export const reencodeSpaceAvatar = (upload: Buffer) =>
  reencodeImage(upload, { ...IMAGE_BOXES.spaceAvatar, fit: 'inside' });

/** Spec 02 §7: stored under {userId}/{spaceId}/avatar-{timestamp}, the old file removed. */
export async function replaceSpaceAvatar(
  db: Database,
  storage: FileStorage,
  viewer: SignedInViewer,
  upload: Buffer,
): Promise<Space> {
  const space = await findSpaceByUser(db, viewer.userId);
  if (!space) throw new AppError('BAD_REQUEST', 'Cannot upload image: No space ID provided');
  await storeSpaceAvatar(db, storage, viewer.userId, space.id, await reencodeSpaceAvatar(upload));
  return spaceAfterSwap(db, viewer.userId);
}

/** Puts an avatar already re-encoded by reencodeSpaceAvatar in place of the space's own. */
export async function storeSpaceAvatar(
  db: Database,
  storage: FileStorage,
  userId: string,
  spaceId: string,
  image: Buffer,
): Promise<void> {
  const url = await storage.put(
    `spaces/${userId}/${spaceId}/avatar-${Date.now()}-${randomBytes(4).toString('hex')}.webp`,
    image,
  );
  await swapStoredUrl(storage, url, spaceAvatarCell(db, spaceId, userId));
}

export async function removeSpaceAvatar(
  db: Database,
  storage: FileStorage,
  viewer: SignedInViewer,
): Promise<Space> {
  const space = await findSpaceByUser(db, viewer.userId);
  if (!space) throw new AppError('BAD_REQUEST', 'Cannot delete image: No space ID provided');
  await swapStoredUrl(storage, null, spaceAvatarCell(db, space.id, viewer.userId));
  return spaceAfterSwap(db, viewer.userId);
}

/** The space's avatar as one compare-and-swap cell (see swapStoredUrl): racing uploads keep one. */
const spaceAvatarCell = (db: Database, spaceId: string, userId: string) => ({
  read: async () => (await findSpaceByUser(db, userId))?.avatarUrl ?? null,
  swap: (expected: string | null, next: string | null) =>
    swapSpaceAvatarUrl(db, spaceId, expected, next),
});

async function spaceAfterSwap(db: Database, userId: string): Promise<Space> {
  const row = await findSpaceByUser(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Space not found');
  return toSpaceDto(row);
}

export async function addVenueImage(
  db: Database,
  storage: FileStorage,
  viewer: SignedInViewer,
  upload: Buffer,
): Promise<{ url: string }> {
  const space = await findSpaceByUser(db, viewer.userId);
  if (!space) throw new AppError('BAD_REQUEST', 'Cannot upload image: No space ID provided');
  const image = await reencodeImage(upload, { ...IMAGE_BOXES.venueImage, fit: 'inside' });
  const url = await storage.put(
    `spaces/${viewer.userId}/${space.id}/venue-${Date.now()}-${randomBytes(4).toString('hex')}.webp`,
    image,
  );
  return { url };
}

/** Deletes every file of this person's space (avatar, venue images; their account is gone). */
export async function removeSpaceFiles(storage: FileStorage, userId: string): Promise<number> {
  const files = await storage.listUrls(`spaces/${userId}/`);
  for (const file of files) await storage.removeByUrl(file);
  return files.length;
}

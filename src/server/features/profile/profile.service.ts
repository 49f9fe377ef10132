import { randomBytes } from 'node:crypto';
import {
  SIGNED_OUT_VIEWER,
  type Privileges,
  type Profile,
  type UpdateProfileInput,
  type Viewer,
} from '../../../shared/profile-schemas';
import { IMAGE_BOXES } from '../../../shared/image-rules';
import { fullName, splitFullName } from '../../../shared/names';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { reencodeImage } from '../../lib/images';
import { swapStoredUrl } from '../../lib/stored-url-swap';
import type { SignedInViewer } from '../../lib/viewer';
import {
  endFacilitatorOnboarding,
  findProfile,
  insertProfile,
  swapAvatarUrl,
  updateProfileFields,
  updateUserName,
  type ProfileRow,
} from './profile.repository';

export function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    displayName: row.displayName,
    handle: row.handle,
  };
}

export function toViewerDto(viewer: SignedInViewer | null): Viewer {
  if (!viewer) return SIGNED_OUT_VIEWER;
  const { profile } = viewer;
  return {
    user: { id: viewer.userId, email: viewer.email, emailVerified: viewer.emailVerified },
    profile: toProfileDto(profile),
    isHost: profile.isHost,
    isSuperAdmin: profile.isSuperAdmin,
    hasFacilitatorSpace: viewer.spaceId !== null,
    facilitatorSpaceId: viewer.spaceId,
    needsFacilitatorOnboarding: profile.redirectToFacilitatorFlow && !profile.isHost,
  };
}

export function toPrivileges(viewer: SignedInViewer | null): Privileges {
  return {
    signedIn: viewer !== null,
    isHost: viewer?.profile.isHost ?? false,
    isSuperAdmin: viewer?.profile.isSuperAdmin ?? false,
  };
}

/**
 * Spec 01 §3: every account gets a profile, its name split on the last space, with an empty
 * bio and location and is_host false.
 */
export async function createProfileForNewUser(
  db: Database,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const { firstName, lastName } = splitFullName(user.name);
  await insertProfile(db, {
    id: user.id,
    firstName,
    lastName,
    email: user.email,
    bio: '',
    location: '',
    isHost: false,
  });
}

/** Spec 01 §4: completing onboarding makes the user a host; skipping only ends it. */
export async function endOnboarding(
  db: Database,
  viewer: SignedInViewer,
  outcome: 'complete' | 'skip',
): Promise<{ ok: true }> {
  await endFacilitatorOnboarding(db, viewer.userId, { becomeHost: outcome === 'complete' });
  return { ok: true };
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  const row = await updateProfileFields(db, userId, input);
  await updateUserName(db, userId, fullName(input));
  return toProfileDto(row);
}

/** The profile's avatar as one compare-and-swap cell (see swapStoredUrl). */
const avatarCell = (db: Database, userId: string) => ({
  read: async () => (await findProfile(db, userId))?.avatarUrl ?? null,
  swap: (expected: string | null, next: string | null) => swapAvatarUrl(db, userId, expected, next),
});

async function profileAfterSwap(db: Database, userId: string): Promise<Profile> {
  const row = await findProfile(db, userId);
  if (!row) throw new Error(`profile ${userId} vanished during an avatar change`);
  return toProfileDto(row);
}

/**
 * Stores the new avatar under a fresh server-made name, points the profile at it, and only
 * then removes the old file, so a failure at any step never leaves the profile without one;
 * uploads racing each other leave exactly one stored avatar, the one the profile shows.
 */
export async function replaceAvatar(
  db: Database,
  storage: FileStorage,
  userId: string,
  upload: Buffer,
): Promise<Profile> {
  const image = await reencodeImage(upload, { ...IMAGE_BOXES.profileAvatar, fit: 'inside' });
  const key = `avatars/${userId}/${Date.now()}-${randomBytes(6).toString('hex')}.webp`;
  const url = await storage.put(key, image);
  await swapStoredUrl(storage, url, avatarCell(db, userId));
  return profileAfterSwap(db, userId);
}

export async function removeAvatar(
  db: Database,
  storage: FileStorage,
  userId: string,
): Promise<Profile> {
  await swapStoredUrl(storage, null, avatarCell(db, userId));
  return profileAfterSwap(db, userId);
}

/** Deletes every avatar file this person uploaded (their account is gone); answers how many. */
export async function removeAvatarFiles(storage: FileStorage, userId: string): Promise<number> {
  const files = await storage.listUrls(`avatars/${userId}/`);
  for (const file of files) await storage.removeByUrl(file);
  return files.length;
}

import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { londonDate } from '../../../shared/events/london-dates';
import { IMAGE_BOXES } from '../../../shared/image-rules';
import {
  handleFromName,
  isValidHandle,
  normalizeHandle,
  RESERVED_HANDLES,
} from '../../../shared/spaces/handles';
import { DEFAULT_PLATFORM_FEE } from '../../../shared/spaces/platform-fee';
import { MAX_VENUE_IMAGES } from '../../../shared/spaces/roles-catalogue';
import type { EventCard } from '../../../shared/events/event-schemas';
import type { ParsedSpaceInput, PublicSpace, Space } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import type { SpaceFacts } from '../../lib/space-facts';
import { reencodeImage } from '../../lib/images';
import type { QueuedMail } from '../../lib/mailer';
import { swapStoredUrl } from '../../lib/stored-url-swap';
import type { SignedInViewer } from '../../lib/viewer';
import { newFollowerMail } from './space-mails';
import {
  claimFollowMail,
  countFollowers,
  countFollowersByAge,
  countPublishedEvents,
  findAccountEmail,
  findFollowerName,
  findSpaceByAnyId,
  findSpaceByUser,
  findSpacesOfUsers,
  follow,
  insertSpace,
  isFollowing,
  isHandleTaken,
  profileExists,
  swapSpaceAvatarUrl,
  unfollow,
  updateSpace,
  type SpaceRow,
} from './spaces.repository';
import { isUniqueViolation } from '../../db/pg-errors';

type Warn = (err: unknown) => void;

/**
 * What spaces need of other features, handed in by composition/ so that no feature imports another:
 * the profile feature owns `profiles`, the events feature owns events.
 */
export type SpaceLinks = {
  /** The profile takes its space's display name and handle (and becomes a host's, if asked). */
  setProfileIdentity: (
    db: Database,
    userId: string,
    fields: { displayName: string; handle: string | null; isHost?: boolean },
  ) => Promise<void>;
  /** A host's next published events (owned or co-hosted), soonest first. */
  hostUpcomingEvents: (
    db: Database,
    hostId: string,
    today: string,
    limit: number,
  ) => Promise<EventCard[]>;
};

/** Whose space is saved: the account, and its profile's avatar (a new space's first image). */
export type SpaceOwner = { userId: string; profile: { avatarUrl: string | null } };

export function toSpaceDto(row: SpaceRow): Space {
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    handle: row.handle,
    description: row.description,
    avatarUrl: row.avatarUrl ?? row.profileAvatarUrl,
    lightColor: row.lightColor,
    darkColor: row.darkColor,
    roles: row.roles,
    services: row.services,
    roleSpecificData: row.roleSpecificData,
    venueImages: row.venueImages,
    socialLinks: row.socialLinks,
    platformFeeOverride: Number(row.platformFeeOverride),
  };
}

const notFound = (id: string) => new AppError('NOT_FOUND', `Facilitator "${id}" not found`);

/** The space behind any of its ids, or an error that says why there is none. */
async function findSpaceOrExplain(db: Database, id: string): Promise<SpaceRow> {
  const row = await findSpaceByAnyId(db, id);
  if (row) return row;
  // Spec 02 §2: a real person who has not made a space yet is told so, not "not found".
  if (await profileExists(db, id, { visibleOnly: true }))
    throw new AppError(
      'NO_FACILITATOR_PROFILE',
      "This facilitator hasn't set up their profile yet.",
    );
  throw notFound(id);
}

/** What anyone may see of a space's own fields: the platform fee is the owner's business. */
function publicFields(row: SpaceRow): Omit<Space, 'platformFeeOverride'> {
  const { platformFeeOverride: _private, ...visible } = toSpaceDto(row);
  return visible;
}

/** What a shared link's preview shows: the space itself, without stats, follows or events. */
export async function getSpaceSummary(
  db: Database,
  id: string,
): Promise<Omit<Space, 'platformFeeOverride'>> {
  return publicFields(await findSpaceOrExplain(db, id));
}

/** What an event's page says of its hosts' spaces: their kinds, colours and links. */
export async function spaceFactsOf(
  db: Database,
  userIds: readonly string[],
): Promise<SpaceFacts[]> {
  return (await findSpacesOfUsers(db, userIds)).map(publicFields);
}

export async function getPublicSpace(
  db: Database,
  { hostUpcomingEvents }: Pick<SpaceLinks, 'hostUpcomingEvents'>,
  viewer: SignedInViewer | null,
  id: string,
  warn: Warn,
): Promise<PublicSpace> {
  const row = await findSpaceOrExplain(db, id);
  const isOwner = viewer?.userId === row.userId;
  const [followers, hostedEvents, following, upcomingEvents] = await Promise.all([
    countFollowers(db, row.userId),
    countPublishedEvents(db, row.userId),
    viewer && !isOwner ? isFollowing(db, viewer.userId, row.userId) : Promise.resolve(false),
    hostUpcomingEvents(db, row.userId, londonDate(), 24).catch((err) => (warn(err), [])),
  ]);
  return {
    ...publicFields(row),
    // Spec 02 §2: attendees and testimonials are always 0 until tickets and reviews exist.
    stats: { followers, hostedEvents, attendees: 0, testimonials: 0 },
    isOwner,
    isFollowing: following,
    canFollow: viewer !== null && !isOwner,
    upcomingEvents,
  };
}

/** The host dashboard's view of a person's own space: its name, handle and public figures. */
export async function ownSpaceWithStats(db: Database, userId: string) {
  const row = await findSpaceByUser(db, userId);
  if (!row) return null;
  const [followers, hostedEvents] = await Promise.all([
    countFollowers(db, row.userId),
    countPublishedEvents(db, row.userId),
  ]);
  const { id, displayName, handle, description, avatarUrl } = toSpaceDto(row);
  return { id, displayName, handle, description, avatarUrl, followers, hostedEvents };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Followers now, and how many of them started following in the last `days` days and in the
 * `days` days before those: the dashboard's trend.
 */
export function followerTrend(db: Database, userId: string, days: number, now = new Date()) {
  const recentFrom = new Date(now.getTime() - days * DAY_MS);
  const previousFrom = new Date(now.getTime() - 2 * days * DAY_MS);
  return countFollowersByAge(db, userId, recentFrom, previousFrom);
}

export async function getOwnSpace(db: Database, viewer: SignedInViewer): Promise<Space | null> {
  const row = await findSpaceByUser(db, viewer.userId);
  return row ? toSpaceDto(row) : null;
}

/** Spec 02 §5: a taken handle, named by the field it came in (`handle`, or `space.handle`). */
export const takenHandleError = (field = 'handle') =>
  new AppError('CONFLICT', 'That handle is already taken', {
    fieldErrors: { [field]: ['✗ Already taken'] },
  });

/** Whether this person may take the handle now: not reserved, and nobody else's. */
export async function isHandleFree(
  db: Database,
  handle: string,
  userId?: string,
): Promise<boolean> {
  return !RESERVED_HANDLES.has(handle) && !(await isHandleTaken(db, handle, userId));
}

/** A free handle made from the name, with -2, -3… added when the plain one is taken. */
async function generateFreeHandle(
  db: Database,
  name: string,
  userId: string,
): Promise<string | null> {
  const base = handleFromName(name);
  if (!base) return null;
  for (let n = 1; n < 50; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, 20 - suffix.length).replace(/-$/, '')}${suffix}`;
    if (isValidHandle(candidate) && (await isHandleFree(db, candidate, userId))) return candidate;
  }
  return null;
}

/**
 * Spec 02 §7: create the space, or update it keeping its platform fee; the handle is permanent
 * once set; the profile takes the display name and handle. Creating a space makes the user a host.
 */
export async function saveOwnSpace(
  db: Database,
  { setProfileIdentity }: Pick<SpaceLinks, 'setProfileIdentity'>,
  viewer: SpaceOwner,
  input: ParsedSpaceInput,
): Promise<Space> {
  const existing = await findSpaceByUser(db, viewer.userId);
  let handle = existing?.handle ?? null;
  if (handle) {
    if (input.handle && input.handle !== handle) {
      throw new AppError('CONFLICT', 'Handle already set (permanent)', {
        fieldErrors: { handle: ['Handle already set (permanent)'] },
      });
    }
  } else if (input.handle) {
    if (!(await isHandleFree(db, input.handle, viewer.userId))) throw takenHandleError();
    handle = input.handle;
  } else {
    handle = await generateFreeHandle(db, input.displayName, viewer.userId);
  }

  const roles = [...new Set(input.roles)];
  const keepForRoles = <T>(map: Record<string, T>) =>
    Object.fromEntries(Object.entries(map).filter(([role]) => roles.includes(role)));
  const fields = {
    displayName: input.displayName,
    description: input.description,
    handle,
    roles,
    services: keepForRoles(input.services),
    roleSpecificData: keepForRoles(input.roleSpecificData),
    venueImages: roles.includes('Venue') ? ownVenueImages(input.venueImages, viewer.userId) : [],
    socialLinks: Object.fromEntries(
      Object.entries(input.socialLinks).filter(([, v]) => v && v.trim()),
    ) as Record<string, string>,
    darkColor: input.darkColor.toUpperCase(),
    lightColor: input.lightColor.toUpperCase(),
  };
  try {
    const row = existing
      ? await updateSpace(db, existing.id, fields)
      : await insertSpace(db, {
          ...fields,
          userId: viewer.userId,
          profileAvatarUrl: viewer.profile.avatarUrl,
          platformFeeOverride: DEFAULT_PLATFORM_FEE,
        });
    await setProfileIdentity(db, viewer.userId, {
      displayName: row.displayName,
      handle: row.handle,
      ...(existing ? {} : { isHost: true }),
    });
    return toSpaceDto(row);
  } catch (error) {
    // Two people claiming the same handle at once: the database's unique index decides.
    if (isUniqueViolation(error)) throw takenHandleError();
    throw error;
  }
}

export async function checkHandle(db: Database, viewer: SignedInViewer | null, raw: string) {
  const handle = normalizeHandle(raw);
  const valid = isValidHandle(handle) && !RESERVED_HANDLES.has(handle);
  const available = valid && !(await isHandleTaken(db, handle, viewer?.userId));
  return { handle, valid, available };
}

async function followTarget(db: Database, viewer: SignedInViewer, id: string): Promise<SpaceRow> {
  const row = await findSpaceByAnyId(db, id);
  if (!row) throw notFound(id);
  if (row.userId === viewer.userId) throw new AppError('BAD_REQUEST', "You can't follow yourself");
  return row;
}

/** How spaces send mail: the job queue, and the site's address for the links in it. */
export type SpaceMail = { queueMail: (mail: QueuedMail) => Promise<void>; publicUrl: string };

/**
 * A space's owner hears of a new follower at most once a day per follower: unfollowing and
 * following again within FOLLOW_MAIL_HOURS of the last such e-mail sends none.
 */
export const FOLLOW_MAIL_HOURS = 24;

export async function setFollowing(
  db: Database,
  mail: SpaceMail,
  viewer: SignedInViewer,
  id: string,
  following: boolean,
) {
  const target = await followTarget(db, viewer, id);
  if (!following) await unfollow(db, viewer.userId, target.userId);
  else if (
    (await follow(db, viewer.userId, target.userId)) &&
    (await claimFollowMail(db, viewer.userId, target.userId, FOLLOW_MAIL_HOURS))
  )
    await mailNewFollower(db, mail, viewer.userId, target);
  return { following, followers: await countFollowers(db, target.userId) };
}

async function mailNewFollower(db: Database, mail: SpaceMail, followerId: string, space: SpaceRow) {
  const [followerName, email] = await Promise.all([
    findFollowerName(db, followerId),
    findAccountEmail(db, space.userId),
  ]);
  if (!email) return;
  const spacePath = space.handle ? `/@${space.handle}` : `/facilitator/${space.id}`;
  await mail.queueMail({
    ...newFollowerMail({ email, name: space.displayName }, followerName ?? 'Someone', {
      spaceUrl: mail.publicUrl + spacePath,
      settingsUrl: `${mail.publicUrl}/settings`,
    }),
    preference: { userId: space.userId, kind: 'newFollowers' },
  });
}

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

/** Venue images are our own uploads of this user's, at most 3 (spec 02 §5). */
function ownVenueImages(list: unknown[], userId: string): string[] {
  return list.filter((u): u is string => isOwnVenueImage(u, userId)).slice(0, MAX_VENUE_IMAGES);
}

/**
 * Whether `url` is one of this person's venue images as `addVenueImage` stores them:
 * /uploads/spaces/{their id}/{space id}/{file}.webp, already in its normal form. A prefix test
 * alone let `/uploads/spaces/{their id}/../{someone else}/…` through (issue 21).
 */
export function isOwnVenueImage(url: unknown, userId: string): boolean {
  if (typeof url !== 'string' || path.posix.normalize(url) !== url) return false;
  const segments = url.split('/');
  return (
    segments.length === 6 &&
    segments[1] === 'uploads' &&
    segments[2] === 'spaces' &&
    segments[3] === userId &&
    /^[\w-]+$/.test(segments[4]!) &&
    /^[\w-]+(\.[\w-]+)*\.webp$/.test(segments[5]!)
  );
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

import { londonDate } from '../../../shared/events/london-dates';
import {
  handleFromName,
  isValidHandle,
  normalizeHandle,
  RESERVED_HANDLES,
} from '../../../shared/spaces/handles';
import { DEFAULT_PLATFORM_FEE } from '../../../shared/spaces/platform-fee';
import type { EventCard } from '../../../shared/events/event-schemas';
import type { ParsedSpaceInput, PublicSpace, Space } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readOncePerPage } from '../../lib/page-reads';
import type { SpaceFacts } from '../../lib/space-facts';
import type { SignedInViewer } from '../../lib/viewer';
import {
  countFollowers,
  countFollowersByAge,
  countPublishedEvents,
  findSpaceByAnyId,
  findSpaceByUser,
  findSpacesOfUsers,
  insertSpace,
  isFollowing,
  isHandleTaken,
  profileExists,
  updateSpace,
  type SpaceRow,
} from './spaces.repository';
import { isUniqueViolation } from '../../db/pg-errors';
import { ownVenueImages } from './venue-images';

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
  /**
   * What its guests make of a facilitator (issue 25): distinct guests checked in at their past
   * events, hosted or co-hosted, and the testimonials their space shows.
   */
  guestFigures: (
    db: Database,
    userId: string,
  ) => Promise<{ attendees: number; testimonials: number }>;
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

export const notFound = (id: string) => new AppError('NOT_FOUND', `Facilitator "${id}" not found`);

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
  return publicFields(await spaceOfPage(db, id));
}

/** A space as its page's head and its public answer read it: once per drawing (lib/page-reads). */
const spaceOfPage = (db: Database, id: string) =>
  readOncePerPage(`space:${id}`, () => findSpaceOrExplain(db, id));

/** What an event's page says of its hosts' spaces: their kinds, colours and links. */
export async function spaceFactsOf(
  db: Database,
  userIds: readonly string[],
): Promise<SpaceFacts[]> {
  return (await findSpacesOfUsers(db, userIds)).map(publicFields);
}

export async function getPublicSpace(
  db: Database,
  { hostUpcomingEvents, guestFigures }: Pick<SpaceLinks, 'hostUpcomingEvents' | 'guestFigures'>,
  viewer: SignedInViewer | null,
  id: string,
  warn: Warn,
  publicUrl: string,
): Promise<PublicSpace> {
  const row = await spaceOfPage(db, id);
  const isOwner = viewer?.userId === row.userId;
  const [followers, hostedEvents, following, upcomingEvents, fromGuests] = await Promise.all([
    countFollowers(db, row.userId),
    countPublishedEvents(db, row.userId),
    viewer && !isOwner ? isFollowing(db, viewer.userId, row.userId) : Promise.resolve(false),
    hostUpcomingEvents(db, row.userId, londonDate(), 24).catch((err) => (warn(err), [])),
    guestFigures(db, row.userId),
  ]);
  return {
    ...publicFields(row),
    // Spec 02 §2 shows attendees and testimonials as always 0; issue 25 counts them (ADR 37).
    stats: { followers, hostedEvents, ...fromGuests },
    isOwner,
    isFollowing: following,
    canFollow: viewer !== null && !isOwner,
    upcomingEvents,
    calendarFeed: row.handle ? `${publicUrl}/@${row.handle}/calendar.ics` : null,
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

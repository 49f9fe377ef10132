import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/ids';
import { rowsOf, type Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces, followMailNotices, userFollows } from '../../db/schema/spaces';
import { notSuspendedSql } from '../../db/suspended-accounts';
import { swapAvatar } from '../../db/avatar-swap';

export type SpaceRow = typeof facilitatorSpaces.$inferSelect;
export type NewSpaceRow = typeof facilitatorSpaces.$inferInsert;

export async function findSpaceByUser(db: Database, userId: string): Promise<SpaceRow | undefined> {
  const [row] = await db
    .select()
    .from(facilitatorSpaces)
    .where(eq(facilitatorSpaces.userId, userId));
  return row;
}

/** A display name as its words: lower case, hyphens and runs of spaces as one space. */
function nameWords(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/**
 * Spec 02 §2: the id may be an @handle, a user id, a space id or a display name. A suspended
 * person's space is found by no one.
 */
export async function findSpaceByAnyId(db: Database, id: string): Promise<SpaceRow | undefined> {
  let where;
  if (id.startsWith('@')) where = eq(facilitatorSpaces.handle, id.slice(1).toLowerCase());
  else if (isUuid(id))
    where = sql`(${facilitatorSpaces.id} = ${id}::uuid or ${facilitatorSpaces.userId} = ${id}::uuid)`;
  // A display name, or its share link's form: hyphens and spaces alike, so that
  // "Theo-Anne-Marie-Okafor" finds "Theo Anne-Marie Okafor" (the index has this expression).
  else
    where = sql`regexp_replace(lower(${facilitatorSpaces.displayName}), '[[:space:]-]+', ' ', 'g') = ${nameWords(id)}`;
  const [row] = await db
    .select()
    .from(facilitatorSpaces)
    .where(and(where, notSuspendedSql(facilitatorSpaces.userId)))
    .limit(1);
  return row;
}

/** The spaces of these people, leaving out the suspended (an event page's hosts). */
export async function findSpacesOfUsers(
  db: Database,
  userIds: readonly string[],
): Promise<SpaceRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(facilitatorSpaces)
    .where(
      and(
        inArray(facilitatorSpaces.userId, [...userIds]),
        notSuspendedSql(facilitatorSpaces.userId),
      ),
    );
}

export async function insertSpace(db: Database, row: NewSpaceRow): Promise<SpaceRow> {
  const [created] = await db.insert(facilitatorSpaces).values(row).returning();
  return created!;
}

export async function updateSpace(
  db: Database,
  id: string,
  patch: Partial<NewSpaceRow>,
): Promise<SpaceRow> {
  const [updated] = await db
    .update(facilitatorSpaces)
    .set(patch)
    .where(eq(facilitatorSpaces.id, id))
    .returning();
  return updated!;
}

/** Sets the avatar only where it is still `expected` (compare-and-swap); true when it did. */
export const swapSpaceAvatarUrl = (
  db: Database,
  id: string,
  expected: string | null,
  next: string | null,
) => swapAvatar(db, facilitatorSpaces, id, expected, next);

/** A handle is taken when any profile or space holds it. */
export async function isHandleTaken(
  db: Database,
  handle: string,
  exceptUserId?: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from profiles where handle = ${handle} ${exceptUserId ? sql`and id <> ${exceptUserId}::uuid` : sql``}
    union all
    select 1 from facilitator_spaces where handle = ${handle} ${exceptUserId ? sql`and user_id <> ${exceptUserId}::uuid` : sql``}
    limit 1`);
  return rowsOf(result).length > 0;
}

/** Followers, not counting suspended accounts (they come back with a restore). */
export async function countFollowers(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userFollows)
    .where(and(eq(userFollows.followingId, userId), notSuspendedSql(userFollows.followerId)));
  return row?.n ?? 0;
}

/**
 * Followers now, and how many of them began following from `recentFrom` on and in the span from
 * `previousFrom` to `recentFrom` (unfollowing deletes the row, so these count current followers).
 */
export async function countFollowersByAge(
  db: Database,
  userId: string,
  recentFrom: Date,
  previousFrom: Date,
): Promise<{ total: number; recent: number; previous: number }> {
  const recent = sql`${userFollows.createdAt} >= ${recentFrom.toISOString()}::timestamptz`;
  const previous = sql`${userFollows.createdAt} >= ${previousFrom.toISOString()}::timestamptz
    and ${userFollows.createdAt} < ${recentFrom.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`(count(*) filter (where ${recent}))::int`,
      previous: sql<number>`(count(*) filter (where ${previous}))::int`,
    })
    .from(userFollows)
    .where(and(eq(userFollows.followingId, userId), notSuspendedSql(userFollows.followerId)));
  return { total: row?.total ?? 0, recent: row?.recent ?? 0, previous: row?.previous ?? 0 };
}

export async function isFollowing(
  db: Database,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userFollows.id })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));
  return Boolean(row);
}

/**
 * Idempotent: following twice leaves one row, however many requests race. Answers whether this
 * call made the follow (false when it was there already).
 */
export async function follow(
  db: Database,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  const rows = await db
    .insert(userFollows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ id: userFollows.id });
  return rows.length > 0;
}

/**
 * Claims the "new follower" e-mail for this pair: true when none was sent for it in the last
 * `hours`, and then notes now as the time it was sent. Two claims at once get one true.
 */
export async function claimFollowMail(
  db: Database,
  followerId: string,
  followingId: string,
  hours: number,
): Promise<boolean> {
  const rows = await db
    .insert(followMailNotices)
    .values({ followerId, followingId })
    .onConflictDoUpdate({
      target: [followMailNotices.followerId, followMailNotices.followingId],
      set: { mailedAt: sql`now()` },
      setWhere: sql`${followMailNotices.mailedAt} < now() - make_interval(hours => ${hours})`,
    })
    .returning({ mailedAt: followMailNotices.mailedAt });
  return rows.length > 0;
}

/** Forgets follow mails older than `hours`: past then, a row says no more than no row does. */
export async function deleteStaleFollowMailNotices(db: Database, hours: number): Promise<number> {
  const rows = await db
    .delete(followMailNotices)
    .where(sql`${followMailNotices.mailedAt} < now() - make_interval(hours => ${hours})`)
    .returning({ followerId: followMailNotices.followerId });
  return rows.length;
}

/** The name a follower goes by (their space's, else their profile's, else their account's). */
export async function findFollowerName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(
        ${facilitatorSpaces.displayName},
        nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''),
        ${users.name})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(facilitatorSpaces, eq(facilitatorSpaces.userId, users.id))
    .where(eq(users.id, userId));
  return row?.name;
}

export async function unfollow(
  db: Database,
  followerId: string,
  followingId: string,
): Promise<void> {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));
}

/**
 * The published events a host owns or co-hosts (an accepted invitation to their space). Counted
 * as a union of the two, each found by its index: one condition with `or` read every event.
 */
export async function countPublishedEvents(db: Database, userId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select id from events where user_id = ${userId}::uuid and is_draft = false
        union
        select e.id from event_collaborators ec
        join facilitator_spaces s on s.id = ec.facilitator_space_id
        join events e on e.id = ec.event_id
        where s.user_id = ${userId}::uuid and ec.status = 'accepted' and e.is_draft = false
      ) as hosted`),
  );
  return row?.n ?? 0;
}

/**
 * Whether the id names a profile (by user id or handle), for the "no space yet" state;
 * `visibleOnly`: not a suspended one (whose page is not found, as if there were none).
 */
export async function profileExists(
  db: Database,
  id: string,
  { visibleOnly = false }: { visibleOnly?: boolean } = {},
): Promise<boolean> {
  const where = isUuid(id)
    ? eq(profiles.id, id)
    : id.startsWith('@')
      ? eq(profiles.handle, id.slice(1).toLowerCase())
      : undefined;
  if (!where) return false;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(where, visibleOnly ? isNull(profiles.suspendedAt) : undefined));
  return Boolean(row);
}

/** The avatar a new space starts with: its owner's profile picture. Undefined without a profile. */
export async function findProfileAvatar(
  db: Database,
  userId: string,
): Promise<{ avatarUrl: string | null } | undefined> {
  const [row] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

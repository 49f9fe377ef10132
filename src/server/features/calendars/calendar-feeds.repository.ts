import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { runStatement, statement } from '../../db/statements';

/**
 * Members' private calendar feeds: the `calendar_feeds` table, which this feature owns, and the
 * one read of what a member's feed lists. That read takes the ids of their bookings (the tickets
 * feature's `orders`) and of whom they follow (the spaces feature's `user_follows`) straight from
 * the tables, as the other read-only views across features do (a guest's bookings read `events`,
 * the account's summary counts `user_follows`): one statement, no write, no rule of theirs
 * repeated. The events themselves are the events feature's, asked through `CalendarLinks`.
 */

export type FeedRow = { secret: string };

export async function findFeedOf(db: Database, userId: string): Promise<FeedRow | undefined> {
  const [row] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Makes the member's feed with this secret unless they have one; answers whether it did. */
export async function insertFeed(db: Database, userId: string, secret: string): Promise<boolean> {
  const made = await db
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning({ secret: calendarFeeds.secret });
  return made.length > 0;
}

/** Gives the member's feed a new secret (making the feed if they had none). */
export async function replaceSecret(db: Database, userId: string, secret: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: sql`now()` } });
}

// Whose feed this secret opens: never a suspended member's.
const ownerOfSecret = statement<{ userId: string }>(
  'calendar_feed_owner',
  `select f.user_id as "userId" from calendar_feeds f join profiles p on p.id = f.user_id
   where f.secret = $1 and p.suspended_at is null`,
);

export async function findOwnerOfSecret(db: Database, secret: string): Promise<string | undefined> {
  const [row] = await runStatement(db, ownerOfSecret, [secret]);
  return row?.userId;
}

/** What a member's feed lists, as the events feature's `member` feed scope takes it. */
export type MemberSelection = { booked: string[]; cancelledBookings: string[]; hosts: string[] };

// Live bookings (confirmed, or awaiting an offline payment); cancelled ones, which show only
// while their event is cancelled (a date the host called off); and the facilitators followed.
// Bounded by the most recent, as a feed is.
const memberSelection = statement<MemberSelection>(
  'calendar_feed_selection',
  `select
     array(select distinct o.event_id from orders o
           where o.user_id = $1 and o.status in ('confirmed', 'awaiting_payment')) as booked,
     array(select o.event_id from orders o where o.user_id = $1 and o.status = 'cancelled'
           order by o.created_at desc limit 500) as "cancelledBookings",
     array(select f.following_id from user_follows f where f.follower_id = $1) as hosts`,
);

export async function findMemberSelection(db: Database, userId: string): Promise<MemberSelection> {
  const [row] = await runStatement(db, memberSelection, [userId]);
  return row!;
}

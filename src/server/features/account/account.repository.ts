import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferenceKind,
  type EmailPreferences,
} from '../../../shared/account/account-schemas';
import { rowsOf, type Database } from '../../db/client';
import { accountDeletions, emailPreferences, type DeletionCounts } from '../../db/schema/account';
import { sessions, users } from '../../db/schema/auth';
import { eventCollaborators } from '../../db/schema/cohosts';
import { events } from '../../db/schema/events';
import { notifications } from '../../db/schema/notifications';
import { facilitatorSpaces, userFollows } from '../../db/schema/spaces';

/** The one writer of `email_preferences` and `account_deletions`. */

export async function findEmailPreferences(
  db: Database,
  userId: string,
): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      cohostInvitations: emailPreferences.cohostInvitations,
      invitationAnswers: emailPreferences.invitationAnswers,
      newFollowers: emailPreferences.newFollowers,
      followedNews: emailPreferences.followedNews,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  return row ?? DEFAULT_EMAIL_PREFERENCES;
}

export async function saveEmailPreferences(
  db: Database,
  userId: string,
  preferences: EmailPreferences,
): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: preferences,
    });
}

const preferenceColumn = {
  cohostInvitations: emailPreferences.cohostInvitations,
  invitationAnswers: emailPreferences.invitationAnswers,
  newFollowers: emailPreferences.newFollowers,
  followedNews: emailPreferences.followedNews,
} satisfies Record<EmailPreferenceKind, unknown>;

/**
 * Switches one kind of e-mail off for this person, the others kept as they were; false when
 * there is no such account (an upsert would break the foreign key).
 */
export async function switchOffEmail(
  db: Database,
  userId: string,
  kind: EmailPreferenceKind,
): Promise<boolean> {
  const column = sql.identifier(preferenceColumn[kind].name);
  const result = await db.execute(sql`
    insert into ${emailPreferences} (user_id, ${column})
    select ${users.id}, false from ${users} where ${users.id} = ${userId}
    on conflict (user_id) do update set ${column} = false, updated_at = now()
    returning user_id`);
  return rowsOf(result).length > 0;
}

/**
 * Whether this person wants this kind of e-mail now: on unless they switched it off, and never
 * for an account that no longer exists.
 */
export async function wantsEmailNow(
  db: Database,
  userId: string,
  kind: EmailPreferenceKind,
): Promise<boolean> {
  const [row] = await db
    .select({ wanted: sql<boolean>`coalesce(${preferenceColumn[kind]}, true)` })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row?.wanted ?? false;
}

/** How many of each thing an account has, for the log of its deletion: numbers only. */
export async function countBelongings(db: Database, userId: string): Promise<DeletionCounts> {
  const spaceIds = sql`(select ${facilitatorSpaces.id} from ${facilitatorSpaces}
    where ${facilitatorSpaces.userId} = ${userId})`;
  const ownEventIds = sql`(select ${events.id} from ${events} where ${events.userId} = ${userId})`;
  const result = await db.execute(sql`select
    (select count(*) from ${events} where ${events.userId} = ${userId})::int as "events",
    (select count(*) from ${events}
      where ${events.userId} = ${userId} and ${events.isDraft} = false)::int as "publishedEvents",
    (select count(*) from ${facilitatorSpaces}
      where ${facilitatorSpaces.userId} = ${userId})::int as "spaces",
    (select count(*) from ${userFollows}
      where ${userFollows.followerId} = ${userId})::int as "following",
    (select count(*) from ${userFollows}
      where ${userFollows.followingId} = ${userId})::int as "followers",
    (select count(*) from ${notifications}
      where ${notifications.userId} = ${userId})::int as "notifications",
    (select count(*) from ${sessions} where ${sessions.userId} = ${userId})::int as "sessions",
    (select count(*) from ${eventCollaborators}
      where ${eventCollaborators.facilitatorSpaceId} in ${spaceIds})::int as "cohostInvitationsReceived",
    (select count(*) from ${eventCollaborators}
      where ${eventCollaborators.eventId} in ${ownEventIds})::int as "cohostInvitationsSent"`);
  return rowsOf<DeletionCounts>(result)[0]!;
}

/** The invitations to co-host this person's own events (they go with the events). */
export async function invitationsOnEventsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventCollaborators.id })
    .from(eventCollaborators)
    .innerJoin(events, eq(events.id, eventCollaborators.eventId))
    .where(eq(events.userId, userId));
  return rows.map((row) => row.id);
}

export async function insertDeletionRecord(
  db: Database,
  userId: string,
  counts: DeletionCounts,
): Promise<string> {
  const [row] = await db
    .insert(accountDeletions)
    .values({ userId, counts })
    .returning({ id: accountDeletions.id });
  return row!.id;
}

export async function noteFilesRemoved(db: Database, id: string, files: number): Promise<void> {
  await db.update(accountDeletions).set({ filesRemoved: files }).where(eq(accountDeletions.id, id));
}

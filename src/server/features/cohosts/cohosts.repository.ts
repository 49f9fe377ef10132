import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { eventCollaborators, type CollaborationStatus } from '../../db/schema/cohosts';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { notSuspendedSql } from '../../db/suspended-accounts';

export type CollaborationRow = typeof eventCollaborators.$inferSelect;

/** A space's picture as its page shows it: its own, else its owner's profile picture. */
const spaceAvatar = sql<
  string | null
>`coalesce(${facilitatorSpaces.avatarUrl}, ${facilitatorSpaces.profileAvatarUrl})`;

/** `%` and `_` typed into the search box are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Type-ahead: spaces whose display name contains the term or whose handle starts with it (the
 * @ is optional), other than the searcher's own; names that start with the term first.
 */
export async function searchSpaces(
  db: Database,
  term: string,
  excludeUserId: string,
  limit: number,
) {
  const text = likeEscaped(term.toLowerCase());
  const handle = likeEscaped(term.replace(/^@/, '').toLowerCase());
  return db
    .select({
      spaceId: facilitatorSpaces.id,
      displayName: facilitatorSpaces.displayName,
      handle: facilitatorSpaces.handle,
      avatarUrl: spaceAvatar,
    })
    .from(facilitatorSpaces)
    .where(
      and(
        ne(facilitatorSpaces.userId, excludeUserId),
        notSuspendedSql(facilitatorSpaces.userId),
        sql`(lower(${facilitatorSpaces.displayName}) like ${`%${text}%`}
          or ${facilitatorSpaces.handle} like ${`${handle}%`})`,
      ),
    )
    .orderBy(
      sql`(lower(${facilitatorSpaces.displayName}) like ${`${text}%`}) desc`,
      asc(sql`lower(${facilitatorSpaces.displayName})`),
      asc(facilitatorSpaces.id),
    )
    .limit(limit);
}

/** The event an invitation is about: its owner and title. */
export async function findEventSummary(db: Database, eventId: string) {
  const [row] = await db
    .select({ id: events.id, userId: events.userId, title: events.title })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** The name a person goes by: their space's name, else their profile's, else their account's. */
const personName = sql<string>`coalesce(
  ${facilitatorSpaces.displayName},
  nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''),
  ${users.name})`;

/** A person's name and e-mail address, for telling them of an invitation. */
export async function findPerson(db: Database, userId: string) {
  const [row] = await db
    .select({ name: personName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(facilitatorSpaces, eq(facilitatorSpaces.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function findSpace(db: Database, spaceId: string) {
  const [row] = await db
    .select({
      id: facilitatorSpaces.id,
      userId: facilitatorSpaces.userId,
      displayName: facilitatorSpaces.displayName,
    })
    .from(facilitatorSpaces)
    .where(eq(facilitatorSpaces.id, spaceId));
  return row;
}

/** Inserts the invitation; undefined when this event already has one for this space. */
export async function insertCollaboration(
  db: Database,
  row: { eventId: string; facilitatorSpaceId: string; inviterId: string },
): Promise<CollaborationRow | undefined> {
  const [created] = await db
    .insert(eventCollaborators)
    .values(row)
    .onConflictDoNothing({
      target: [eventCollaborators.eventId, eventCollaborators.facilitatorSpaceId],
    })
    .returning();
  return created;
}

const cohostColumns = {
  id: eventCollaborators.id,
  eventId: eventCollaborators.eventId,
  spaceId: eventCollaborators.facilitatorSpaceId,
  displayName: facilitatorSpaces.displayName,
  handle: facilitatorSpaces.handle,
  avatarUrl: spaceAvatar,
  role: eventCollaborators.role,
  status: eventCollaborators.status,
  createdAt: eventCollaborators.createdAt,
  answeredAt: eventCollaborators.answeredAt,
};

/** Invitations with the spaces they invite. */
const selectCohosts = (db: Database) =>
  db
    .select(cohostColumns)
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId));

/** An event's invitations, oldest first, with the invited spaces. */
export async function listCohosts(db: Database, eventId: string) {
  return selectCohosts(db)
    .where(eq(eventCollaborators.eventId, eventId))
    .orderBy(asc(eventCollaborators.createdAt), asc(eventCollaborators.id));
}

export async function findCohost(db: Database, collaborationId: string) {
  const [row] = await selectCohosts(db).where(eq(eventCollaborators.id, collaborationId));
  return row;
}

/** An invitation with who sent it, who it is for (the space's owner) and its event's title. */
export async function findInvitation(db: Database, collaborationId: string) {
  const [row] = await db
    .select({
      id: eventCollaborators.id,
      eventId: eventCollaborators.eventId,
      eventTitle: events.title,
      inviterId: eventCollaborators.inviterId,
      inviteeId: facilitatorSpaces.userId,
      inviteeName: facilitatorSpaces.displayName,
      status: eventCollaborators.status,
    })
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId))
    .innerJoin(events, eq(events.id, eventCollaborators.eventId))
    .where(eq(eventCollaborators.id, collaborationId));
  return row;
}

/** Answers a pending invitation; undefined when it was no longer pending (answered meanwhile). */
export async function answerCollaboration(
  db: Database,
  collaborationId: string,
  status: Exclude<CollaborationStatus, 'pending'>,
): Promise<CollaborationRow | undefined> {
  const [row] = await db
    .update(eventCollaborators)
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(eq(eventCollaborators.id, collaborationId), eq(eventCollaborators.status, 'pending')),
    )
    .returning();
  return row;
}

export async function deleteCollaboration(
  db: Database,
  eventId: string,
  collaborationId: string,
): Promise<boolean> {
  const rows = await db
    .delete(eventCollaborators)
    .where(and(eq(eventCollaborators.id, collaborationId), eq(eventCollaborators.eventId, eventId)))
    .returning({ id: eventCollaborators.id });
  return rows.length > 0;
}

/** True when `userId` owns a space that has accepted to co-host the event. */
export async function isAcceptedCohost(
  db: Database,
  eventId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: eventCollaborators.id })
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId))
    .where(
      and(
        eq(eventCollaborators.eventId, eventId),
        eq(facilitatorSpaces.userId, userId),
        eq(eventCollaborators.status, 'accepted'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** True while the invitation is pending and for this space (spec 01 §4's stale check). */
export async function isPendingFor(
  db: Database,
  collaborationId: string,
  spaceId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: eventCollaborators.id })
    .from(eventCollaborators)
    .where(
      and(
        eq(eventCollaborators.id, collaborationId),
        eq(eventCollaborators.facilitatorSpaceId, spaceId),
        eq(eventCollaborators.status, 'pending'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** How many invitations to this person's space wait for their answer. */
export async function countPendingFor(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId))
    .where(and(eq(facilitatorSpaces.userId, userId), eq(eventCollaborators.status, 'pending')));
  return row?.n ?? 0;
}

/** What the collaborations tab shows of an event. */
const collaborationEventColumns = {
  id: events.id,
  title: events.title,
  startDate: events.startDate,
  startTime: events.startTime,
  endDate: events.endDate,
  endTime: events.endTime,
  isDraft: events.isDraft,
  isExternal: events.isExternal,
};

/** The name of the person whose user id is in `userId`, as `personName` writes it. */
function nameOf(userId: typeof events.userId | typeof eventCollaborators.inviterId) {
  return sql<string>`(select coalesce(
      person_space.display_name,
      nullif(trim(person_profile.first_name || ' ' || person_profile.last_name), ''),
      person.name)
    from users person
    left join profiles person_profile on person_profile.id = person.id
    left join facilitator_spaces person_space on person_space.user_id = person.id
    where person.id = ${userId})`;
}

/** Pending invitations to the space of `userId`, newest first, with who sent them. */
export async function listReceivedInvitations(db: Database, userId: string) {
  return db
    .select({
      id: eventCollaborators.id,
      role: eventCollaborators.role,
      createdAt: eventCollaborators.createdAt,
      inviterName: nameOf(eventCollaborators.inviterId),
      event: collaborationEventColumns,
    })
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId))
    .innerJoin(events, eq(events.id, eventCollaborators.eventId))
    .where(and(eq(facilitatorSpaces.userId, userId), eq(eventCollaborators.status, 'pending')))
    .orderBy(desc(eventCollaborators.createdAt), desc(eventCollaborators.id));
}

/** Invitations with the spaces they invite and their events. */
const selectCohostsWithEvent = (db: Database) =>
  db
    .select({ ...cohostColumns, event: collaborationEventColumns })
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId))
    .innerJoin(events, eq(events.id, eventCollaborators.eventId));

/** The invitations for the events `userId` owns, in every state, newest first. */
export async function listSentInvitations(db: Database, userId: string) {
  return selectCohostsWithEvent(db)
    .where(eq(events.userId, userId))
    .orderBy(desc(eventCollaborators.createdAt), desc(eventCollaborators.id));
}

/** The events `userId`'s space co-hosts (accepted), soonest first, with their owners' names. */
export async function listCohostedEvents(db: Database, userId: string) {
  return db
    .select({
      collaborationId: eventCollaborators.id,
      ownerName: nameOf(events.userId),
      event: collaborationEventColumns,
    })
    .from(eventCollaborators)
    .innerJoin(facilitatorSpaces, eq(facilitatorSpaces.id, eventCollaborators.facilitatorSpaceId))
    .innerJoin(events, eq(events.id, eventCollaborators.eventId))
    .where(and(eq(facilitatorSpaces.userId, userId), eq(eventCollaborators.status, 'accepted')))
    .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id));
}

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './auth';
import { eventIdColumn } from './events';
import { facilitatorSpaces } from './spaces';

export const COLLABORATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/**
 * Spec 01 §3 "event_collaborators": a host's invitation to another facilitator's space to
 * co-host an event, pending until the invited host answers. One invitation per event and space.
 */
export const eventCollaborators = pgTable(
  'event_collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventIdColumn(),
    facilitatorSpaceId: uuid('facilitator_space_id')
      .notNull()
      .references(() => facilitatorSpaces.id, { onDelete: 'cascade' }),
    // The inviter is the event's owner; their account going takes their events with it.
    inviterId: userIdColumn('inviter_id'),
    role: text('role').notNull().default('co-host'),
    status: text('status').$type<CollaborationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    unique('event_collaborators_event_space_unique').on(t.eventId, t.facilitatorSpaceId),
    index('event_collaborators_space_idx').on(t.facilitatorSpaceId),
    check(
      'event_collaborators_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined')`,
    ),
  ],
);

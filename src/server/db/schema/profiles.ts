import { trigramIndex } from './search-index';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { updatedAtColumn } from './updated-at';

/** Spec 01 §3 "profiles": one row per user, id = the user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    displayName: text('display_name'),
    handle: text('handle').unique(),
    isHost: boolean('is_host').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    redirectToFacilitatorFlow: boolean('redirect_to_facilitator_flow').notNull().default(false),
    /**
     * When the person last made a signed-in request: noted at most once every few minutes
     * (`LAST_SEEN_EVERY_MINUTES` in lib/viewer.ts), so a busy tab costs no write per request.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * Set by a super admin: the person cannot sign in, and their space and events are hidden
     * from everyone (the public reads filter on it). Null when the account is in good standing.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * How many events the person owns, drafts included: kept by a trigger on `events` (migration
     * 0014), so the people list sorts by it through an index rather than counting every event.
     */
    eventCount: integer('event_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // Event search finds events by their host's name.
    trigramIndex('profiles_full_name_trgm_idx', sql`(${t.firstName} || ' ' || ${t.lastName})`),
    trigramIndex('profiles_display_name_trgm_idx', sql`coalesce(${t.displayName}, '')`),
    // The super admin's people list: one index per sort order, each ending in the id that
    // breaks ties, so every page is a range scan from the last row of the page before.
    index('profiles_joined_idx').on(t.createdAt, t.id),
    index('profiles_sort_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('profiles_last_seen_idx').on(
      sql`coalesce(${t.lastSeenAt}, '-infinity'::timestamptz)`,
      t.id,
    ),
    index('profiles_event_count_idx').on(t.eventCount, t.id),
    // Search by e-mail address (names use the trigram index above).
    trigramIndex('profiles_email_trgm_idx', t.email),
    // Few people are super admins or suspended: these find them without reading everyone, for
    // the list's filters, the last-super-admin check and every public read that hides the
    // suspended.
    index('profiles_super_admins_idx')
      .on(t.id)
      .where(sql`${t.isSuperAdmin}`),
    index('profiles_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;

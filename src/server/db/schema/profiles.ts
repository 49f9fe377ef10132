import { SEARCH_INDEX } from './search-index';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Event search finds events by their host's name.
    index('profiles_full_name_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with(SEARCH_INDEX),
    index('profiles_display_name_trgm_idx')
      .using('gin', sql`coalesce(${t.displayName}, '') gin_trgm_ops`)
      .with(SEARCH_INDEX),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;

import { boolean, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { updatedAtColumn } from './updated-at';

/**
 * Which e-mails a person wants of those they may switch off (settings). No row means every
 * switch is on; auth mails (confirmation, password reset) have no switch.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cohostInvitations: boolean('cohost_invitations').notNull().default(true),
  invitationAnswers: boolean('invitation_answers').notNull().default(true),
  newFollowers: boolean('new_followers').notNull().default(true),
  /** The daily digest of what the facilitators a person follows have published (issue 23). */
  followedNews: boolean('followed_news').notNull().default(true),
  updatedAt: updatedAtColumn(),
});

/** What a deleted account took with it, by kind: numbers only. */
export type DeletionCounts = Record<string, number>;

/**
 * The log of deleted accounts: which account id went, when, and how many of each thing went
 * with it. Nothing else of the person is kept (no name, no e-mail), and the id points at no
 * row any more.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    counts: jsonb('counts').$type<DeletionCounts>().notNull(),
    /** Uploaded files removed after the transaction; null until that has run. */
    filesRemoved: integer('files_removed'),
  },
  (t) => [index('account_deletions_deleted_at_idx').on(t.deletedAt)],
);

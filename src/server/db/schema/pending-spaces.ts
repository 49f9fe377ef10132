import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A personal space asked for at sign-up, waiting for its owner to confirm their e-mail (ADR 18).
 * Until then nothing of it is public, not even its handle, so a sign-up with an address that
 * already has an account looks the same from outside as one that made a new account.
 */
export const pendingSignUpSpaces = pgTable('pending_sign_up_spaces', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The validated space form (spaceInputSchema's output). */
  input: jsonb('input').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

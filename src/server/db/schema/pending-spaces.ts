import { customType, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Binary data: postgres.js hands back a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A personal space asked for at sign-up, waiting for its owner to confirm their e-mail (ADR 18).
 * Until then nothing of it is public, not even its handle or its image, so a sign-up with an
 * address that already has an account looks the same from outside as one that made a new
 * account. Never-confirmed accounts go after 30 days, and their pending space with them (ADR 19).
 */
export const pendingSignUpSpaces = pgTable('pending_sign_up_spaces', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The validated space form (spaceInputSchema's output). */
  input: jsonb('input').notNull(),
  /**
   * The space's image chosen at sign-up, already checked and re-encoded as the avatar upload
   * does (WebP, at most 800×800, no metadata). Kept here, not in public storage, until the
   * space exists; it then becomes the space's avatar file.
   */
  image: bytea('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

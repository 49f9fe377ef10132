import { index, integer, json, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userIdColumn } from './auth';

/**
 * The first answer to each Idempotency-Key a person sent with a create request, so that a retry
 * after a lost answer gets that answer again instead of making the thing twice. Written in the
 * same transaction as what the request made; kept for a day (`IDEMPOTENCY_KEY_HOURS`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userIdColumn(),
    key: text('key').notNull(),
    /** A hash of the method, the route and the request's validated content. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    // Null only inside the transaction that reserved the key and has not answered yet.
    body: json('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

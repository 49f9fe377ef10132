import { sql } from 'drizzle-orm';
import { timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Every table's `updated_at`: now() when the row is made, and now() again on every UPDATE
 * Drizzle writes (an upsert's DO UPDATE too) that does not set it itself, so no repository
 * has to remember it. The database's now(), not a Date from Node: one clock for every
 * timestamp, and the same instant as the rest of the transaction's writes. Drizzle adds it to
 * the statement; the database knows nothing of it (no migration, no trigger), so a raw SQL
 * UPDATE (`db.execute`) still sets updated_at itself.
 */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/**
 * For an UPDATE that is no edit of the row (a counter a booking moves, "last seen"): its
 * updated_at stays as it was, where the schema's $onUpdate would move it.
 */
export const keepUpdatedAt = (table: { updatedAt: PgColumn }) => ({
  updatedAt: table.updatedAt,
});

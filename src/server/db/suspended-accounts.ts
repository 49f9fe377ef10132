import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A super admin's suspension hides a person's space and events from everyone (spec 01 §6 as the
 * issue sets it): every public read of events and spaces keeps to people not suspended, and a
 * restore brings them back, because nothing else is changed. The condition is SQL text without
 * parameters, so prepared statements keep their generic plans (statements.ts): the ids of the
 * suspended are read once per query from the small partial index profiles_suspended_idx (an
 * empty one, mostly), then each row is checked against that list.
 */
const SUSPENDED_IDS = 'array(select id from profiles where suspended_at is not null)';

/** SQL text: the user id in `column` is not a suspended account's. */
export const notSuspended = (column: string) => `${column} <> all(${SUSPENDED_IDS})`;

/** The same condition for Drizzle's `sql` queries. */
export const notSuspendedSql = (column: Column | string): SQL =>
  typeof column === 'string'
    ? sql.raw(notSuspended(column))
    : sql`${column} <> all(${sql.raw(SUSPENDED_IDS)})`;

/** SQL text: the user id in `column` is a suspended account's (what a count takes off). */
export const suspendedSql = (column: string): SQL => sql.raw(`${column} = any(${SUSPENDED_IDS})`);

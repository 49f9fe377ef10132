import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Database } from './client';

/**
 * Hand-written SQL for the hottest reads (ADR 9). Drizzle builds and maps every other query; on
 * these few its per-query work cost more CPU than PostgreSQL spent answering, so they go straight
 * to the driver as prepared statements: parsed and planned once per connection, rows returned as
 * the driver decodes them, keyed by the column aliases in the SQL.
 *
 * Keep literal values (like `is_draft = false`) in the text rather than as parameters, or a
 * generic plan cannot use the partial indexes they are written for.
 */
// `row` is never set: it only carries the row type from where a statement is written to its use.
export type Statement<Row> = { name: string; text: string; row?: Row };

export function statement<Row>(name: string, text: string): Statement<Row> {
  return { name, text };
}

export async function runStatement<Row>(
  db: Database,
  { text }: Statement<Row>,
  values: unknown[],
): Promise<Row[]> {
  return queryDriver<Row>(db, { prepare: true, text, values });
}

/**
 * A `timestamptz` as the driver decodes it in these rows: PGlite gives a Date, postgres.js (with
 * the text parsers Drizzle sets on it) the text PostgreSQL sent, such as `2026-11-22 19:30:00+00`.
 */
export type DriverInstant = Date | string;

export function isoInstant(value: DriverInstant): string {
  if (typeof value !== 'string') return value.toISOString();
  // A whole second in UTC, as PostgreSQL sends most instants (`2026-11-22 19:30:00+00`), is
  // rewritten in place: Date's parser for that form cost more than all the rest of an event
  // card. Anything else (fractions of a second, another offset) is parsed.
  if (value.length === 22 && value.endsWith('+00') && value[10] === ' ')
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.000Z`;
  return new Date(value).toISOString();
}

const dialect = new PgDialect();

/**
 * For SQL whose shape changes with its input (search): built with Drizzle's `sql` template,
 * planned afresh for its values, rows decoded like a statement's. With `prepare`, each distinct
 * text is prepared once per connection like a statement's, for SQL of a few shapes whose plan
 * does not hang on its values (ADR 39).
 */
export async function runQuery<Row>(
  db: Database,
  query: SQL,
  { prepare = false }: { prepare?: boolean } = {},
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryDriver<Row>(db, { prepare, text, values: params });
}

async function queryDriver<Row>(
  db: Database,
  { prepare, text, values }: { prepare: boolean; text: string; values: unknown[] },
): Promise<Row[]> {
  // Drizzle keeps the driver it was built on: postgres.js, or PGlite (no prepared statements); a
  // transaction keeps its own connection (postgres.js) or transaction handle (PGlite) in its
  // session, and its statements must go there, or they would not see what it wrote.
  const client =
    (db as unknown as { $client?: Sql | PGlite }).$client ??
    (db as unknown as { session: { client: Sql | Transaction } }).session.client;
  if (!('unsafe' in client)) return (await client.query<Row>(text, values)).rows;
  // postgres.js names prepared statements itself, one per distinct text and connection.
  return (await client.unsafe(text, values as never[], { prepare })) as Row[];
}

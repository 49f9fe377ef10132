import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Storage settings for the GIN indexes search reads. Without them, new rows wait in a pending
 * list that every search scans linearly until a vacuum merges it: after 10,000 new profiles,
 * a host-name lookup took 7 ms instead of 0.3. These tables are read far more than written, so
 * each insert pays the small cost of updating the index at once instead.
 */
export const SEARCH_INDEX = { fastupdate: false } as const;

/**
 * The trigram index search reads to find `text` (a column, or an expression over a row's
 * columns) by any part of it (`pg_trgm`, ADR 6), kept up to date at once (SEARCH_INDEX).
 */
export const trigramIndex = (name: string, text: AnyPgColumn | SQL) =>
  index(name)
    .using('gin', sql`${text} gin_trgm_ops`)
    .with(SEARCH_INDEX);

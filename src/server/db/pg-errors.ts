/** PostgreSQL's code for a row a unique index refused. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether the database refused a write because a unique index already holds its value: two
 * requests racing for one handle, name or booking. postgres.js puts the code on the error,
 * Drizzle on PGlite on its `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

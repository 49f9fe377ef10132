import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as authTables from './schema/auth';
import * as profileTables from './schema/profiles';
import * as rateLimitTables from './schema/rate-limits';
import * as contactTables from './schema/contact-messages';
import * as eventTables from './schema/events';
import * as spaceTables from './schema/spaces';

export const schema = {
  ...authTables,
  ...profileTables,
  ...rateLimitTables,
  ...contactTables,
  ...eventTables,
  ...spaceTables,
};
export type Schema = typeof schema;

/** What the rest of the server sees: a Drizzle database, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a session-level advisory lock, on one connection. */
  withMigrationLock: (fn: (db: Database) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
};

// An arbitrary constant: every Kindred process takes the same lock before migrating.
const MIGRATION_LOCK_ID = 7_140_211;

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** Most connections this process holds to PostgreSQL. */
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle connection can be cut by the server (restart, failover, a dropped database). The pool
  // replaces it on the next query; without this listener the error would crash the process.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withMigrationLock(fn) {
      // The lock and the migration must share one connection, or the lock guards nothing.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await fn(drizzlePg(client, { schema }) as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  // PGlite is one process holding its data directory, so no cross-process lock is needed.
  const client = await PGlite.create(
    dir ? { dataDir: dir, extensions: { pg_trgm } } : { extensions: { pg_trgm } },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    withMigrationLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`, typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as authTables from './schema/auth';
import * as profileTables from './schema/profiles';
import * as rateLimitTables from './schema/rate-limits';
import * as contactTables from './schema/contact-messages';
import * as eventTables from './schema/events';
import * as spaceTables from './schema/spaces';
import * as pendingSpaceTables from './schema/pending-spaces';

export const schema = {
  ...authTables,
  ...profileTables,
  ...rateLimitTables,
  ...contactTables,
  ...eventTables,
  ...spaceTables,
  ...pendingSpaceTables,
};
export type Schema = typeof schema;

/** What the rest of the server sees: a Drizzle database, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue (pg-boss) reaches this database: PostgreSQL through a small pool of its
   * own, PGlite through this process's one PGlite instance.
   */
  jobQueueConnection: JobQueueConnection;
  /** Runs `fn` while holding a session-level advisory lock, on one connection. */
  withMigrationLock: (fn: (db: Database) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
};

export type JobQueueConnection =
  | { connectionString: string }
  | {
      db: {
        executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
      };
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
  // postgres.js rather than node-postgres (ADR 10): it pipelines queries waiting for the same
  // connection, so a busy server makes far fewer round trips to PostgreSQL. Dropped connections
  // are reopened on the next query. Notices ("already exists, skipping") are not errors.
  const options = { idle_timeout: 30, onnotice: () => {} };
  const client = postgres(url, { ...options, max: poolSize });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    jobQueueConnection: { connectionString: url },
    async withMigrationLock(fn) {
      // The lock and the migration must share one connection, or the lock guards nothing.
      const single = postgres(url, { ...options, max: 1 });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        try {
          await fn(drizzlePostgres(single, { schema }) as unknown as Database);
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        }
      } finally {
        await single.end();
      }
    },
    close: () => client.end({ timeout: 5 }),
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
    jobQueueConnection: {
      db: {
        // pg-boss sends its schema changes and locked sections as several statements without
        // parameters (simple protocol, `exec`), everything else as one statement with them.
        async executeSql(text, values) {
          if (values && values.length > 0) return client.query(text, values);
          try {
            const results = await client.exec(text);
            return { rows: results.at(-1)?.rows ?? [] };
          } catch (error) {
            // A failed statement inside pg-boss's BEGIN … COMMIT would leave the one connection
            // every request shares in an aborted transaction.
            await client.exec('rollback').catch(() => undefined);
            throw error;
          }
        },
      },
    },
    withMigrationLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

/** The rows of a raw `db.execute` result: postgres.js answers an array of rows, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

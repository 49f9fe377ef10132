import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import postgres, { type Sql } from 'postgres';
import { postgresBroadcast, singleProcessBroadcast, type Broadcast } from './broadcast';
import { DatabaseUnavailableError } from './connection-errors';
import { acquireDataDirLock } from './data-dir-lock';
import { createDatabaseHealth, type DatabaseHealth } from './database-health';
import * as authTables from './schema/auth';
import * as profileTables from './schema/profiles';
import * as rateLimitTables from './schema/rate-limits';
import * as contactTables from './schema/contact-messages';
import * as idempotencyTables from './schema/idempotency-keys';
import * as eventTables from './schema/events';
import * as seriesTables from './schema/series';
import * as spaceTables from './schema/spaces';
import * as pendingSpaceTables from './schema/pending-spaces';

export const schema = {
  ...authTables,
  ...profileTables,
  ...rateLimitTables,
  ...contactTables,
  ...idempotencyTables,
  ...eventTables,
  ...seriesTables,
  ...spaceTables,
  ...pendingSpaceTables,
};
export type Schema = typeof schema;

/** What the rest of the server sees: a Drizzle database, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers: the circuit breaker and the readiness check. */
  health: DatabaseHealth;
  /**
   * How the job queue (pg-boss) reaches this database: PostgreSQL through a small pool of its
   * own, PGlite through this process's one PGlite instance.
   */
  jobQueueConnection: JobQueueConnection;
  /** Tells the other app processes on this database that something changed. */
  broadcast: Broadcast;
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
  /**
   * Told of every statement sent to PostgreSQL, in transactions too (tests count a request's
   * round trips with it). Not on PGlite.
   */
  onQuery?: (text: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onQuery);
  return openPglite(options.pgliteDir);
}

async function openPostgres(
  url: string,
  poolSize: number,
  onQuery?: (text: string) => void,
): Promise<DatabaseHandle> {
  // postgres.js rather than node-postgres (ADR 10): it pipelines queries waiting for the same
  // connection, so a busy server makes far fewer round trips to PostgreSQL. Dropped connections
  // are reopened on the next query. Notices ("already exists, skipping") are not errors.
  const options = {
    idle_timeout: 30,
    onnotice: () => {},
    // A connection attempt made while PostgreSQL is starting up can hang without an answer, and
    // the queries waiting for it wait as long: with 5 s, one outage test in six still answered
    // 503 five seconds after PostgreSQL was back. A healthy server (even across a network, with
    // TLS) connects in well under a second, so an attempt gets 1 s and is then made again.
    connect_timeout: 1,
    // postgres.js waits longer after each failed connection attempt, up to 20 s, which kept
    // Kindred answering nothing for seconds after PostgreSQL was back. The breaker below already
    // keeps attempts rare while it is down, so the pause stays short (ADR 13).
    backoff: (failures: number) => Math.min(0.01 * 2 ** failures, 0.1),
  };
  const client = postgres(url, {
    ...options,
    max: poolSize,
    ...(onQuery && { debug: (_connection: number, text: string) => onQuery(text) }),
  });
  const health = createDatabaseHealth({ probe: () => client`select 1` });
  const db = drizzlePostgres(guardedByHealth(client, health), { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    health,
    jobQueueConnection: { connectionString: url },
    broadcast: postgresBroadcast(client),
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
    close: async () => {
      health.close();
      await client.end({ timeout: 5 });
    },
  };
}

/**
 * The client Drizzle and the hand-written statements use: while the breaker says the database
 * is down, a query fails at once without waiting on a connection; every failure is shown to the
 * breaker. (The probe itself uses the bare client.)
 */
function guardedByHealth(client: Sql, health: DatabaseHealth): Sql {
  const observed = <T extends PromiseLike<unknown>>(query: T): T => {
    // A postgres.js query runs on its first `then` and answers every later one with the same
    // result; this handler only watches, the caller still receives the rejection.
    void Promise.resolve(query).catch((error: unknown) => health.observe(error));
    return query;
  };
  const unsafe = client.unsafe;
  const begin = client.begin as (...args: unknown[]) => Promise<unknown>;
  // Plain properties of the guarded client: one who replaces `unsafe` (the bench records every
  // query so) wraps the guarded one, as with any object, and the guard stays underneath.
  const own = new Map<PropertyKey, unknown>([
    [
      'unsafe',
      (...args: Parameters<Sql['unsafe']>) => {
        if (!health.available) throw new DatabaseUnavailableError();
        return observed(unsafe.apply(client, args));
      },
    ],
    [
      'begin',
      (...args: unknown[]) => {
        if (!health.available) return Promise.reject(new DatabaseUnavailableError());
        return observed(begin.apply(client, args));
      },
    ],
  ]);
  return new Proxy(client, {
    apply(target, thisArg, args: Parameters<Sql>) {
      if (!health.available) throw new DatabaseUnavailableError();
      return observed(Reflect.apply(target, thisArg, args));
    },
    get: (target, key, receiver) =>
      own.has(key) ? own.get(key) : Reflect.get(target, key, receiver),
    set(target, key, value, receiver) {
      if (!own.has(key)) return Reflect.set(target, key, value, receiver);
      own.set(key, value);
      return true;
    },
  });
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  // One process at a time may open a PGlite folder: the lock refuses a second (data-dir-lock.ts).
  // It is the only lock needed, so migrations need no other.
  const lock = dir ? acquireDataDirLock(`${dir}.lock`) : null;
  let client: PGlite;
  try {
    client = await PGlite.create(
      dir ? { dataDir: dir, extensions: { pg_trgm } } : { extensions: { pg_trgm } },
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // In-process: it cannot be unreachable, but readiness still asks it.
  const health = createDatabaseHealth({ probe: () => client.query('select 1') });
  return {
    db,
    kind: 'pglite',
    health,
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
    broadcast: singleProcessBroadcast,
    withMigrationLock: (fn) => fn(db),
    close: async () => {
      health.close();
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The rows of a raw `db.execute` result: postgres.js answers an array of rows, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/** Runs `work` in one transaction, handing it a handle of the same type as every other. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Database));
}

/** A breaker for a database handle opened elsewhere: its probe is one `select 1`. */
export function databaseHealthOf(db: Database): DatabaseHealth {
  return createDatabaseHealth({ probe: () => db.execute(sql`select 1`) });
}

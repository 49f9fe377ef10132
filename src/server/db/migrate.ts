import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths';
import type { DatabaseHandle } from './client';

/**
 * Applies the committed drizzle-kit migrations. Safe on every start: applied migrations are
 * skipped, and on PostgreSQL an advisory lock makes a second process wait for the first.
 */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsDir): Promise<void> {
  await handle.withMigrationLock(async (db) => {
    if (handle.kind === 'postgres') {
      await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder: folder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}

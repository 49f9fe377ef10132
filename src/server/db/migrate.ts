import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}

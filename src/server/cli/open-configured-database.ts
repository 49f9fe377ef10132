import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockedDataDirMessage } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';

/**
 * The database `npm start` would use, migrated, for the command-line tools. On PGlite, a running
 * server holds it: then the tool says what to do instead and exits without touching anything.
 */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(lockedDataDirMessage(error, config.dataDir));
    process.exit(1);
  });
  await runMigrations(handle);
  return { config, handle };
}

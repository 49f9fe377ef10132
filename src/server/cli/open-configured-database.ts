import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/** The database `npm start` would use, migrated, for the command-line tools. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await runMigrations(handle);
  return { config, handle };
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { profiles } from '../db/schema/profiles';
import { deadPid, runEntryPoint } from '../test/processes';
import { signUp } from '../test/test-app';
import { buildAppOnMemoryQueue } from '../test/memory-job-queue';

// Issue 9, item 24: `npm run admin` beside a running server on PGlite said "done", lost the
// change and later crashed the database. Whoever opens the data folder's PGlite holds a lock;
// the others refuse and say what to do instead.
describe('command-line tools and the server sharing a PGlite data folder', () => {
  let dataDir: string;
  let lockFile: string;
  const email = 'rowan@example.com';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-cli-'));
    lockFile = path.join(dataDir, 'pglite.lock');
    // One account in the folder's database, made the way the server makes it.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await runMigrations(handle);
    const built = await buildAppOnMemoryQueue({ config, db: handle.db });
    await signUp(built, { email });
    await built.app.close();
    await handle.close();
    expect(existsSync(lockFile)).toBe(false);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function isHost() {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await handle.db
        .select({ isHost: profiles.isHost })
        .from(profiles)
        .where(eq(profiles.email, email));
      return row!.isHost;
    } finally {
      await handle.close();
    }
  }

  const holdLock = (pid: number, command: string) =>
    writeFileSync(
      lockFile,
      JSON.stringify({ pid, hostname: os.hostname(), command, since: new Date().toISOString() }),
    );

  it.each([
    ['admin', 'src/server/cli/admin.ts', ['grant-host', email]],
    ['seed', 'src/server/cli/seed.ts', []],
  ])(
    'npm run %s refuses while a live server holds the folder, and says what to do',
    async (_name, file, args) => {
      // This test's own process stands in for the running server.
      holdLock(process.pid, 'main.js');
      const run = await runEntryPoint(file, args, { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('done');
      expect(run.stderr).toContain(
        `Another Kindred process (process ${process.pid}: main.js) is using the database in ${dataDir}.`,
      );
      expect(run.stderr).toContain('Either stop the Kindred server, run this again');
      expect(run.stderr).toContain('run Kindred on PostgreSQL (set DATABASE_URL)');
      // The server's lock stays (and the database is untouched: see the last test).
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    },
  );

  it('the server refuses to start while a tool holds the folder', async () => {
    holdLock(process.pid, 'admin.js grant-host');
    const run = await runEntryPoint('src/server/main.ts', [], { DATA_DIR: dataDir, PORT: '0' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`(process ${process.pid}: admin.js grant-host)`);
    expect(run.stderr).toContain(
      'Stop that process (or let it finish), then start the server again.',
    );
  });

  it('npm run admin takes over a lock left by a server that is gone, makes the change and lets go', async () => {
    expect(await isHost()).toBe(false); // the refused runs above changed nothing
    holdLock(deadPid(), 'main.js');
    const run = await runEntryPoint('src/server/cli/admin.ts', ['grant-host', email], {
      DATA_DIR: dataDir,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`grant-host done for ${email}`);
    expect(existsSync(lockFile)).toBe(false);
    expect(await isHost()).toBe(true);
  });
});

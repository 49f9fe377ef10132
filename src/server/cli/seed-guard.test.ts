import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { seedRefusal, seedRefusedMessage } from './seed-guard';

describe('the seed in production', () => {
  it('is refused with NODE_ENV=production, unless forced by --force or SEED_FORCE=1', () => {
    expect(seedRefusal({ NODE_ENV: 'production' }, [])).toBe(seedRefusedMessage);
    expect(seedRefusal({ NODE_ENV: 'production', SEED_FORCE: '0' }, [])).toBe(seedRefusedMessage);
    expect(seedRefusal({ NODE_ENV: 'production' }, ['--forced'])).toBe(seedRefusedMessage);
    expect(seedRefusal({ NODE_ENV: 'production' }, ['--force'])).toBeNull();
    expect(seedRefusal({ NODE_ENV: 'production', SEED_FORCE: '1' }, [])).toBeNull();
    expect(seedRefusal({ NODE_ENV: 'development' }, [])).toBeNull();
    expect(seedRefusal({}, [])).toBeNull();
  });

  it('exits non-zero with the message before opening any database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-seed-guard-'));
    try {
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.resolve('src/server/cli/seed.ts')],
        {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            SEED_FORCE: '',
            DATA_DIR: dataDir,
            DATABASE_URL: '',
          },
        },
      );
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Refusing to seed: NODE_ENV is production'),
      });
      // Nothing was made: no PGlite folder in DATA_DIR.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

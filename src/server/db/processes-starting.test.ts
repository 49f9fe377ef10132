import { describe, expect, it } from 'vitest';
import { startJobQueue } from '../lib/job-queue';
import { createScratchDatabase } from '../test/scratch-database';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/**
 * Issue 21, item 2: app processes started together on an empty PostgreSQL database each set up
 * the schema and pg-boss's queues; setting up the queues outside the migration lock deadlocked
 * and one process died. Each "process" here is what main.ts does before it listens, on its own
 * connections, all at once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'app processes starting together on an empty database',
  () => {
    it.each([2, 4])(
      '%i processes all come up, three times over',
      async (count) => {
        for (let round = 0; round < 3; round += 1) {
          const scratch = await createScratchDatabase('kindred_start');
          try {
            const started = await Promise.allSettled(
              Array.from({ length: count }, async () => {
                const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 3 });
                try {
                  await runMigrations(handle);
                  const jobs = await startJobQueue(handle, { onError: () => {} });
                  await jobs.send('mail', { to: 'a@example.com' });
                  await jobs.stop();
                } finally {
                  await handle.close();
                }
              }),
            );
            const failures = started.flatMap((s) =>
              s.status === 'rejected' ? [String((s.reason as Error).message)] : [],
            );
            expect(failures).toEqual([]);
          } finally {
            await scratch.drop();
          }
        }
      },
      120_000,
    );
  },
);

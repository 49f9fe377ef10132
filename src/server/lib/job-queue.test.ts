import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createScratchDatabase, databaseTargets } from '../test/test-app';
import { startJobQueue } from './job-queue';

describe.each(databaseTargets)('the job queue (%s)', (target) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps a queued e-mail across a restart, and retries one whose sending failed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-queue-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const scratch = target === 'postgres' ? await createScratchDatabase() : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const open = () =>
      openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(dir, 'db') });
    const onError = (err: unknown) => {
      throw err;
    };

    // The process queues a message and stops before any worker ran.
    let handle = await open();
    let jobs = await startJobQueue(handle.jobQueueConnection, { onError });
    await jobs.send('mail', { to: 'a@example.com', subject: 'Hello' });
    await jobs.stop();
    await handle.close();

    // The next process finds it; the mail server fails once, so the job stays queued.
    handle = await open();
    jobs = await startJobQueue(handle.jobQueueConnection, { onError });
    const delivered: unknown[] = [];
    expect(
      await jobs.runPending('mail', async () => {
        throw new Error('mail server down');
      }),
    ).toBe(1);
    const waiting = await handle.db.execute(
      // pg-boss's own table: the failed job waits for its retry rather than being dropped.
      `select state from pgboss.job where name = 'mail'` as never,
    );
    const rows = Array.isArray(waiting) ? waiting : (waiting as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ state: 'retry' }]);
    await handle.db.execute(
      `update pgboss.job set start_after = now() - interval '1 hour' where name = 'mail'` as never,
    );
    await jobs.runPending('mail', async (data) => void delivered.push(data));
    expect(delivered).toEqual([{ to: 'a@example.com', subject: 'Hello' }]);
    await jobs.stop();
    await handle.close();
  }, 60_000);
});

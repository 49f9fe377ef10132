import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
    let jobs = await startJobQueue(handle, { onError });
    await jobs.send('mail', { to: 'a@example.com', subject: 'Hello' });
    await jobs.stop();
    await handle.close();

    // The next process finds it; the mail server fails once, so the job stays queued.
    handle = await open();
    jobs = await startJobQueue(handle, { onError });
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

  it('sends account mail at once and retries it within seconds, whatever other mail waits', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-queue-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const scratch = target === 'postgres' ? await createScratchDatabase() : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const handle = await openDatabase(
      scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(dir, 'db') },
    );
    cleanups.push(() => handle.close());
    const jobs = await startJobQueue(handle, { onError: () => {} });
    cleanups.push(() => jobs.stop());

    // A host's message to 100 guests is queued first; each mail takes a second to send.
    for (let i = 0; i < 100; i += 1) await jobs.send('mail', { to: `guest${i}@example.com` });
    const events: string[] = [];
    let sending = 0;
    let mostAtOnce = 0;
    await jobs.work('mail', async (data) => {
      sending += 1;
      mostAtOnce = Math.max(mostAtOnce, sending);
      await sleep(1000);
      sending -= 1;
      events.push((data as { to: string }).to);
    });
    // A new member's confirmation fails once (the mail server blinked), then goes.
    let tries = 0;
    await jobs.work('account-mail', async () => {
      tries += 1;
      if (tries === 1) throw new Error('mail server down');
      events.push('confirmation');
    });
    await jobs.send('account-mail', { to: 'new@example.com', subject: 'Confirm' });

    const deadline = Date.now() + 20_000;
    while (!events.includes('confirmation') && Date.now() < deadline) await sleep(50);
    expect(tries).toBe(2);
    // It did not wait for the guests' mail to be drained, nor for a retry half a minute away.
    expect(events.indexOf('confirmation')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('confirmation')).toBeLessThan(100);
    // The guests' mail leaves several at a time.
    expect(mostAtOnce).toBeGreaterThan(1);
  }, 60_000);
});

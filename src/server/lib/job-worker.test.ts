import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startJobWorker, type FetchedJob, type JobSource } from './job-worker';

/** A queue in memory that records what the worker told it, and can be made to fail. */
function memorySource(count: number) {
  const waiting: FetchedJob[] = Array.from({ length: count }, (_, i) => ({
    id: String(i),
    data: i,
  }));
  const outcome = new Map<string, string>();
  let down = false;
  const source: JobSource = {
    async fetch(count) {
      if (down) throw new Error('connect ECONNREFUSED');
      return waiting.splice(0, count);
    },
    async complete(id) {
      if (down) throw new Error('connect ECONNREFUSED');
      outcome.set(id, 'completed');
    },
    async fail(id, error) {
      if (down) throw new Error('connect ECONNREFUSED');
      outcome.set(id, `failed: ${error.message}`);
    },
  };
  return {
    source,
    outcome,
    waiting,
    setDown: (value: boolean) => void (down = value),
  };
}

const settings = { concurrency: 5, pollingIntervalMs: 50, timeoutMs: 1000 };

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe('a job worker', () => {
  it('runs a batch of jobs side by side and reports each outcome', async () => {
    const queue = memorySource(10);
    let running = 0;
    let most = 0;
    const worker = startJobWorker(
      queue.source,
      async (data) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(30);
        running -= 1;
        if (data === 3) throw new Error('mail server said no');
      },
      settings,
      () => {},
    );
    await until(() => queue.outcome.size === 10);
    await worker.stop();
    expect(most).toBe(5);
    expect(queue.outcome.get('3')).toBe('failed: mail server said no');
    expect([...queue.outcome.values()].filter((o) => o === 'completed')).toHaveLength(9);
  });

  it('fills a free place at once rather than waiting for the slowest job of a batch', async () => {
    const queue = memorySource(6);
    const order: unknown[] = [];
    const worker = startJobWorker(
      queue.source,
      async (data) => {
        await sleep(data === 0 ? 400 : 10);
        order.push(data);
      },
      { concurrency: 2, pollingIntervalMs: 50, timeoutMs: 1000 },
      () => {},
    );
    await until(() => queue.outcome.size === 6);
    await worker.stop();
    // The five quick jobs went through the second place while the first job took its time.
    expect(order).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it('keeps going when the database goes away as a job is completed, and reports why', async () => {
    const queue = memorySource(1);
    const errors: string[] = [];
    const handled: unknown[] = [];
    const worker = startJobWorker(
      queue.source,
      async (data) => {
        // The database goes away while the first mail is being sent.
        if (data === 0) queue.setDown(true);
        handled.push(data);
      },
      settings,
      (err) => errors.push((err as Error).message),
    );
    await until(() => errors.length >= 3);
    expect(handled).toEqual([0]);
    expect(queue.outcome.size).toBe(0);

    // Back: the worker takes the next job without being restarted.
    queue.setDown(false);
    queue.waiting.push({ id: 'after', data: 'after' });
    await until(() => queue.outcome.get('after') === 'completed');
    await worker.stop();
    expect(handled).toEqual([0, 'after']);
    expect(errors.every((message) => message.includes('ECONNREFUSED'))).toBe(true);
  });

  it('fails a job that outlasts its time, and goes on with the next', async () => {
    const queue = memorySource(2);
    const worker = startJobWorker(
      queue.source,
      async (data) => {
        if (data === 0) await sleep(10_000);
      },
      { concurrency: 1, pollingIntervalMs: 50, timeoutMs: 100 },
      () => {},
    );
    await until(() => queue.outcome.size === 2);
    await worker.stop();
    expect(queue.outcome.get('0')).toBe('failed: job took longer than 100 ms');
    expect(queue.outcome.get('1')).toBe('completed');
  });

  it('takes a job queued by its own process at once rather than at its next poll', async () => {
    const queue = memorySource(0);
    const worker = startJobWorker(
      queue.source,
      async () => {},
      { ...settings, pollingIntervalMs: 60_000 },
      () => {},
    );
    await sleep(50); // the worker found nothing and is waiting for its next poll
    queue.waiting.push({ id: 'new', data: 'new' });
    worker.wake();
    await until(() => queue.outcome.get('new') === 'completed', 1000);
    await worker.stop();
  });

  it('finishes the jobs in hand when stopped', async () => {
    const queue = memorySource(3);
    let started = 0;
    const worker = startJobWorker(
      queue.source,
      async () => {
        started += 1;
        await sleep(100);
      },
      settings,
      () => {},
    );
    await until(() => started === 3);
    await worker.stop();
    expect(queue.outcome.size).toBe(3);
  });
});

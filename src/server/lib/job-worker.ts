import { setTimeout as sleep } from 'node:timers/promises';

/** One job as the queue hands it out. */
export type FetchedJob = { id: string; data: unknown };

/** What a worker needs of the queue: to take jobs, and to say how each one went. */
export type JobSource = {
  fetch: (count: number) => Promise<FetchedJob[]>;
  complete: (id: string) => Promise<unknown>;
  fail: (id: string, error: Error) => Promise<unknown>;
};

export type WorkerSettings = {
  /** How many jobs one worker runs side by side at most. */
  concurrency: number;
  /** How long it waits before asking again when there was nothing to do. */
  pollingIntervalMs: number;
  /** A job that takes longer counts as failed (the queue retries it). */
  timeoutMs: number;
};

export type JobWorker = {
  /** Asks for jobs now rather than at the next poll (a job was just queued by this process). */
  wake: () => void;
  /** Finishes the jobs in hand and stops asking for more. */
  stop: () => Promise<void>;
};

/**
 * Runs a queue's jobs until stopped. pg-boss has its own worker, but it reports a job's outcome
 * without waiting for the answer: with the database gone at that moment, the rejection is
 * unhandled and Node ends the process (issue 21, ADR 30). Here every call to the queue is
 * awaited, and a failed one is reported to `onError` and the loop goes on: a job whose outcome
 * could not be written stays active until it expires and is then run again (at least once).
 */
export function startJobWorker(
  source: JobSource,
  handler: (data: unknown) => Promise<void>,
  settings: WorkerSettings,
  onError: (err: unknown) => void,
): JobWorker {
  let stopping = false;
  let pause: AbortController | undefined;
  let woken = false;

  const settle = async (job: FetchedJob) => {
    let failure: Error | undefined;
    try {
      await withinMs(handler(job.data), settings.timeoutMs);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
    }
    try {
      if (failure) await source.fail(job.id, failure);
      else await source.complete(job.id);
    } catch (err) {
      onError(err);
    }
  };

  // Jobs run side by side, up to `concurrency` at once; a free place is filled as soon as it frees
  // (no waiting for the slowest of a batch).
  const inFlight = new Set<Promise<void>>();
  const pauseFor = async (ms: number) => {
    pause = new AbortController();
    const paused = sleep(ms, undefined, { signal: pause.signal }).catch(() => {});
    // A job that ends frees a place: look for the next one then, rather than at the next poll.
    await Promise.race([paused, ...inFlight]);
    pause.abort();
    pause = undefined;
  };

  const loop = async () => {
    while (!stopping) {
      woken = false;
      const free = settings.concurrency - inFlight.size;
      if (free <= 0) {
        await Promise.race(inFlight);
        continue;
      }
      let jobs: FetchedJob[] = [];
      try {
        jobs = await source.fetch(free);
      } catch (err) {
        onError(err);
      }
      for (const job of jobs) {
        const run = settle(job).finally(() => inFlight.delete(run));
        inFlight.add(run);
      }
      if (jobs.length === free || stopping || woken) continue;
      await pauseFor(settings.pollingIntervalMs);
    }
    await Promise.all(inFlight);
  };
  const running = loop();

  return {
    wake() {
      woken = true;
      pause?.abort();
    },
    async stop() {
      stopping = true;
      pause?.abort();
      await running;
    },
  };
}

/** `work`, or a rejection once `ms` have passed without its answer. */
async function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      work,
      sleep(ms, undefined, { signal: timer.signal }).then(() => {
        throw new Error(`job took longer than ${ms} ms`);
      }),
    ]);
  } finally {
    timer.abort();
  }
}

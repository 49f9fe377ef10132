import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { startJobWorker, type JobSource, type JobWorker } from './job-worker';

export type JobQueue = {
  /** Stores a job in the database; it survives a restart and is retried when it fails. */
  send: (name: string, data: object) => Promise<void>;
  /** Runs `handler` for jobs of this queue, several side by side, until `stop`. */
  work: (name: string, handler: (data: unknown) => Promise<void>) => Promise<void>;
  /** Runs every job waiting in this queue now (tests, and the CLI tools that have no worker). */
  runPending: (name: string, handler: (data: unknown) => Promise<void>) => Promise<number>;
  stop: () => Promise<void>;
};

/** A queue: how hard it retries, and how one process works it. */
type QueueSettings = PgBoss.Queue & {
  /** Jobs one process runs side by side (each mail waits on the mail server, not the CPU). */
  concurrency: number;
  pollingIntervalMs: number;
};

/** Someone waits at the screen: 2, 4, 8 … seconds, 12 tries over about two hours. */
const ACCOUNT_MAIL = {
  retryLimit: 12,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 10,
  pollingIntervalMs: 1000,
};

/**
 * Queues Kindred uses. Mail about an account (confirming it, resetting a password, changing the
 * address) has queues of its own, so that it never waits behind booking mail or a host's message
 * to 500 guests, and it is retried within seconds.
 */
const QUEUES: QueueSettings[] = [
  { name: 'account-mail', ...ACCOUNT_MAIL },
  // Password-reset and confirmation requests, looked up and answered off the request path.
  { name: 'auth-mail', ...ACCOUNT_MAIL },
  {
    name: 'mail',
    // A mail server that is down for a while: 8 tries over about two hours.
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 20,
    pollingIntervalMs: 2000,
  },
  // The daily work (series' dates made ahead, unsaved covers swept): one at a time, retried
  // within the hour; it reads every series short of its horizon, so it may run for minutes.
  {
    name: 'housekeeping',
    retryLimit: 4,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    concurrency: 1,
    pollingIntervalMs: 10_000,
  },
  // A guest's booking, with its QR codes and calendar file, built when the job runs.
  {
    name: 'booking-mail',
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 10,
    pollingIntervalMs: 2000,
  },
];

/**
 * pg-boss in the app's own database (schema `pgboss`), on PostgreSQL or on PGlite (ADR 17).
 * Every process may send; every process runs a worker per queue, and `SKIP LOCKED` hands each
 * job to one. pg-boss's schema and queues are set up under the migration lock: two processes
 * creating them at once on an empty database deadlocked (issue 21).
 */
export async function startJobQueue(
  database: Pick<DatabaseHandle, 'jobQueueConnection' | 'withMigrationLock'>,
  options: { onError: (err: unknown) => void; pollingIntervalMs?: number },
): Promise<JobQueue> {
  const connection = database.jobQueueConnection;
  const boss = new PgBoss({
    ...('connectionString' in connection
      ? { connectionString: connection.connectionString, max: 4 }
      : { db: connection.db as PgBoss.Db }),
    schema: 'pgboss',
    // Kindred's own housekeeping runs in main.ts; pg-boss keeps its tables tidy itself.
    schedule: false,
  });
  boss.on('error', options.onError);
  await database.withMigrationLock(async () => {
    await boss.start();
    for (const queue of QUEUES) {
      const { name, concurrency: _places, pollingIntervalMs: _poll, ...retries } = queue;
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...retries });
      else await boss.createQueue(name, { name, ...retries });
    }
  });
  const workers = new Map<string, JobWorker>();

  return {
    async send(name, data) {
      // pg-boss answers null, rather than failing, for a queue that was never created.
      if (!(await boss.send(name, data))) throw new Error(`job queue ${name} refused a job`);
      // This process most often has a worker for it: no need to wait for its next poll.
      workers.get(name)?.wake();
    },
    async work(name, handler) {
      const queue = QUEUES.find((q) => q.name === name);
      if (!queue) throw new Error(`no job queue ${name}`);
      if (workers.has(name)) throw new Error(`job queue ${name} is worked already`);
      const source: JobSource = {
        fetch: async (count) => (await boss.fetch(name, { batchSize: count })) ?? [],
        complete: (id) => boss.complete(name, id),
        fail: (id, error) => boss.fail(name, id, { message: error.message }),
      };
      const settings = {
        concurrency: queue.concurrency,
        pollingIntervalMs: options.pollingIntervalMs ?? queue.pollingIntervalMs,
        timeoutMs: (queue.expireInSeconds ?? 60) * 1000,
      };
      workers.set(name, startJobWorker(source, handler, settings, options.onError));
    },
    async runPending(name, handler) {
      let done = 0;
      for (;;) {
        const jobs = await boss.fetch(name, { batchSize: 10 });
        if (!jobs || jobs.length === 0) return done;
        for (const job of jobs) {
          try {
            await handler(job.data);
            await boss.complete(name, job.id);
          } catch (err) {
            await boss.fail(name, job.id, { message: (err as Error).message });
          }
          done += 1;
        }
      }
    },
    async stop() {
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
      workers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

import PgBoss from 'pg-boss';
import type { JobQueueConnection } from '../db/client';

export type JobQueue = {
  /** Stores a job in the database; it survives a restart and is retried when it fails. */
  send: (name: string, data: object) => Promise<void>;
  /** Runs `handler` for jobs of this queue, polling every few seconds, until `stop`. */
  work: (name: string, handler: (data: unknown) => Promise<void>) => Promise<void>;
  /** Runs every job waiting in this queue now (tests, and the CLI tools that have no worker). */
  runPending: (name: string, handler: (data: unknown) => Promise<void>) => Promise<number>;
  stop: () => Promise<void>;
};

/** Queues Kindred uses, and how hard each retries. */
const QUEUES: Record<string, PgBoss.Queue> = {
  mail: {
    name: 'mail',
    // A mail server that is down for a while: 8 tries over about two hours.
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  // A guest's booking, with its QR codes and calendar file, built when the job runs.
  'booking-mail': {
    name: 'booking-mail',
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  // Password-reset and confirmation requests, looked up and answered off the request path.
  'auth-mail': {
    name: 'auth-mail',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
  },
};

/**
 * pg-boss in the app's own database (schema `pgboss`), on PostgreSQL or on PGlite (ADR 17).
 * Every process may send; every process runs a worker, and `SKIP LOCKED` hands each job to one.
 */
export async function startJobQueue(
  connection: JobQueueConnection,
  options: { onError: (err: unknown) => void; pollingIntervalSeconds?: number },
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...('connectionString' in connection
      ? { connectionString: connection.connectionString, max: 2 }
      : { db: connection.db as PgBoss.Db }),
    schema: 'pgboss',
    // Kindred's own housekeeping runs in main.ts; pg-boss keeps its tables tidy itself.
    schedule: false,
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    const { name, ...settings } = queue;
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
    else await boss.createQueue(name, queue);
  }

  return {
    async send(name, data) {
      // pg-boss answers null, rather than failing, for a queue that was never created.
      if (!(await boss.send(name, data))) throw new Error(`job queue ${name} refused a job`);
    },
    async work(name, handler) {
      await boss.work(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
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
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { JobQueue } from '../lib/job-queue';
import type { Mail } from '../lib/mailer';

/**
 * A job queue held in memory, for tests that build the app on a database they break on
 * purpose (an outage, an unreachable server), where pg-boss could not start. Jobs run only
 * when the test asks (`runAllJobs`); the real queue has tests of its own (job-queue.test.ts).
 */
export function memoryJobQueue(): JobQueue {
  const waiting = new Map<string, unknown[]>();
  return {
    async send(name, data) {
      waiting.set(name, [...(waiting.get(name) ?? []), data]);
    },
    async work() {},
    async runPending(name, handler) {
      const jobs = waiting.get(name) ?? [];
      waiting.set(name, []);
      for (const data of jobs) await handler(data);
      return jobs.length;
    },
    async stop() {},
  };
}

/** Runs every job waiting in every queue the app works, as its workers would. */
export async function runAllJobs(app: FastifyInstance, jobs: JobQueue): Promise<void> {
  for (const [queue, handler] of Object.entries(app.jobHandlers))
    await jobs.runPending(queue, handler);
}

/**
 * The app built on a database the test opened itself, with a memory job queue and its mail kept
 * in a list: answers what the sign-up helpers act on (`app`, `db`, `mails`, `runJobs`).
 */
export async function buildAppOnMemoryQueue(
  options: Omit<BuildAppOptions, 'jobs' | 'mailer' | 'logger'>,
) {
  const mails: Mail[] = [];
  const jobs = memoryJobQueue();
  const app = await buildApp({
    ...options,
    jobs,
    mailer: { send: async (mail) => void mails.push(mail) },
    logger: false,
  });
  return { app, db: options.db, mails, runJobs: () => runAllJobs(app, jobs) };
}

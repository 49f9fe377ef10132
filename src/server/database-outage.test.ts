import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventInput, signUpHost } from './test/event-helpers';
import { createPrivatePostgres, findPostgresTools } from './test/private-postgres';
import { testConfig } from './test/test-app';
import { buildAppOnMemoryQueue } from './test/memory-job-queue';
import { startJobQueue } from './lib/job-queue';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';

/** One request the load made: when it started and ended (ms on the test's clock) and its answer. */
type Sample = {
  kind: 'write' | 'read' | 'ready';
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  eventId?: string;
};

const tools = findPostgresTools();

// Issue 9, item 23: PostgreSQL stops under load and comes back. While it is down the API must
// answer 503 with Retry-After within a second, answer normally again within two seconds of its
// return, and every write it acknowledged must be in the database.
describe('the API through a PostgreSQL outage', () => {
  it('fails fast with 503 while PostgreSQL is down, recovers quickly and loses no acknowledged write', async ({
    skip,
  }) => {
    if ('missing' in tools) return skip(`no private PostgreSQL cluster: ${tools.missing}`);
    const cluster = await createPrivatePostgres(tools);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-outage-'));
    const handle = await openDatabase({ databaseUrl: cluster.url, poolSize: 10 });
    const config = testConfig({ dataDir, databaseUrl: cluster.url, publicCacheSeconds: 0 });
    let app: FastifyInstance | undefined;
    try {
      await runMigrations(handle);
      const built = await buildAppOnMemoryQueue({
        config,
        db: handle.db,
        databaseHealth: handle.health,
      });
      app = built.app;
      const { cookie } = await signUpHost(built, 'Outage Host', 'outage@example.com');
      const base = await app.listen({ port: 0, host: '127.0.0.1' });

      const t0 = performance.now();
      const now = () => performance.now() - t0;
      const samples: Sample[] = [];
      let running = true;
      let written = 0;
      const request = async (kind: Sample['kind'], url: string, init: RequestInit = {}) => {
        const start = now();
        const response = await fetch(base + url, {
          ...init,
          // Far above anything the API should take; only here so a hang cannot hang the test.
          signal: AbortSignal.timeout(25_000),
        }).catch(() => null);
        const body = response ? await response.text().catch(() => '') : '';
        const sample: Sample = {
          kind,
          start,
          end: now(),
          status: response?.status ?? 0,
          retryAfter: response?.headers.get('retry-after') ?? null,
        };
        if (kind === 'write' && sample.status === 201)
          sample.eventId = (JSON.parse(body) as { id: string }).id;
        samples.push(sample);
      };
      const write = () =>
        request('write', '/api/events', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            event: eventInput({ title: `Outage write ${++written}` }),
            publish: true,
          }),
        });
      let reads = 0;
      // A visitor's list and a signed-in read, which also looks up the session.
      const read = () =>
        ++reads % 2 === 0
          ? request('read', '/api/events')
          : request('read', '/api/profile', { headers: { cookie } });
      // Closed loop: each worker sends its next request when the last one is answered.
      const worker = async (job: () => Promise<void>) => {
        while (running) {
          await job();
          await sleep(5);
        }
      };
      // Open loop: a request every `everyMs` whether or not earlier ones are answered, so there
      // are fresh requests at every moment even when the workers are stuck.
      const ticker = async (job: () => Promise<void>, everyMs: number) => {
        const sent: Promise<void>[] = [];
        while (running) {
          sent.push(job());
          await sleep(everyMs);
        }
        await Promise.all(sent);
      };
      const load = [
        worker(write),
        worker(write),
        worker(write),
        worker(read),
        worker(read),
        ticker(read, 100),
        ticker(() => request('ready', '/api/ready'), 100),
      ];

      await sleep(1000);
      await cluster.stop();
      const down = now();
      await sleep(3000);
      const starting = now();
      await cluster.start();
      const up = now();
      await sleep(3000);
      running = false;
      await Promise.all(load);
      await app.close();

      const isOk = (s: Sample) => s.status === 200 || s.status === 201;
      // Answered, but too late to count as serving.
      const isBad = (s: Sample) => !isOk(s) || s.end - s.start > 1000;
      const api = samples.filter((s) => s.kind !== 'ready');
      const whileDown = samples.filter((s) => s.start >= down && s.start < starting);
      const afterUp = samples.filter((s) => s.start >= up);
      const timeToFail = Math.max(...whileDown.map((s) => s.end - s.start));
      const recovery = (list: Sample[]) =>
        Math.max(0, ...list.filter((s) => s.start >= up && isBad(s)).map((s) => s.end - up));
      const timeToRecover = recovery(samples);
      const statuses = (list: Sample[]) =>
        Object.entries(
          list.reduce<Record<string, number>>(
            (acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }),
            {},
          ),
        )
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
      console.info(
        [
          `outage figures (${api.length} API requests, ${samples.length - api.length} readiness checks)`,
          `while down: API ${statuses(whileDown.filter((s) => s.kind !== 'ready'))}, ` +
            `readiness ${statuses(whileDown.filter((s) => s.kind === 'ready'))}; ` +
            `slowest answer ${Math.round(timeToFail)} ms`,
          `PostgreSQL took ${Math.round(up - starting)} ms to start; after: API ` +
            `${statuses(afterUp.filter((s) => s.kind !== 'ready'))}, readiness ` +
            `${statuses(afterUp.filter((s) => s.kind === 'ready'))}`,
          `last API failure answered ${Math.round(recovery(api))} ms after PostgreSQL was back, ` +
            `last readiness failure ${Math.round(recovery(samples.filter((s) => s.kind === 'ready')))} ms`,
        ].join('\n  '),
      );

      // Down: every request, reads, writes and readiness alike, is a quick 503 saying when to retry.
      expect(whileDown.length).toBeGreaterThan(20);
      expect(new Set(whileDown.map((s) => s.status))).toEqual(new Set([503]));
      expect(whileDown.every((s) => s.retryAfter !== null)).toBe(true);
      expect(timeToFail).toBeLessThanOrEqual(1000);
      // Back: within two seconds everything answers again, and keeps answering.
      expect(timeToRecover).toBeLessThanOrEqual(2000);
      const lastSecond = samples.filter((s) => s.start >= now() - 1000);
      expect(lastSecond.length).toBeGreaterThan(0);
      expect(lastSecond.every((s) => s.status === 200 || s.status === 201)).toBe(true);

      // Nothing the API acknowledged is missing.
      const acknowledged = samples.flatMap((s) => (s.eventId ? [s.eventId] : []));
      expect(acknowledged.length).toBeGreaterThan(10);
      const check = postgres(cluster.url, { max: 1, onnotice: () => {} });
      try {
        const stored = await check<{ id: string }[]>`
          select id from events where id = any(${acknowledged}::uuid[])`;
        expect(new Set(stored.map((r) => r.id))).toEqual(new Set(acknowledged));
      } finally {
        await check.end();
      }
    } finally {
      await app?.close();
      await handle.close().catch(() => undefined);
      await cluster.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // Issue 21, item 1: pg-boss reported a job's outcome without waiting for the answer, so
  // PostgreSQL stopping at that moment ended the process with an unhandled rejection. Rounds are
  // few in CI; OUTAGE_ROUNDS=20 runs the twenty.
  it('keeps the process when PostgreSQL stops while a job is completing, and works jobs again once it is back', async ({
    skip,
  }) => {
    if ('missing' in tools) return skip(`no private PostgreSQL cluster: ${tools.missing}`);
    const rounds = Number(process.env.OUTAGE_ROUNDS ?? 3);
    const cluster = await createPrivatePostgres(tools);
    const handle = await openDatabase({ databaseUrl: cluster.url, poolSize: 4 });
    const unhandled: unknown[] = [];
    const noteUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', noteUnhandled);
    const queueErrors: unknown[] = [];
    let jobs: Awaited<ReturnType<typeof startJobQueue>> | undefined;
    try {
      await runMigrations(handle);
      jobs = await startJobQueue(handle, {
        onError: (err) => void queueErrors.push(err),
        pollingIntervalMs: 200,
      });
      const handled: string[] = [];
      let inJob: (label: string) => Promise<void> = async () => {};
      await jobs.work('mail', async (data) => {
        const { label } = data as { label: string };
        await inJob(label);
        handled.push(label);
      });
      const recoveries: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        // A job runs; PostgreSQL stops just before the worker reports it done.
        let started!: () => void;
        const running = new Promise<void>((resolve) => (started = resolve));
        let finish!: () => void;
        const finishing = new Promise<void>((resolve) => (finish = resolve));
        inJob = async (label) => {
          if (label !== `during ${round}`) return;
          started();
          await finishing;
        };
        await jobs.send('mail', { label: `during ${round}` });
        await running;
        const errorsBefore = queueErrors.length;
        await cluster.stop();
        finish();
        // pg-boss's own worker ended the process about three seconds after this point.
        const deadline = Date.now() + 10_000;
        while (queueErrors.length === errorsBefore && Date.now() < deadline) await sleep(50);
        await sleep(3000);
        expect(unhandled).toEqual([]);

        // Back: a job queued now is run within two seconds, by the same worker.
        await cluster.start();
        const up = performance.now();
        for (;;) {
          const sent = await jobs
            .send('mail', { label: `after ${round}` })
            .then(() => true)
            .catch(() => false);
          if (sent) break;
          if (performance.now() - up > 10_000) throw new Error('the queue took no job');
          await sleep(50);
        }
        while (!handled.includes(`after ${round}`) && performance.now() - up < 10_000)
          await sleep(20);
        recoveries.push(Math.round(performance.now() - up));
      }
      console.info(
        `job queue through ${rounds} outages: ${queueErrors.length} queue errors reported, ` +
          `${unhandled.length} unhandled; first job run ${recoveries.join(', ')} ms after PostgreSQL was back`,
      );
      expect(unhandled).toEqual([]);
      expect(queueErrors.length).toBeGreaterThanOrEqual(rounds);
      expect(Math.max(...recoveries)).toBeLessThanOrEqual(2000);
    } finally {
      await jobs?.stop().catch(() => undefined);
      await handle.close().catch(() => undefined);
      await cluster.destroy();
      process.off('unhandledRejection', noteUnhandled);
    }
  }, 120_000);
});

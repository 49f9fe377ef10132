import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema/events';
import type { Mail } from '../lib/mailer';
import { createEventAs } from '../test/event-helpers';
import {
  callApi,
  copyPgliteTemplate,
  createScratchDatabase,
  createTestApp,
  databaseTargets,
  templateOf,
  type TestApp,
} from '../test/test-app';
import { signUpMaya } from '../test/ticket-helpers';

const HOUR = 60 * 60 * 1000;

/**
 * An app process on a database that outlives it: the database (a PGlite folder, or a PostgreSQL
 * database) is made once; each `start` opens it, starts a job queue and builds the app, as
 * main.ts does, and `close` lets go of all three, as a process that stops does.
 */
async function restartableDatabase(target: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-restart-'));
  const scratch =
    target === 'postgres'
      ? await createScratchDatabase('kindred_test', templateOf('postgresTemplate'))
      : undefined;
  if (!scratch) await copyPgliteTemplate(dataDir);

  return {
    start: () =>
      createTestApp(target, {
        dataDir,
        databaseUrl: scratch?.url,
        rateLimits: { signupPerIp: 1e6, ordersPerIp: 1e6 },
      }),
    async remove() {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Maya signs up and publishes a free event, and each guest books one place on it; answers a
 * moment the sweep finds its reminders due (23 hours before it starts).
 */
async function freeEventBookedBy(app: TestApp, guests: Array<{ name: string; email: string }>) {
  const host = await signUpMaya(app);
  const event = await createEventAs(app.app, host.cookie, { price: 0, capacity: null });
  const offer = await callApi(app, 'GET', `/api/events/${event.id}/tickets`);
  const typeId = offer.json().ticketTypes[0].id as string;
  for (const guest of guests) {
    const booked = await callApi(app, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId: typeId, quantity: 1 }],
      ...guest,
    });
    expect(booked.statusCode, booked.body).toBe(201);
  }
  const [row] = await app.db
    .select({ startsAt: events.startsAt })
    .from(events)
    .where(eq(events.id, event.id));
  return new Date(row!.startsAt.getTime() - 23 * HOUR);
}

describe.each(databaseTargets)('reminders across a restart (%s)', (target) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const reminders = (mails: Mail[]) => mails.filter((mail) => mail.subject.startsWith('Reminder:'));

  it('sends each reminder exactly once when the app restarts between the claim and the mail', async () => {
    const database = await restartableDatabase(target);
    cleanups.push(database.remove);

    // The first process: a host, an event, two guests booked; the sweep claims both reminders
    // and queues them, and the process stops before its workers send either.
    const first = await database.start();
    const due = await freeEventBookedBy(
      first,
      ['ana', 'ben'].map((guest) => ({ name: guest, email: `${guest}@example.com` })),
    );
    expect(await first.app.reminderSweep(due)).toBe(2);
    expect(reminders(first.mails)).toEqual([]);
    await first.close();

    // The next process finds the claims made and the jobs waiting: it claims nothing again, and
    // sends each reminder once.
    const second = await database.start();
    cleanups.push(second.close);
    expect(await second.app.reminderSweep(new Date(due.getTime() + 5 * 60 * 1000))).toBe(0);
    await second.runJobs();
    expect(
      reminders(second.mails)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['ana@example.com', 'ben@example.com']);
    expect(await second.app.reminderSweep(new Date(due.getTime() + 10 * 60 * 1000))).toBe(0);
    await second.runJobs();
    expect(reminders(second.mails)).toHaveLength(2);
  }, 60_000);

  it.runIf(target === 'postgres')(
    'claims each reminder in one process only when two sweep the same database at once',
    async () => {
      const database = await restartableDatabase(target);
      cleanups.push(database.remove);
      const [a, b] = [await database.start(), await database.start()];
      cleanups.push(a.close, b.close);
      const due = await freeEventBookedBy(
        a,
        Array.from({ length: 20 }, (_, i) => ({
          name: `Guest ${i}`,
          email: `guest${i}@example.com`,
        })),
      );
      const [fromA, fromB] = await Promise.all([
        a.app.reminderSweep(due),
        b.app.reminderSweep(due),
      ]);
      expect(fromA + fromB).toBe(20);
      // Either process's workers may take the jobs; together they send each reminder once.
      await Promise.all([a.runJobs(), b.runJobs()]);
      expect(reminders([...a.mails, ...b.mails])).toHaveLength(20);
    },
    60_000,
  );
});

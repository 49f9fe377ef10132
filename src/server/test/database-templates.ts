import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startJobQueue } from '../lib/job-queue';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated, that each test app's database is copied from. */
    pgliteTemplateDir: string;
    /** A PostgreSQL database, migrated, that each test app's database is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest's global set-up: migrates one database per target before any test file runs, so that
 * a test app copies a ready database rather than making one. A fresh PGlite spent 1-2 s (10-20 s
 * on a busy machine) in initdb and its migrations per test app, and a PostgreSQL scratch
 * database about 2 s in migrations. Each test app still gets a database of its own (ADR 27).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [pglite, postgres] = await Promise.all([pgliteTemplate(), postgresTemplate()]);
  project.provide('pgliteTemplateDir', pglite.dir);
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    await pglite.remove();
    await postgres?.drop();
  };
}

async function pgliteTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'kindred-template-'));
  const dir = path.join(parent, 'pglite');
  await prepare(await openDatabase({ pgliteDir: dir }));
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}

async function postgresTemplate() {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const template = await createScratchDatabase('kindred_template');
  await prepare(await openDatabase({ databaseUrl: template.url }));
  return { name: new URL(template.url).pathname.slice(1), drop: template.drop };
}

/**
 * What the app's first start on an empty database does: the migrations, then pg-boss's own
 * schema and queues (which every later start finds, as a restarted server does). Closing it
 * leaves no session on a PostgreSQL template, which CREATE DATABASE … TEMPLATE requires.
 */
async function prepare(handle: DatabaseHandle): Promise<void> {
  try {
    await runMigrations(handle);
    const jobs = await startJobQueue(handle, {
      onError: (err) => console.error('job queue error', err),
    });
    await jobs.stop();
  } finally {
    await handle.close();
  }
}

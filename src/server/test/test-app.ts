import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import {
  defaultHttpTimeouts,
  defaultRateLimits,
  type AppConfig,
  type HttpTimeouts,
  type RateLimitSettings,
  type StripeSettings,
} from '../config';
import { openDatabase, type Database } from '../db/client';
import type { StripeApi } from '../features/tickets/payments/stripe-payments';
import { dataDirStorage, type FileStorage } from '../lib/file-storage';
import { startJobQueue } from '../lib/job-queue';
import type { Mail, Mailer } from '../lib/mailer';
import type { ServerEntry } from '../lib/server-rendering';
import { runAllJobs } from './memory-job-queue';
import { createScratchDatabase } from './scratch-database';

// Here too for the tests that want an empty PostgreSQL database of their own.
export { createScratchDatabase };

/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database it runs on (unset on PGlite). */
  databaseUrl: string | undefined;
  /** The app's file storage (a temporary DATA_DIR of its own). */
  storage: FileStorage;
  /** Mail the app has sent; queued mail arrives here once `runJobs` has run. */
  mails: Mail[];
  /** Runs every queued job now (the queue's workers are not started in tests). */
  runJobs: () => Promise<void>;
  close: () => Promise<void>;
};

export async function createTestApp(
  target: 'pglite' | 'postgres',
  overrides: {
    rateLimits?: Partial<RateLimitSettings>;
    webDistDir?: string;
    /** The web app's server entry, to draw the landing pages (`src/web/entry-server.tsx`). */
    serverEntry?: ServerEntry;
    publicCacheSeconds?: number;
    httpTimeouts?: HttpTimeouts;
    trustProxy?: boolean;
    /** A second app process on this PostgreSQL database (the first one migrates and drops it). */
    databaseUrl?: string;
    /**
     * A DATA_DIR that outlives the app, as a server's does across a restart: its PGlite folder
     * (made by `copyPgliteTemplate`) is opened as it is, and the folder is left in place on close.
     */
    dataDir?: string;
    onRoute?: (route: RouteOptions) => void;
    sitemapUrlsPerFile?: number;
    /** Another storage than the temporary DATA_DIR's (the S3 adapter on a local server). */
    storage?: FileStorage;
    /** Card payments through Stripe, its SDK pointed at a fake Stripe (`test/fake-stripe.ts`). */
    stripe?: { settings: StripeSettings; api: StripeApi };
    /** Told of every statement the app sends (PostgreSQL only), to count a request's queries. */
    onQuery?: (text: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'kindred-test-')));
  const scratch =
    target === 'postgres' && !overrides.databaseUrl
      ? await createScratchDatabase('kindred_test', templateOf('postgresTemplate'))
      : undefined;
  const databaseUrl = overrides.databaseUrl ?? scratch?.url;
  const handle = await openDatabase(
    databaseUrl
      ? { databaseUrl, onQuery: overrides.onQuery }
      : {
          pgliteDir: overrides.dataDir ? pgliteDirIn(dataDir) : await copyPgliteTemplate(dataDir),
        },
  );
  const config = testConfig({
    dataDir,
    databaseUrl,
    trustProxy: overrides.trustProxy ?? false,
    publicCacheSeconds: overrides.publicCacheSeconds ?? 5,
    rateLimits: { ...defaultRateLimits, ...overrides.rateLimits },
    httpTimeouts: overrides.httpTimeouts ?? defaultHttpTimeouts,
    stripe: overrides.stripe?.settings,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const storage = overrides.storage ?? dataDirStorage(dataDir);
  const jobs = await startJobQueue(handle, {
    onError: (err) => console.error('job queue error', err),
  });
  const app = await buildApp({
    config,
    db: handle.db,
    databaseHealth: handle.health,
    broadcast: handle.broadcast,
    jobs,
    storage,
    mailer,
    logger: false,
    webDistDir: overrides.webDistDir,
    serverEntry: overrides.serverEntry,
    onRoute: overrides.onRoute,
    sitemapUrlsPerFile: overrides.sitemapUrlsPerFile,
    stripeApi: overrides.stripe?.api,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    databaseUrl,
    storage,
    mails,
    runJobs: () => runAllJobs(app, jobs),
    async close() {
      await app.close();
      await jobs.stop();
      await handle.close();
      await scratch?.drop();
      if (!overrides.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The configuration API tests run with: a temporary DATA_DIR, quiet, `overrides` on top. */
export function testConfig(overrides: Partial<AppConfig> & { dataDir: string }): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: 10,
    publicUrl: 'http://localhost:3000',
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    smtpUrl: undefined,
    mailFrom: 'Kindred <test@kindred.local>',
    trustProxy: false,
    logLevel: 'silent',
    publicCacheSeconds: 5,
    rateLimits: defaultRateLimits,
    storage: { kind: 'disk' },
    httpTimeouts: defaultHttpTimeouts,
    stripe: undefined,
    ...overrides,
  };
}

/**
 * A migrated database made once for the whole run by the global set-up (database-templates.ts),
 * to start each test app's database from.
 */
export function templateOf(key: 'pgliteTemplateDir' | 'postgresTemplate'): string {
  const template = inject(key);
  if (!template) throw new Error(`no ${key}: vitest.config.ts's globalSetup makes it`);
  return template;
}

/** Where the server keeps its PGlite database in a DATA_DIR. */
const pgliteDirIn = (dataDir: string) => path.join(dataDir, 'pglite');

/** A copy of the migrated PGlite folder in the test app's DATA_DIR, where the server keeps it. */
export async function copyPgliteTemplate(dataDir: string): Promise<string> {
  const dir = pgliteDirIn(dataDir);
  // cp(1) copies its 1,200 files in about 0.1 s; Node's fs.cp took 0.8 s of CPU.
  await promisify(execFile)('cp', ['-R', templateOf('pgliteTemplateDir'), dir]);
  return dir;
}

/** The Cookie header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '' && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/**
 * Signs someone up as a person would: the sign-up, then the link in the confirmation e-mail,
 * which signs them in (ADR 18). Answers the session cookie and the new account's id.
 */
export async function signUp(
  t: Pick<TestApp, 'app' | 'mails' | 'runJobs'>,
  person: { name?: string; email: string; password?: string },
): Promise<{ cookie: string; userId: string }> {
  const { name, email, password } = person;
  const response = await postSignUp(t.app, { name, email, password });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const verified = await followConfirmationLink(t, person.email);
  return { cookie: cookiesFrom(verified), userId: response.json().user.id };
}

/**
 * Posts the sign-up form and nothing more: no confirmation link is followed. A name and a
 * password are filled in when not given; any other field is sent as it is.
 */
export function postSignUp(
  app: FastifyInstance,
  person: { name?: string; email: string; password?: string; [field: string]: unknown },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: {
      ...person,
      name: person.name ?? 'Test Person',
      password: person.password ?? 'a calm river at dawn',
    },
  });
}

/** Asks for a password-reset e-mail for this address, as the forgotten-password form does. */
export function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  redirectTo = '/reset-password',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers,
    payload: { email, redirectTo },
  });
}

/**
 * Delivers queued mail and answers the newest one `isIt` picks, or undefined. Sign-ups side by
 * side each deliver the queue: another caller may have taken this mail's job and be sending it
 * at this moment, so a mail not there yet is waited for, a few seconds at most.
 */
async function deliveredMail(
  t: Pick<TestApp, 'mails' | 'runJobs'>,
  isIt: (mail: Mail) => boolean,
): Promise<Mail | undefined> {
  for (let tries = 0; tries < 100; tries++) {
    await t.runJobs();
    const mail = t.mails.findLast(isIt);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** Delivers queued mail and opens the newest confirmation link sent to this address. */
export async function followConfirmationLink(
  t: Pick<TestApp, 'app' | 'mails' | 'runJobs'>,
  email: string,
) {
  const mail = await deliveredMail(t, (m) => m.to === email && /verify-email/.test(m.text));
  if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
  const link = new URL(mail.text.match(/https?:\/\/\S*verify-email\S*/)![0]);
  return t.app.inject({ method: 'GET', url: link.pathname + link.search });
}

/**
 * Delivers queued mail and opens the link in the newest password-reset e-mail sent to this
 * address, with these request headers.
 */
export async function followResetLink(
  t: Pick<TestApp, 'app' | 'mails' | 'runJobs'>,
  email: string,
  headers: Record<string, string> = {},
) {
  const mail = await deliveredMail(t, (m) => m.to === email && /reset/i.test(m.subject));
  if (!mail) throw new Error(`no password-reset e-mail for ${email}`);
  const link = new URL(mail.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
  return t.app.inject({ method: 'GET', url: link.pathname + link.search, headers });
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = 'a calm river at dawn',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API request, as the person whose session `cookie` holds (or as nobody). */
export function callApi(
  t: TestApp,
  method: ApiMethod,
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppConfig } from '../config';
import type { Broadcast } from '../db/broadcast';
import type { Database } from '../db/client';
import type { DatabaseHealth } from '../db/database-health';
import type { FileStorage } from '../lib/file-storage';
import type { JobQueue } from '../lib/job-queue';
import { createKeyedSignal, type KeyedSignal } from '../lib/keyed-signal';
import { createMailer, type Mail, type Mailer, type QueuedMail } from '../lib/mailer';
import { createMicroCache, type MicroCache } from '../lib/micro-cache';
import type { ServerEntry } from '../lib/server-rendering';
import { ACCOUNT_MAIL_JOB } from '../features/auth/auth-mail-job';
import { isCohostOf } from '../features/cohosts/cohosts.service';
import type { NotificationStore } from '../features/notifications/notifications.service';
import type { StripeApi } from '../features/tickets/payments/stripe-payments';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  /** The database handle's breaker and readiness check (`openDatabase(...).health`). */
  databaseHealth?: DatabaseHealth;
  /** How this process tells the others on the database of a change (`openDatabase(...).broadcast`). */
  broadcast?: Broadcast;
  /** The Postgres-backed job queue; e-mail goes through it (ADR 17). */
  jobs: JobQueue;
  /** Serve the built web app from this folder (omitted in API tests). */
  webDistDir?: string;
  /** The web app's server entry, which draws the landing pages for visitors (ADR 24). */
  serverEntry?: ServerEntry | null;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: boolean;
  /** Told of every route as it is added (a test lists them all with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Addresses per sitemap file before /sitemap.xml becomes an index (50,000; tests use a few). */
  sitemapUrlsPerFile?: number;
  /** Where the Stripe SDK sends its requests when Stripe is configured (tests: a fake Stripe). */
  stripeApi?: StripeApi;
};

/**
 * What every composition file is handed: the app, its settings, and the services more than one
 * feature uses. Made once per app by `compositionContext`; features never see it whole, only
 * the links their composition file builds from it (ADR 32).
 */
export type Composition = {
  app: FastifyInstance;
  options: BuildAppOptions;
  config: AppConfig;
  db: Database;
  storage: FileStorage;
  jobs: JobQueue;
  mailer: Mailer;
  /** Anonymous visitors share a few seconds of public answers (ADR 7). */
  publicCache: MicroCache;
  /** Public answers may differ now: the public cache is cleared, in every process. */
  changed: () => void;
  /** A person's notifications changed: their open live streams, in every process, count again. */
  notificationChanges: KeyedSignal;
  /** Where notifications are written, and who to tell of the change. */
  notifications: NotificationStore;
  /** Whether a person co-hosts an event: events, tickets and share images all ask it. */
  isCohost: (eventId: string, userId: string) => Promise<boolean>;
  /** Mail that may wait (it is queued; `preference` lets its recipient switch it off). */
  queueMail: (mail: QueuedMail) => Promise<void>;
  /** Mail about the account itself (confirmation, reset, changes): a queue of its own. */
  queueAccountMail: (mail: Mail) => Promise<void>;
  warn: (err: unknown, message: string) => void;
};

/** The queue of mail that may wait (ADR 17); account mail has a queue of its own (ADR 30). */
export const MAIL_JOB = 'mail';

export function compositionContext(
  app: FastifyInstance,
  options: BuildAppOptions,
  storage: FileStorage,
): Composition {
  const { config } = options;
  const warn = (err: unknown, message: string) => app.log.warn({ err }, message);
  const onPeerError = (err: unknown) => warn(err, 'telling other processes of a change failed');
  // Event writes clear the anonymous cache in every process on the database.
  const publicCache = createMicroCache({
    ttlMs: config.publicCacheSeconds * 1000,
    maxEntries: 500,
    peers: options.broadcast,
    onPeerError,
  });
  const notificationChanges = createKeyedSignal({
    channel: 'kindred_notifications_changed',
    peers: options.broadcast,
    onPeerError,
  });
  app.addHook('onReady', () => notificationChanges.ready);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const { db } = options;
  return {
    app,
    options,
    config,
    db,
    storage,
    jobs: options.jobs,
    mailer,
    publicCache,
    changed: () => publicCache.clear(),
    notificationChanges,
    notifications: { db, changed: notificationChanges.send },
    isCohost: (eventId, userId) => isCohostOf(db, eventId, userId),
    queueMail: (mail) => options.jobs.send(MAIL_JOB, mail),
    queueAccountMail: (mail) => options.jobs.send(ACCOUNT_MAIL_JOB, mail),
    warn,
  };
}

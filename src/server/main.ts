import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockedDataDirMessage } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import {
  DAILY_HOUSEKEEPING_JOB,
  HOLD_SWEEP_SECONDS,
  hourlyHousekeeping,
  REMINDER_SWEEP_MINUTES,
} from './composition/housekeeping';
import { startFollowersNews } from './composition/followers-news';
import { configuredStorage } from './lib/configured-storage';
import { startJobQueue } from './lib/job-queue';
import { loadServerEntry } from './lib/server-rendering';
import { serverEntryFile, webDistDir } from './paths';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: path.join(config.dataDir, 'pglite'),
}).catch((error: unknown) => {
  // Another server, or `npm run admin`/`seed`, has the embedded database open.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(lockedDataDirMessage(error, config.dataDir, 'the server'));
  process.exit(1);
});
await runMigrations(database);

const storage = await configuredStorage(config);
// Jobs (e-mail) live in the database, so they survive a restart and are retried (ADR 17).
let logJobError = (err: unknown) => console.error('job queue error', err);
const jobs = await startJobQueue(database, {
  onError: (err) => logJobError(err),
});
const app = await buildApp({
  config,
  db: database.db,
  databaseHealth: database.health,
  broadcast: database.broadcast,
  jobs,
  webDistDir,
  serverEntry: await loadServerEntry(serverEntryFile),
  storage,
});
logJobError = (err) => app.log.error({ err }, 'job queue error');
for (const [queue, handler] of Object.entries(app.jobHandlers)) await jobs.work(queue, handler);

// Housekeeping: hourly, expired sessions, stale limiter windows, idempotency keys older than a
// day, and accounts never confirmed within 30 days with the space and image they asked for
// (ADR 19); daily, event covers uploaded but never saved (it reads every cover's name). Each
// process may run it; every step is idempotent.
const housekeeping = setInterval(
  () => {
    void hourlyHousekeeping(database.db)
      .then((removed) => {
        if (removed.accounts + removed.leftoverSpaces > 0)
          app.log.info(removed, 'removed accounts never confirmed within 30 days');
      })
      .catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'));
  },
  60 * 60 * 1000,
);
// Daily: series' dates made up to 26 weeks ahead, and event covers uploaded but never saved,
// queued as a job (retried if it fails, run after a restart if queued before it); also at start,
// so a server that was down over a day catches up.
const runDaily = () =>
  void jobs
    .send(DAILY_HOUSEKEEPING_JOB, {})
    .catch((err: unknown) => app.log.error({ err }, 'queuing the daily housekeeping failed'));
runDaily();
const dailyWork = setInterval(runDaily, 24 * 60 * 60 * 1000);
const holdSweep = setInterval(() => {
  void app.ticketSweep().then(
    ({ released, offered }) => {
      if (released > 0) app.log.info({ released }, 'released holds and offers whose time ran out');
      if (offered > 0) app.log.info({ offered }, 'offered free places to people waiting');
    },
    (err: unknown) => app.log.error({ err }, 'releasing run-out holds failed'),
  );
}, HOLD_SWEEP_SECONDS * 1000);
// Reminders, 24 hours before each event: claimed in the database and queued as jobs, so a
// restart loses none and two processes never send one twice. Also at start, to catch up.
const sweepReminders = () =>
  void app.reminderSweep().then(
    (queued) => {
      if (queued > 0) app.log.info({ queued }, 'queued reminders of events 24 hours away');
    },
    (err: unknown) => app.log.error({ err }, 'queuing reminders failed'),
  );
sweepReminders();
const reminderSweep = setInterval(sweepReminders, REMINDER_SWEEP_MINUTES * 60 * 1000);
// Followers' news: every minute, what facilitators first published is told to their followers;
// from 08:00 London, the day's digest e-mails go out (at most one a day per person).
const stopFollowersNews = startFollowersNews(app);
database.health.onChange((available, err) => {
  if (available) app.log.info('the database answers again');
  else app.log.error({ err }, 'the database is not answering; requests get 503 until it is back');
});
housekeeping.unref();
dailyWork.unref();
holdSweep.unref();
reminderSweep.unref();

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(housekeeping);
    clearInterval(dailyWork);
    clearInterval(holdSweep);
    clearInterval(reminderSweep);
    stopFollowersNews();
    // Stop taking requests, let running jobs finish, then let go of the database.
    void app
      .close()
      .then(() => jobs.stop())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Kindred is running at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);

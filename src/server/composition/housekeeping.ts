import { londonDate } from '../../shared/events/london-dates';
import type { Database } from '../db/client';
import {
  deleteExpiredSessions,
  removeUnconfirmedAccounts,
  UNCONFIRMED_ACCOUNT_DAYS,
} from '../features/auth/accounts.repository';
import { sweepUnattachedCovers } from '../features/events/event-covers.service';
import { forgetPastSearchRows } from '../features/events/event-search.repository';
import { extendSeries } from '../features/events/series/series.service';
import { copyTicketing } from '../features/tickets/host/series-ticketing';
import { removeLeftoverPendingSpaces } from '../features/spaces/pending-spaces.repository';
import { deleteStaleFollowMailNotices } from '../features/spaces/spaces.repository';
import { FOLLOW_MAIL_HOURS } from '../features/spaces/follows.service';
import type { FileStorage } from '../lib/file-storage';
import { deleteExpiredIdempotencyKeys } from '../lib/idempotency';
import { deleteExpiredCounters } from '../lib/rate-limits.repository';

/**
 * Removes accounts never confirmed within `days` of their sign-up or their last confirmation
 * link (their profile, pending space and its image go with them), and pending spaces left
 * behind by confirmed accounts whose space could not be made (ADR 19). A confirmed account is
 * never removed. Running it again removes nothing more.
 */
export async function removeNeverConfirmedAccounts(
  db: Database,
  days = UNCONFIRMED_ACCOUNT_DAYS,
): Promise<{ accounts: number; leftoverSpaces: number }> {
  const accounts = await removeUnconfirmedAccounts(db, days);
  const leftoverSpaces = await removeLeftoverPendingSpaces(db, days);
  return { accounts, leftoverSpaces };
}

/**
 * The hourly clean-up: expired sessions, stale limiter windows, idempotency keys older than a
 * day, notes of new-follower mails past their day, and accounts never confirmed within 30 days. Every step is idempotent, so each process
 * may run it. Answers what went of the accounts.
 */
export async function hourlyHousekeeping(
  db: Database,
): Promise<{ accounts: number; leftoverSpaces: number }> {
  await deleteExpiredSessions(db);
  await deleteExpiredCounters(db, 24 * 60 * 60);
  await deleteExpiredIdempotencyKeys(db);
  await deleteStaleFollowMailNotices(db, FOLLOW_MAIL_HOURS);
  return removeNeverConfirmedAccounts(db);
}

/**
 * The queue the daily work runs from (ADR 30, ADR 34): each process queues it at start and then
 * daily; a worker runs it, retried if it fails, and a job queued before a restart is still run.
 * Every step is idempotent, so two processes' jobs on one day make nothing twice.
 */
export const DAILY_HOUSEKEEPING_JOB = 'housekeeping';

/**
 * The daily work: series' dates made up to 26 weeks ahead (ADR 34; idempotent, so every process
 * may run it), past dates out of the search table (ADR 35), then event covers uploaded but never
 * saved (it reads every cover's name).
 */
export async function dailyHousekeeping(
  db: Database,
  storage: FileStorage,
  today = londonDate(),
): Promise<{ seriesDates: number; pastSearchRows: number; covers: number }> {
  const seriesDates = await extendSeries(db, copyTicketing, today);
  const pastSearchRows = await forgetPastSearchRows(db, today);
  const covers = await sweepUnattachedCovers(db, storage);
  return { seriesDates, pastSearchRows, covers };
}

/**
 * Every half minute (`app.ticketSweep`): checkouts whose 10-minute hold and waitlist offers whose
 * day ran out give their places back, to whoever waits first. Booking also does this for its
 * own event first, so a buyer is never refused for a hold already over.
 */
export const HOLD_SWEEP_SECONDS = 30;

/**
 * Every five minutes (`app.reminderSweep`): bookings whose event starts within 24 hours get their
 * reminder queued, each once (issue 23). A reminder goes between 24 hours and 24 hours less this
 * before the start; the sweep also runs at start, so a server down over the moment catches up.
 */
export const REMINDER_SWEEP_MINUTES = 5;

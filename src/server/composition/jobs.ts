import { wantsEmail } from '../features/account/account.service';
import type { Auth } from '../features/auth/auth';
import { ACCOUNT_MAIL_JOB, AUTH_MAIL_JOB, runAuthMailJob } from '../features/auth/auth-mail-job';
import { eventCalendarFile } from '../features/events/event-calendar';
import { eventForGuests } from '../features/events/events.service';
import { notify } from '../features/notifications/notifications.service';
import { findProfileIdByEmail } from '../features/profile/profile.repository';
import {
  BOOKING_MAIL_JOB,
  runBookingMailJob,
  type BookingMailJob,
} from '../features/tickets/booking/booking-mail-job';
import { sweepReminders } from '../features/tickets/booking/reminders';
import type { Mail, QueuedMail } from '../lib/mailer';
import { dailyHousekeeping, DAILY_HOUSEKEEPING_JOB } from './housekeeping';
import { MAIL_JOB, type Composition } from './context';

/** What each queue's worker does with a job. main.ts runs them; tests run them on demand. */
export type JobHandlers = Record<string, (data: unknown) => Promise<void>>;

declare module 'fastify' {
  interface FastifyInstance {
    jobHandlers: JobHandlers;
    /**
     * The reminder sweep (main.ts, every few minutes): bookings whose event starts within 24
     * hours are claimed and their reminders queued, each once (issue 23). Answers how many.
     */
    reminderSweep: (now?: Date) => Promise<number>;
  }
}

/**
 * The queues' work: account mail, booking mail (and reminders), mail that may wait, and the daily
 * housekeeping; and the sweep that queues reminders.
 */
export function registerJobHandlers(ctx: Composition, auth: Auth): void {
  const { db, mailer, config } = ctx;
  // Order matters to a test that runs them one after another: auth jobs queue mail.
  ctx.app.decorate('jobHandlers', {
    [AUTH_MAIL_JOB]: runAuthMailJob(auth, config.publicUrl),
    [ACCOUNT_MAIL_JOB]: (data: unknown) => mailer.send(data as Mail),
    [BOOKING_MAIL_JOB]: runBookingMailJob({
      db,
      send: (mail) => mailer.send(mail),
      publicUrl: config.publicUrl,
      eventForGuests: (eventId) => eventForGuests(db, eventId),
      calendarFile: (event) => eventCalendarFile(event, config.publicUrl),
      hasAccount: async (email) => (await findProfileIdByEmail(db, email)) !== undefined,
      notify: (notification) => notify(ctx.notifications, notification),
      warn: ctx.warn,
    }),
    // A mail its recipient may switch off is looked at when it is sent: switched off since it
    // was queued, or its account deleted meanwhile, and it is dropped.
    [MAIL_JOB]: async (data: unknown) => {
      const { preference, ...mail } = data as QueuedMail;
      if (preference && !(await wantsEmail(db, preference.userId, preference.kind))) return;
      await mailer.send(mail);
    },
    // The daily work; `today` (a London date) only from tests, which move the calendar.
    [DAILY_HOUSEKEEPING_JOB]: async (data: unknown) => {
      const { today } = (data ?? {}) as { today?: string };
      const { seriesDates, pastSearchRows, covers } = await dailyHousekeeping(
        db,
        ctx.storage,
        today,
      );
      if (seriesDates > 0) ctx.app.log.info({ seriesDates }, 'made the coming dates of series');
      if (pastSearchRows > 0)
        ctx.app.log.info({ pastSearchRows }, 'took past dates out of the search table');
      if (covers > 0) ctx.app.log.info({ removed: covers }, 'removed unsaved event cover files');
    },
  } satisfies JobHandlers);
  ctx.app.decorate('reminderSweep', (now?: Date) =>
    sweepReminders(
      db,
      ({ orderId, startsAt }) =>
        ctx.jobs.send(BOOKING_MAIL_JOB, {
          orderId,
          kind: 'reminder',
          startsAt,
        } satisfies BookingMailJob),
      now,
    ),
  );
}

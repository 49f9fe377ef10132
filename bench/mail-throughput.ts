/**
 * The mail figure of `npm run bench` (issue 21): 1,000 booking mails queued for an app process
 * whose SMTP server is a local sink, then one account confirmation queued behind them. Measures
 * the mails a second the process sends, and how long the confirmation waits.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { JobQueue } from '../src/server/lib/job-queue';

export type MailFigure = {
  bookingMails: number;
  mailsPerSecond: number;
  /** From queueing the confirmation to the sink receiving it, with booking mail still queued. */
  confirmationMs: number;
  /** How many booking mails were still to be sent when the confirmation arrived. */
  bookingMailsStillQueued: number;
};

const BOOKING_MAILS = 1000;
const CONFIRM_TO = 'confirm@bench.example';

/** An SMTP server that accepts every message and notes who it was for and when it arrived. */
async function startSink() {
  const arrivals: Array<{ to: string; at: number }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          arrivals.push({ to: to.address, at: performance.now() });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    arrivals,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, what: string, ms = 300_000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`mail bench: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * `bookingApp` is an app process's address whose mail is not measured (it makes the order, and
 * is stopped before the mails are queued);
 * `startMailApp` starts one with the given SMTP address, whose workers send what is queued.
 */
export async function mailThroughput(options: {
  pool: pg.Pool;
  jobs: JobQueue;
  bookingApp: string;
  /** Stops the booking app before the mails are queued, so that only the mail app sends them. */
  stopBookingApp: () => void;
  eventId: string;
  startMailApp: (smtpUrl: string) => Promise<ChildProcess>;
}): Promise<MailFigure> {
  const { pool, jobs, eventId } = options;
  // One free booking: each queued job builds and sends its mail (QR codes, calendar file).
  const offer = (await (
    await fetch(`${options.bookingApp}/api/events/${eventId}/tickets`)
  ).json()) as {
    ticketTypes: Array<{ id: string }>;
  };
  await pool.query('update ticket_types set price_pence = 0, quantity = null where event_id = $1', [
    eventId,
  ]);
  await pool.query('update event_ticketing set capacity = null where event_id = $1', [eventId]);
  const ordered = await fetch(`${options.bookingApp}/api/events/${eventId}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: [{ ticketTypeId: offer.ticketTypes[0]!.id, quantity: 1 }],
      name: 'Mail Bench Guest',
      email: 'guest@bench.example',
    }),
  });
  if (ordered.status !== 201) throw new Error(`mail bench: booking answered ${ordered.status}`);
  const { id: orderId } = (await ordered.json()) as { id: string };

  // Its workers would take some of the mails queued next (and write them to its outbox).
  options.stopBookingApp();
  // Nothing else queued: only these mails reach the sink.
  await pool.query(
    `delete from pgboss.job where name in ('mail', 'booking-mail', 'account-mail', 'auth-mail')`,
  );
  for (let i = 0; i < BOOKING_MAILS; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, BOOKING_MAILS - i) }, () =>
        jobs.send('booking-mail', { orderId }),
      ),
    );

  const sink = await startSink();
  const app = await options.startMailApp(sink.url);
  try {
    const bookings = () => sink.arrivals.filter((a) => a.to !== CONFIRM_TO);
    await until(() => bookings().length >= 100, 'the first 100 booking mails');
    const queuedAt = performance.now();
    await jobs.send('account-mail', {
      to: CONFIRM_TO,
      subject: 'Confirm your e-mail address',
      text: 'Confirm: http://127.0.0.1/confirm',
      html: '<p><a href="http://127.0.0.1/confirm">Confirm</a></p>',
    });
    await until(() => sink.arrivals.some((a) => a.to === CONFIRM_TO), 'the confirmation');
    const confirmation = sink.arrivals.find((a) => a.to === CONFIRM_TO)!;
    const stillQueued = BOOKING_MAILS - bookings().length;
    await until(() => bookings().length >= BOOKING_MAILS, 'every booking mail');
    const sent = bookings();
    const seconds = (sent.at(-1)!.at - sent[0]!.at) / 1000;
    return {
      bookingMails: sent.length,
      mailsPerSecond: Math.round((sent.length - 1) / seconds),
      confirmationMs: Math.round(confirmation.at - queuedAt),
      bookingMailsStillQueued: stillQueued,
    };
  } finally {
    app.kill();
    await sink.close();
  }
}

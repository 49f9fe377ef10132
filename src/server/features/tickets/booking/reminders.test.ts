import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EventInput } from '../../../../shared/events/event-schemas';
import type { Order, TicketingInput } from '../../../../shared/tickets/ticket-schemas';
import { rowsOf } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { eventTicketing, orders } from '../../../db/schema/tickets';
import type { Mail } from '../../../lib/mailer';
import { eventInput } from '../../../test/event-helpers';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useBookingApp } from './booking.fixtures';

const HOUR = 60 * 60 * 1000;
const FREE: TicketingInput = { ticketTypes: [{ name: 'Free place', pricePence: 0 }] };

/** The calendar file attached to a mail, as an independent parser (ical.js) reads it. */
function attachedEvent(mail: Mail) {
  const file = mail.attachments?.find((a) => a.filename === 'event.ics');
  expect(file, 'the mail has the event as a calendar file').toBeDefined();
  const vevent = new ICAL.Component(ICAL.parse(String(file!.content))).getFirstSubcomponent(
    'vevent',
  )!;
  const event = new ICAL.Event(vevent);
  return { summary: event.summary, start: event.startDate.toJSDate().toISOString() };
}

/** The address a mail's text gives after a link's label ("Cancel your booking: https://…"). */
function linkAfter(mail: Mail, label: string): URL {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text ?? '');
  expect(match, `the mail has "${label}"`).not.toBeNull();
  return new URL(match![1]!);
}

describe.each(databaseTargets)('reminders 24 hours before an event (%s)', (target) => {
  const { t, host, member, hostEvent, saveTicketing, book, offer } = useBookingApp(target);

  /** A published event on its own date (so one test's sweep never meets another's bookings). */
  async function eventOn(startDate: string, overrides: Partial<EventInput> = {}) {
    const event = await hostEvent({ startDate, endDate: startDate, ...overrides });
    const [row] = await t.db
      .select({ startsAt: events.startsAt })
      .from(events)
      .where(eq(events.id, event.id));
    return { ...event, startsAt: row!.startsAt };
  }

  async function bookOne(eventId: string, who: { cookie?: string; name?: string; email?: string }) {
    const [type] = (await offer(eventId)).ticketTypes;
    const { cookie, ...guest } = who;
    const response = await book(
      eventId,
      { lines: [{ ticketTypeId: type!.id, quantity: 1 }], ...guest },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
  }

  /** Sends what is queued and answers the reminders among the mail sent. */
  async function remindersSent(title = 'Full Moon Cacao Ceremony'): Promise<Mail[]> {
    const before = t.mails.length;
    await t.runJobs();
    return t.mails.slice(before).filter((mail) => mail.subject.startsWith(`Reminder: ${title}`));
  }

  const hoursBefore = (startsAt: Date, hours: number) =>
    new Date(startsAt.getTime() - hours * HOUR);

  it('reminds each booked guest once, 24 hours before, with the place, the .ics and a cancel link that works', async () => {
    const event = await eventOn('2099-06-20', {
      whatToBring: 'A cushion and warm socks',
      accessNotes: 'Step-free from the car park',
    });
    const mine = await bookOne(event.id, { cookie: member.cookie });
    const guests = await bookOne(event.id, { name: 'Gabi Guest', email: 'gabi@example.com' });
    await t.runJobs(); // their booking mails

    // 25 hours before: not yet. 23 hours before: both, once, however often it sweeps.
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 25))).toBe(0);
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 23))).toBe(2);
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 22))).toBe(0);
    const sent = await remindersSent();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['gabi@example.com', 'mo@example.com']);
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 1))).toBe(0);
    expect(await remindersSent()).toEqual([]);

    const mail = sent.find((m) => m.to === 'gabi@example.com')!;
    expect(mail.subject).toBe('Reminder: Full Moon Cacao Ceremony, Saturday at 19:00');
    expect(mail.text).toContain('When: Saturday 20 June 2099, 19:00 to 22:00 (London time)');
    expect(mail.text).toContain('Where: The Round House, Bristol, BS1 4QA, United Kingdom');
    // The start of the description, where hosts write what to know, and their two notes.
    expect(mail.text).toContain('Bring a blanket.');
    expect(mail.text).toContain('What to bring:\nA cushion and warm socks');
    expect(mail.text).toContain('Access:\nStep-free from the car park');
    expect(attachedEvent(mail)).toEqual({
      summary: 'Full Moon Cacao Ceremony',
      start: '2099-06-20T18:00:00.000Z',
    });
    // The cancel link opens the booking with its key, no account needed, and cancelling works.
    const link = linkAfter(mail, 'Cancel your booking');
    expect(link.pathname).toBe('/ticket-success');
    expect(link.searchParams.get('order')).toBe(guests.id);
    const cancelled = await callApi(t, 'POST', `/api/orders/${guests.id}/cancel`, undefined, {
      key: link.searchParams.get('key'),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');

    // The member, who has an account, is told in the app too.
    const notifications = await callApi(t, 'GET', '/api/notifications', member.cookie);
    const reminder = notifications
      .json()
      .notifications.find((n: { type: string }) => n.type === 'event_reminder');
    expect(reminder).toMatchObject({
      title: 'Coming up: Full Moon Cacao Ceremony',
      message: 'Saturday 20 June 2099, 19:00 to 22:00 (London time), The Round House, Bristol',
      data: { event_id: event.id, order_id: mine.id, path: event.path },
    });
  });

  it('gives an online event’s joining link, and what is still to pay', async () => {
    const event = await eventOn('2099-07-04', {
      title: 'Online Breathwork',
      locationType: 'online',
      onlineLink: 'https://meet.example.com/breathe',
    });
    const saved = await saveTicketing(event.id, {
      ticketTypes: [{ name: 'Place', pricePence: 1200 }],
      paymentInstructions: 'Pay by bank transfer.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await bookOne(event.id, { cookie: member.cookie });
    expect(order.status).toBe('awaiting_payment');
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 12))).toBe(1);
    const [mail] = await remindersSent('Online Breathwork');
    expect(mail!.text).toContain('Where: Online: https://meet.example.com/breathe');
    expect(mail!.text).toContain('Still to pay: £13.00. Pay by bank transfer.');
  });

  it('queues one reminder per booking when two sweeps run at once', async () => {
    const event = await eventOn('2099-07-18');
    for (let i = 0; i < 6; i++)
      await bookOne(event.id, { name: `Guest ${i}`, email: `guest${i}@example.com` });
    const now = hoursBefore(event.startsAt, 20);
    const [a, b] = await Promise.all([t.app.reminderSweep(now), t.app.reminderSweep(now)]);
    expect(a + b).toBe(6);
    expect(await remindersSent()).toHaveLength(6);
  });

  it('never reminds a cancelled booking: cancelled before the sweep, or after it', async () => {
    const event = await eventOn('2099-08-01');
    const early = await bookOne(event.id, { name: 'Early', email: 'early@example.com' });
    const late = await bookOne(event.id, { name: 'Late', email: 'late@example.com' });
    const cancel = (order: Order) =>
      callApi(t, 'POST', `/api/orders/${order.id}/cancel`, undefined, { key: order.accessKey });
    expect((await cancel(early)).statusCode).toBe(200);
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 23))).toBe(1);
    // Claimed, then cancelled before its job ran: the job finds it cancelled and sends nothing.
    expect((await cancel(late)).statusCode).toBe(200);
    expect(await remindersSent()).toEqual([]);
  });

  it('never reminds of a cancelled event: cancelled before the sweep, or after it', async () => {
    const before = await eventOn('2099-08-15');
    const after = await eventOn('2099-08-16');
    await bookOne(before.id, { cookie: member.cookie });
    await bookOne(after.id, { cookie: member.cookie });
    const cancelEvent = (id: string) =>
      t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, id));
    await cancelEvent(before.id);
    expect(await t.app.reminderSweep(hoursBefore(before.startsAt, 23))).toBe(0);
    expect(await t.app.reminderSweep(hoursBefore(after.startsAt, 23))).toBe(1);
    await cancelEvent(after.id);
    expect(await remindersSent()).toEqual([]);
  });

  it('reminds at the new time of an event moved later after its reminder was claimed', async () => {
    const event = await eventOn('2099-08-22');
    await bookOne(event.id, { cookie: member.cookie });
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 23))).toBe(1);
    // The host moves it a week on before the reminder went: none now, one a week later.
    const movedTo = new Date(event.startsAt.getTime() + 7 * 24 * HOUR);
    await t.db
      .update(events)
      .set({ startsAt: movedTo, startDate: '2099-08-29', endDate: '2099-08-29' })
      .where(eq(events.id, event.id));
    expect(await remindersSent()).toEqual([]);
    expect(await t.app.reminderSweep(hoursBefore(movedTo, 23))).toBe(1);
    const [mail] = await remindersSent();
    expect(mail!.text).toContain('When: Saturday 29 August 2099, 19:00');
  });

  it('sends none when the host switched reminders off, and a series’ dates keep the switch', async () => {
    const event = await eventOn('2099-09-03'); // a Thursday
    const refused = await saveTicketing(event.id, { ...FREE, reminders: 'yes' } as never);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.reminders).toEqual(['Choose whether guests get a reminder']);
    const saved = await saveTicketing(event.id, { ...FREE, reminders: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reminders).toBe(false);
    const read = await callApi(t, 'GET', `/api/events/${event.id}/ticketing`, host.cookie);
    expect(read.json().reminders).toBe(false);
    await bookOne(event.id, { cookie: member.cookie });
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 23))).toBe(0);

    const repeated = await callApi(t, 'POST', `/api/events/${event.id}/series`, host.cookie, {
      rule: {
        repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] },
        end: { kind: 'after', count: 3 },
      },
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    const switches = rowsOf<{ reminders: boolean }>(
      await t.db.execute(sql`
        select t.reminders from event_ticketing t join events e on e.id = t.event_id
        where e.series_id = (select series_id from events where id = ${event.id}::uuid)`),
    );
    expect(switches.map((row) => row.reminders)).toEqual([false, false, false]);
  });

  it('leaves out a booking made within the last 24 hours: its booking mail just told them', async () => {
    const event = await eventOn('2099-09-20');
    const order = await bookOne(event.id, { cookie: member.cookie });
    await t.db
      .update(orders)
      .set({ confirmedAt: hoursBefore(event.startsAt, 10) })
      .where(eq(orders.id, order.id));
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 8))).toBe(0);
  });

  it('has reminders on for a new event', async () => {
    const event = await eventOn('2099-10-01');
    const [row] = await t.db
      .select({ reminders: eventTicketing.reminders })
      .from(eventTicketing)
      .where(eq(eventTicketing.eventId, event.id));
    expect(row!.reminders).toBe(true);
    const read = await callApi(t, 'GET', `/api/events/${event.id}/ticketing`, host.cookie);
    expect(read.json().reminders).toBe(true);
  });

  it('reminds again before the new time when the host moves the event more than a day away', async () => {
    const event = await eventOn('2099-10-10');
    await bookOne(event.id, { cookie: member.cookie });
    await t.runJobs();
    expect(await t.app.reminderSweep(hoursBefore(event.startsAt, 23))).toBe(1);
    expect(await remindersSent()).toHaveLength(1);

    // A week later: the guest is told of the move, and reminded again the day before it.
    const moved = await callApi(t, 'PUT', `/api/events/${event.id}`, host.cookie, {
      event: eventInput({
        startDate: '2099-10-17',
        endDate: '2099-10-17',
        price: 0,
        capacity: null,
      }),
      publish: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedStart = new Date(moved.json().startsAt as string);
    expect(await t.app.reminderSweep(hoursBefore(movedStart, 25))).toBe(0);
    expect(await t.app.reminderSweep(hoursBefore(movedStart, 23))).toBe(1);
    const [again] = await remindersSent();
    expect(attachedEvent(again!).start).toBe('2099-10-17T18:00:00.000Z');
  });
});

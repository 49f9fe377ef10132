import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventCard, EventDetail } from '../../../shared/events/event-schemas';
import { addLondonDays, londonDate } from '../../../shared/events/london-dates';
import type { Notification } from '../../../shared/notification-schemas';
import { events } from '../../db/schema/events';
import { eventSeries } from '../../db/schema/series';
import { orders } from '../../db/schema/tickets';
import type { Account } from '../../test/fixtures';
import { callApi, databaseTargets, signUp } from '../../test/test-app';
import { seriesInput, useSeriesScene } from './series/series.fixtures';
import { ALL_MADE, extendSeries } from './series/series.service';

/** The extension's dates need no tickets for what these tests read of them. */
const noTickets = async () => undefined;

describe.each(databaseTargets)('cancelling a date, deleting, ending a series (%s)', (target) => {
  const { t, host, guest, datesOf, weeklySeries, bookPlace } = useSeriesScene(target);
  const other = {} as Account & { spaceId: string };
  beforeAll(async () => {
    Object.assign(other, await signUp(t, { name: 'Ola Other', email: 'ola@example.com' }));
  });

  const cancel = (id: string, message = '', cookie = host.cookie) =>
    callApi(t, 'POST', `/api/events/${id}/cancel`, cookie, { message });
  const statusOf = async (orderId: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const notesOf = async (who: Account, type: string) =>
    (
      (await callApi(t, 'GET', '/api/notifications', who.cookie)).json()
        .notifications as Notification[]
    ).filter((n) => n.type === type);
  const mailsSince = async (from: number, email: string) => {
    await t.runJobs();
    return t.mails.slice(from).filter((mail) => mail.to === email);
  };

  it('cancels one date: its bookings and guests, not another date’s, once', async () => {
    const { dates } = await weeklySeries('Cancelled Cacao', 3);
    const gabis = await bookPlace(dates[1]!.id, guest);
    const olas = await bookPlace(dates[2]!.id, other);
    await t.runJobs();
    expect((await cancel(dates[1]!.id, 'x', other.cookie)).statusCode).toBe(403);
    const wordy = await cancel(dates[1]!.id, 'x'.repeat(1001));
    expect(wordy.statusCode).toBe(400);
    expect(wordy.json().fieldErrors).toEqual({
      message: ['Your message must be at most 1000 characters'],
    });
    expect(await statusOf(gabis.id)).toBe('confirmed');

    const from = t.mails.length;
    const cancelled = await cancel(dates[1]!.id, 'The hall is flooded, sorry.');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as EventDetail).cancelledAt).toEqual(expect.any(String));
    expect(await statusOf(gabis.id)).toBe('cancelled');
    expect(await statusOf(olas.id)).toBe('confirmed');
    const mails = await mailsSince(from, 'gabi@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Cancelled: Cancelled Cacao']);
    expect(mails[0]!.text).toContain('The hall is flooded, sorry.');
    const ics = String(mails[0]!.attachments?.find((a) => a.filename === 'event.ics')?.content);
    expect(ics).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(await mailsSince(from, 'ola@example.com')).toEqual([]);
    expect(await notesOf(guest, 'event_cancelled')).toHaveLength(1);

    // Its page still shows, saying so; it cannot be booked.
    const page = await callApi(t, 'GET', `/api/events/${dates[1]!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      cancelledAt: expect.any(String),
      cancellationMessage: 'The hall is flooded, sorry.',
    });
    const offer = (await callApi(t, 'GET', `/api/events/${dates[1]!.id}/tickets`)).json();
    const again = await callApi(t, 'POST', `/api/events/${dates[1]!.id}/orders`, other.cookie, {
      lines: [{ ticketTypeId: offer.ticketTypes[0].id, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This event has been cancelled, so it can no longer be booked.',
    );

    // A second cancel answers the same and tells no one again.
    const from2 = t.mails.length;
    const twice = await cancel(dates[1]!.id, 'Again?');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({
      cancelledAt: cancelled.json().cancelledAt,
      cancellationMessage: 'The hall is flooded, sorry.',
    });
    expect(await mailsSince(from2, 'gabi@example.com')).toEqual([]);
    expect(await notesOf(guest, 'event_cancelled')).toHaveLength(1);
  });

  it('leaves a cancelled date out of the lists, which show the series at its next date', async () => {
    const tomorrow = addLondonDays(londonDate(), 1);
    const weekday = (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[
      new Date(`${tomorrow}T12:00:00Z`).getUTCDay()
    ]!;
    const saved = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: seriesInput('Quasar Cancelled Dance', { startDate: tomorrow, endDate: tomorrow }),
      publish: true,
    });
    const repeated = await callApi(
      t,
      'POST',
      `/api/events/${saved.json().id}/series`,
      host.cookie,
      {
        rule: {
          repeat: { kind: 'weekly', every: 1, weekdays: [weekday] },
          end: { kind: 'after', count: 3 },
        },
      },
    );
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect((await cancel(saved.json().id)).statusCode).toBe(200);
    const titled = (list: { events: EventCard[] }) =>
      list.events.filter((e) => e.title === 'Quasar Cancelled Dance').map((e) => e.startDate);
    const second = addLondonDays(tomorrow, 7);
    expect(titled((await callApi(t, 'GET', '/api/events')).json())).toEqual([second]);
    expect(titled((await callApi(t, 'GET', '/api/events/search?q=quasar')).json())).toEqual([
      second,
    ]);
    expect(titled((await callApi(t, 'GET', '/api/events?date=month')).json())).toEqual([
      second,
      addLondonDays(tomorrow, 14),
    ]);
  });

  it('refuses to delete an event with bookings, and deletes a date without', async () => {
    const { dates } = await weeklySeries('Guarded Breathwork', 3);
    await bookPlace(dates[0]!.id, guest);
    const refused = await callApi(t, 'DELETE', `/api/events/${dates[0]!.id}`, host.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /has bookings, so it cannot be deleted. Cancel it instead/,
    );
    expect(
      (await callApi(t, 'DELETE', `/api/events/${dates[1]!.id}`, host.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await t.db.select().from(events).where(eq(events.title, 'Guarded Breathwork'))).map(
        (e) => e.id,
      ),
    ).toEqual(expect.arrayContaining([dates[0]!.id, dates[2]!.id]));
    expect((await callApi(t, 'GET', `/api/events/${dates[1]!.id}`)).statusCode).toBe(404);
  });

  it('ends a series after a date: later dates deleted, or cancelled where booked', async () => {
    const { seriesId, dates } = await weeklySeries('Ending Sound Bath', undefined);
    const booking = await bookPlace(dates[3]!.id, guest);
    const from = t.mails.length;
    expect(
      (await callApi(t, 'POST', `/api/events/${dates[1]!.id}/series/end`, other.cookie, {}))
        .statusCode,
    ).toBe(403);
    const ended = await callApi(t, 'POST', `/api/events/${dates[1]!.id}/series/end`, host.cookie, {
      message: 'The last two circles are all.',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const left = await datesOf(seriesId);
    expect(left.map((d) => [d.startDate, d.cancelledAt !== null])).toEqual([
      ['2099-06-04', false],
      ['2099-06-11', false],
      ['2099-06-25', true],
    ]);
    expect(await statusOf(booking.id)).toBe('cancelled');
    expect((await mailsSince(from, 'gabi@example.com')).map((m) => m.subject)).toEqual([
      'Cancelled: Ending Sound Bath',
    ]);
    const [series] = await t.db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
    expect(series).toMatchObject({
      madeUntil: ALL_MADE,
      rule: { end: { kind: 'on', date: '2099-06-11' } },
    });
    await extendSeries(t.db, noTickets, '2099-10-01');
    expect(
      await t.db
        .select()
        .from(events)
        .where(and(eq(events.seriesId, seriesId))),
    ).toHaveLength(3);
  });
});

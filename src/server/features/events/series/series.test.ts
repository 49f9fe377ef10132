import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventCard, EventDetail, EventInput } from '../../../../shared/events/event-schemas';
import { londonDate } from '../../../../shared/events/london-dates';
import type { SeriesRuleInput } from '../../../../shared/series/series-rules';
import type { EventTickets } from '../../../../shared/tickets/ticket-schemas';
import { events } from '../../../db/schema/events';
import { eventInput } from '../../../test/event-helpers';
import { useTestApp, type Account } from '../../../test/fixtures';
import { callApi, databaseTargets } from '../../../test/test-app';
import { signUpMaya } from '../../../test/ticket-helpers';
import { thursdays, useSeriesScene } from './series.fixtures';

describe.each(databaseTargets)('series of dates (%s)', (target) => {
  const { t, host, guest } = useSeriesScene(target);

  /** A published one-off event on Thursday 4 June 2099, as the form saves it first. */
  const createEvent = async (title: string, more: Partial<EventInput> = {}) => {
    const saved = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: eventInput({ title, startDate: '2099-06-04', endDate: '2099-06-04', ...more }),
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json() as EventDetail;
  };
  const makeRepeat = (id: string, rule: SeriesRuleInput, cookie = host.cookie) =>
    callApi(t, 'POST', `/api/events/${id}/series`, cookie, { rule });
  /** The event, then its repeat; answers the repeat's response. */
  const createSeries = async (
    title: string,
    rule: SeriesRuleInput,
    more: Partial<EventInput> = {},
  ) => makeRepeat((await createEvent(title, more)).id, rule);
  const datesOf = (title: string) =>
    t.db
      .select({
        id: events.id,
        startDate: events.startDate,
        startTime: events.startTime,
        seriesId: events.seriesId,
      })
      .from(events)
      .where(eq(events.title, title))
      .orderBy(events.startDate);

  it('makes a weekly series’ dates up to 26 weeks ahead, each an event of its own', async () => {
    const response = await createSeries('Ecstatic Dance Thursdays', thursdays());
    expect(response.statusCode, response.body).toBe(200);
    const first: EventDetail = response.json();
    expect(first.series).toMatchObject({
      repeats: 'Every Thursday',
      rule: { ...thursdays(), skipped: [], added: [] },
    });
    const dates = await datesOf('Ecstatic Dance Thursdays');
    // 4 June to 3 December 2099: the first date and 26 more Thursdays.
    expect(dates).toHaveLength(27);
    expect(dates[1]).toMatchObject({ startDate: '2099-06-11', startTime: '19:00:00' });
    expect(dates.at(-1)!.startDate).toBe('2099-12-03');
    // Each date has a page of its own, naming the series and its next dates.
    const later = await callApi(t, 'GET', `/api/events/${dates[3]!.id}`);
    expect(later.statusCode).toBe(200);
    const page: EventDetail = later.json();
    expect(page.series?.id).toBe(first.series?.id);
    expect(page.series?.dates.map((date) => date.startDate)).toEqual(
      dates.slice(0, 8).map((date) => date.startDate),
    );
    expect(page.series?.dates[3]?.path).toBe(
      `/events/ecstatic-dance-thursdays-${dates[3]!.id}?id=${dates[3]!.id}`,
    );
  });

  it('gives every date the tickets the first has when it is made to repeat', async () => {
    const first = await createEvent('Breathwork Circle', { price: 0, capacity: null });
    const tickets = await callApi(t, 'PUT', `/api/events/${first.id}/ticketing`, host.cookie, {
      capacity: 2,
      ticketTypes: [{ name: 'Circle place', pricePence: 0 }],
    });
    expect(tickets.statusCode, tickets.body).toBe(200);
    const repeated = await makeRepeat(first.id, thursdays(3));
    expect(repeated.statusCode, repeated.body).toBe(200);
    const [, second, third] = await datesOf('Breathwork Circle');
    const offer = async (id: string): Promise<EventTickets> =>
      (await callApi(t, 'GET', `/api/events/${id}/tickets`)).json();
    const [type] = (await offer(second!.id)).ticketTypes;
    expect(type).toMatchObject({ name: 'Circle place' });
    // Booking one date never touches another's places.
    const booked = await callApi(t, 'POST', `/api/events/${second!.id}/orders`, guest.cookie, {
      lines: [{ ticketTypeId: type!.id, quantity: 2 }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await offer(second!.id)).placesLeft).toBe(0);
    expect((await offer(third!.id)).placesLeft).toBe(2);
  });

  it('ends after its count, and makes no more than 52 dates to come', async () => {
    const four = await createSeries('Four Sound Baths', thursdays(4));
    expect(four.statusCode).toBe(200);
    expect(await datesOf('Four Sound Baths')).toHaveLength(4);
    const thriceWeekly: SeriesRuleInput = {
      ...thursdays(),
      repeat: { kind: 'weekly', every: 1, weekdays: ['TU', 'TH', 'SA'] },
    };
    expect((await createSeries('Morning Yoga', thriceWeekly)).statusCode).toBe(200);
    expect(await datesOf('Morning Yoga')).toHaveLength(52);
  });

  it('holds a date whose start time the clocks skip an hour later', async () => {
    // The last Sunday of March 2099 (the 29th) is the night the clocks go forward.
    const response = await createSeries(
      'Night Ceremony',
      {
        repeat: { kind: 'monthly-weekday', every: 1, weekday: 'SU', week: -1 },
        end: { kind: 'after', count: 3 },
      },
      { startDate: '2099-01-25', endDate: '2099-01-25', startTime: '01:30', endTime: '03:30' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const dates = await t.db
      .select({
        startDate: events.startDate,
        startTime: events.startTime,
        startsAt: events.startsAt,
      })
      .from(events)
      .where(eq(events.title, 'Night Ceremony'))
      .orderBy(events.startDate);
    expect(dates.map(({ startDate, startTime }) => [startDate, startTime])).toEqual([
      ['2099-01-25', '01:30:00'],
      ['2099-02-22', '01:30:00'],
      ['2099-03-29', '02:30:00'],
    ]);
    expect(new Date(dates[2]!.startsAt).toISOString()).toBe('2099-03-29T01:30:00.000Z');
  });

  it('is its owner’s to make repeat, once', async () => {
    const { id } = await createEvent('Cacao on Thursdays');
    const refused = await makeRepeat(id, thursdays(), guest.cookie);
    expect(refused.statusCode).toBe(403);
    expect(
      await callApi(t, 'POST', `/api/events/${id}/series`, undefined, { rule: thursdays() }).then(
        (r) => r.statusCode,
      ),
    ).toBe(401);
    const rule = thursdays(3);
    expect((await makeRepeat(id, rule)).statusCode).toBe(200);
    expect(await datesOf('Cacao on Thursdays')).toHaveLength(3);
    // A date of a series keeps its series: a second rule (or a retry) is refused, nothing made.
    const again = await makeRepeat(id, rule);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This event is a date of a series already.');
    expect(await datesOf('Cacao on Thursdays')).toHaveLength(3);
  });

  it('refuses a rule that makes no sense, naming the field, and makes no dates', async () => {
    const cases: [SeriesRuleInput, string, string][] = [
      [
        { ...thursdays(), repeat: { kind: 'weekly', every: 1, weekdays: [] } },
        'rule.repeat.weekdays',
        'Choose at least one day of the week',
      ],
      [
        { ...thursdays(), repeat: { kind: 'weekly', every: 1, weekdays: ['FR'] } },
        'rule.repeat',
        'The event starts on Thu 4 Jun 2099, which is not a date of this series: its first date would be Fri 5 Jun 2099',
      ],
      [
        { ...thursdays(), end: { kind: 'on', date: '2099-06-01' } },
        'rule.end.date',
        'The last date must be on or after the first date',
      ],
      [
        {
          repeat: { kind: 'weekly', every: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
          end: { kind: 'on', date: '2101-12-31' },
        },
        'rule.end',
        'A series can have at most 520 dates: choose an earlier last date',
      ],
      [
        { ...thursdays(), skipped: ['2099-06-05'] },
        'rule.skipped.0',
        'Fri 5 Jun 2099 is not a date of this series',
      ],
    ];
    const { id } = await createEvent('Refused Series');
    for (const [rule, field, message] of cases) {
      const response = await makeRepeat(id, rule);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors?.[field]).toEqual([message]);
    }
    expect(await datesOf('Refused Series')).toEqual([
      expect.objectContaining({ startDate: '2099-06-04', seriesId: null }),
    ]);
  });
});

describe.each(databaseTargets)('lists show a series once, at its next date (%s)', (target) => {
  const t = useTestApp(target);
  const host = {} as Account & { spaceId: string };
  beforeAll(async () => Object.assign(host, await signUpMaya(t)));

  it('on the home list, in search and on the host’s space; a date filter shows each date', async () => {
    // A weekly class starting today, so the lists (from today) hold its dates.
    const today = londonDate();
    const saved = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: eventInput({ title: 'Luminous Weekly Dance', startDate: today, endDate: today }),
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const weekday = (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[
      new Date(`${today}T12:00:00Z`).getUTCDay()
    ]!;
    const rule = {
      repeat: { kind: 'weekly', every: 1, weekdays: [weekday] },
      end: { kind: 'after', count: 5 },
    };
    const repeated = await callApi(
      t,
      'POST',
      `/api/events/${saved.json().id}/series`,
      host.cookie,
      { rule },
    );
    expect(repeated.statusCode, repeated.body).toBe(200);
    const titled = (list: { events: EventCard[] }) =>
      list.events.filter((event) => event.title === 'Luminous Weekly Dance');

    const home = titled((await callApi(t, 'GET', '/api/events')).json());
    expect(home).toHaveLength(1);
    expect(home[0]).toMatchObject({ startDate: today, repeats: expect.stringMatching(/^Every /) });
    const found = titled((await callApi(t, 'GET', '/api/events/search?q=luminous')).json());
    expect(found.map((event) => event.startDate)).toEqual([today]);
    // The space page lists its upcoming events.
    const space = JSON.stringify(
      (await callApi(t, 'GET', `/api/facilitators/${host.spaceId}`)).json(),
    );
    expect(space.match(/Luminous Weekly Dance/g) ?? []).toHaveLength(1);
    // "This month" shows every date that falls in the next 30 days: five weekly dates.
    const month = titled((await callApi(t, 'GET', '/api/events?date=month')).json());
    expect(month).toHaveLength(5);
  });
});

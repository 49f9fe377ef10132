import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventFacts, events } from '../../../db/schema/events';
import { eventSeries } from '../../../db/schema/series';
import { callApi, databaseTargets } from '../../../test/test-app';
import { seriesInput, useSeriesScene } from './series.fixtures';
import { extendSeries } from './series.service';

const when = (row: { startDate: string; startTime: string; endDate: string; endTime: string }) =>
  `${row.startDate} ${row.startTime.slice(0, 5)}–${row.endDate} ${row.endTime.slice(0, 5)}`;

/** The extension's dates need no tickets for what these tests read of them. */
const noTickets = async () => undefined;

describe.each(databaseTargets)('editing a date of a series by scope (%s)', (target) => {
  const { t, host, datesOf, weeklySeries, saveDate } = useSeriesScene(target);

  /** Puts a date in the past, as if it had been held: history, which no edit changes. */
  const makeHistory = (id: string) =>
    t.db
      .update(events)
      .set({ startsAt: new Date('2020-01-02T19:00:00Z'), endsAt: new Date('2020-01-02T21:00:00Z') })
      .where(eq(events.id, id));

  it('changes only the date itself with "this date"', async () => {
    const { seriesId, dates } = await weeklySeries('Solo Change Circle', 4);
    const saved = await saveDate(
      dates[1]!.id,
      seriesInput('Solo Change Circle', {
        startDate: '2099-06-12',
        endDate: '2099-06-12',
        startTime: '20:00',
        endTime: '22:00',
      }),
      'this',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await datesOf(seriesId);
    // The one date moved, even to another day; the others kept their time and version.
    expect(after.map(when)).toEqual([
      '2099-06-04 19:00–2099-06-04 21:00',
      '2099-06-12 20:00–2099-06-12 22:00',
      '2099-06-18 19:00–2099-06-18 21:00',
      '2099-06-25 19:00–2099-06-25 21:00',
    ]);
    expect(after.map((d) => d.sequence)).toEqual([0, 1, 0, 0]);
    const [series] = await t.db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
    expect(series!.startTime).toBe('19:00:00');
  });

  it('changes this and the later dates with "this and following", and the series’ new dates follow', async () => {
    const { seriesId, dates } = await weeklySeries('Following Dance', undefined);
    const input = seriesInput('Following Dance, Renewed', {
      startDate: dates[2]!.startDate,
      endDate: '2099-06-19',
      startTime: '20:30',
      endTime: '00:30',
      venue: 'The Old Library',
    });
    const saved = await saveDate(dates[2]!.id, input, 'following');
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await datesOf(seriesId);
    expect(after.slice(0, 4).map(when)).toEqual([
      '2099-06-04 19:00–2099-06-04 21:00',
      '2099-06-11 19:00–2099-06-11 21:00',
      '2099-06-18 20:30–2099-06-19 00:30',
      '2099-06-25 20:30–2099-06-26 00:30',
    ]);
    expect(after.slice(0, 2).every((d) => d.title === 'Following Dance' && d.sequence === 0)).toBe(
      true,
    );
    expect(
      after.slice(2).every((d) => d.title === 'Following Dance, Renewed' && d.sequence === 1),
    ).toBe(true);
    expect(after.at(-1)!.locationVenue).toBe('The Old Library');
    const [series] = await t.db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
    expect(series).toMatchObject({ startTime: '20:30:00', endTime: '00:30:00', endDayOffset: 1 });

    // The daily extension, run months later, makes the next dates at the new times.
    const made = await extendSeries(t.db, noTickets, '2099-10-01');
    expect(made).toBeGreaterThan(0);
    const extended = (await datesOf(seriesId)).slice(after.length);
    expect(extended.length).toBeGreaterThan(0);
    for (const date of extended) {
      expect(date).toMatchObject({
        title: 'Following Dance, Renewed',
        startTime: '20:30:00',
        endTime: '00:30:00',
      });
      expect(date.endDate > date.startDate).toBe(true);
    }
  });

  it('changes every date not yet started with "all dates", leaving history alone', async () => {
    const { seriesId, dates } = await weeklySeries('All Dates Sound Bath', 4);
    await makeHistory(dates[0]!.id);
    const input = seriesInput('All Dates Sound Bath', {
      startDate: dates[2]!.startDate,
      endDate: dates[2]!.startDate,
      startTime: '18:00',
      endTime: '19:30',
      description: 'Bring a mat.',
    });
    const saved = await saveDate(dates[2]!.id, input, 'all');
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await datesOf(seriesId);
    expect(after.map((d) => d.startTime)).toEqual(['19:00:00', '18:00:00', '18:00:00', '18:00:00']);
    expect(after.map((d) => d.description === 'Bring a mat.')).toEqual([false, true, true, true]);
    expect(after.map((d) => d.sequence)).toEqual([0, 1, 1, 1]);
  });

  it('gives every date what to expect, and changes it on all of them with "all dates"', async () => {
    const [gentle, stepFree, quiet] = await Promise.all(
      ['Gentle', 'Step-free entrance', 'Quiet space'].map(
        async (name) =>
          (await t.db.select().from(eventFacts).where(eq(eventFacts.name, name)))[0]!.id,
      ),
    );
    const { seriesId, dates } = await weeklySeries('Expect Sound Bath', 3, {
      factIds: [gentle!, stepFree!],
      whatToBring: 'A mat',
    });
    // The series' dates were made from the first, with its facts (in the catalogue's order).
    expect(dates.map((d) => [d.factIds, d.whatToBring])).toEqual([
      [[stepFree, gentle], 'A mat'],
      [[stepFree, gentle], 'A mat'],
      [[stepFree, gentle], 'A mat'],
    ]);
    const input = seriesInput('Expect Sound Bath', {
      startDate: dates[1]!.startDate,
      endDate: dates[1]!.startDate,
      factIds: [quiet!],
      accessNotes: 'Ramp at the side door',
    });
    expect((await saveDate(dates[1]!.id, input, 'all')).statusCode).toBe(200);
    expect((await datesOf(seriesId)).map((d) => [d.factIds, d.accessNotes])).toEqual([
      [[quiet], 'Ramp at the side door'],
      [[quiet], 'Ramp at the side door'],
      [[quiet], 'Ramp at the side door'],
    ]);
  });

  it('refuses "this and following" from a date that has started, changing nothing', async () => {
    const { seriesId, dates } = await weeklySeries('Started Breathwork', 3);
    await makeHistory(dates[0]!.id);
    const refused = await saveDate(
      dates[0]!.id,
      seriesInput('Started Breathwork, Moved', { startTime: '20:00', endTime: '22:00' }),
      'following',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/This date has started/);
    const after = await datesOf(seriesId);
    expect(after.every((d) => d.title === 'Started Breathwork' && d.sequence === 0)).toBe(true);
  });

  it('refuses to move the date itself with "this and following" or "all dates"', async () => {
    const { seriesId, dates } = await weeklySeries('Unmoved Cacao', 3);
    for (const scope of ['following', 'all'] as const) {
      const refused = await saveDate(
        dates[1]!.id,
        seriesInput('Unmoved Cacao', { startDate: '2099-06-12', endDate: '2099-06-12' }),
        scope,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({
        startDate: ['To move one date, edit this date only.'],
      });
    }
    expect((await datesOf(seriesId)).map((d) => [d.startDate, d.sequence])).toEqual([
      ['2099-06-04', 0],
      ['2099-06-11', 0],
      ['2099-06-18', 0],
    ]);
  });

  it('saves a one-off event, which has one date, whatever the scope', async () => {
    const created = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: seriesInput('One-off Gong Bath'),
      publish: true,
    });
    const input = seriesInput('One-off Gong Bath', {
      startDate: '2099-06-05',
      endDate: '2099-06-05',
    });
    const saved = await saveDate(created.json().id, input, 'all');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ startDate: '2099-06-05', sequence: 1 });
  });
});

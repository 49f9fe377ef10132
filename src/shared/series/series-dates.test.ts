import { describe, expect, it } from 'vitest';
import { seriesDates } from './series-dates';
import type { Repeat, SeriesEnd, SeriesRule } from './series-rules';

const rule = (
  repeat: Repeat,
  end: SeriesEnd = { kind: 'never' },
  more: Partial<SeriesRule> = {},
) => ({
  repeat,
  end,
  skipped: [],
  added: [],
  ...more,
});
const all = (start: string, series: SeriesRule, limit = 10) =>
  seriesDates(start, series, { from: start, until: null, limit });

describe('series dates', () => {
  it.each<{ name: string; start: string; series: SeriesRule; dates: string[] }>([
    {
      name: 'weekly on one day',
      start: '2026-12-03',
      series: rule({ kind: 'weekly', every: 1, weekdays: ['TH'] }, { kind: 'after', count: 5 }),
      dates: ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'],
    },
    {
      name: 'every other Sunday',
      start: '2026-11-29',
      series: rule({ kind: 'weekly', every: 2, weekdays: ['SU'] }, { kind: 'after', count: 4 }),
      dates: ['2026-11-29', '2026-12-13', '2026-12-27', '2027-01-10'],
    },
    {
      name: 'weekly on two days, from a day that is neither',
      start: '2026-12-01', // a Tuesday
      series: rule(
        { kind: 'weekly', every: 1, weekdays: ['WE', 'MO'] },
        { kind: 'after', count: 4 },
      ),
      dates: ['2026-12-02', '2026-12-07', '2026-12-09', '2026-12-14'],
    },
    {
      name: 'monthly on the 31st, skipping shorter months',
      start: '2027-01-31',
      series: rule({ kind: 'monthly-date', every: 1, day: 31 }, { kind: 'after', count: 4 }),
      dates: ['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31'],
    },
    {
      name: 'every two months on the 15th',
      start: '2026-12-15',
      series: rule({ kind: 'monthly-date', every: 2, day: 15 }, { kind: 'after', count: 3 }),
      dates: ['2026-12-15', '2027-02-15', '2027-04-15'],
    },
    {
      name: 'the first Friday of the month',
      start: '2027-01-01',
      series: rule(
        { kind: 'monthly-weekday', every: 1, weekday: 'FR', week: 1 },
        { kind: 'after', count: 3 },
      ),
      dates: ['2027-01-01', '2027-02-05', '2027-03-05'],
    },
    {
      name: 'the last Sunday of the month',
      start: '2027-01-31',
      series: rule(
        { kind: 'monthly-weekday', every: 1, weekday: 'SU', week: -1 },
        { kind: 'after', count: 3 },
      ),
      dates: ['2027-01-31', '2027-02-28', '2027-03-28'],
    },
    {
      name: 'every full moon, on its London day',
      start: '2026-12-01',
      series: rule(
        { kind: 'moon', phase: 'full', eveningBefore: false },
        { kind: 'after', count: 3 },
      ),
      dates: ['2026-12-24', '2027-01-22', '2027-02-20'],
    },
    {
      name: 'the evening before every new moon',
      start: '2027-01-01',
      series: rule(
        { kind: 'moon', phase: 'new', eveningBefore: true },
        { kind: 'after', count: 3 },
      ),
      dates: ['2027-01-06', '2027-02-05', '2027-03-07'],
    },
  ])('$name', ({ start, series, dates }) => {
    expect(all(start, series)).toEqual(dates);
  });

  it('ends on its last date, which counts', () => {
    const thursdays = rule(
      { kind: 'weekly', every: 1, weekdays: ['TH'] },
      { kind: 'on', date: '2026-12-17' },
    );
    expect(all('2026-12-03', thursdays)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17']);
    const moons = rule(
      { kind: 'moon', phase: 'full', eveningBefore: false },
      { kind: 'on', date: '2027-01-22' },
    );
    expect(all('2026-12-01', moons)).toEqual(['2026-12-24', '2027-01-22']);
  });

  it('leaves out skipped dates and adds added ones, in order', () => {
    const series = rule(
      { kind: 'weekly', every: 1, weekdays: ['TH'] },
      { kind: 'after', count: 4 },
      {
        skipped: ['2026-12-24'],
        added: ['2026-12-27'],
      },
    );
    // RFC 5545: the count is the rule's; a skipped date is not replaced by a fifth Thursday.
    expect(all('2026-12-03', series)).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-27',
    ]);
  });

  it('gives only the dates in the window, and at most its limit', () => {
    const never = rule({ kind: 'weekly', every: 1, weekdays: ['TH'] });
    expect(
      seriesDates('2026-01-01', never, { from: '2026-12-01', until: '2026-12-31', limit: 10 }),
    ).toEqual(['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31']);
    expect(seriesDates('2026-01-01', never, { from: '2026-12-01', until: null, limit: 2 })).toEqual(
      ['2026-12-03', '2026-12-10'],
    );
    const moons = rule({ kind: 'moon', phase: 'full', eveningBefore: false });
    expect(seriesDates('2026-01-01', moons, { from: '2026-12-01', until: null, limit: 2 })).toEqual(
      ['2026-12-24', '2027-01-22'],
    );
  });

  it('counts a count from the first date, not from the window', () => {
    const five = rule({ kind: 'weekly', every: 1, weekdays: ['TH'] }, { kind: 'after', count: 5 });
    expect(seriesDates('2026-12-03', five, { from: '2026-12-20', until: null, limit: 10 })).toEqual(
      ['2026-12-24', '2026-12-31'],
    );
    const moons = rule(
      { kind: 'moon', phase: 'full', eveningBefore: false },
      { kind: 'after', count: 2 },
    );
    expect(
      seriesDates('2026-12-01', moons, { from: '2027-01-01', until: null, limit: 10 }),
    ).toEqual(['2027-01-22']);
  });
});

import { describe, expect, it } from 'vitest';
import { seriesProblems } from './series-problems';
import { MAX_SERIES_DATES, seriesRuleSchema, type SeriesRuleInput } from './series-rules';

const thursdays: SeriesRuleInput = {
  repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] },
  end: { kind: 'after', count: 4 },
};
const problemsOf = (start: string, input: SeriesRuleInput) =>
  seriesProblems(start, seriesRuleSchema.parse(input));
const messagesOf = (input: unknown) =>
  seriesRuleSchema.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message }));

describe('series rules refused', () => {
  it('accepts a sound rule', () => {
    expect(problemsOf('2026-12-03', thursdays)).toEqual([]);
    expect(problemsOf('2026-12-03', { ...thursdays, end: { kind: 'never' } })).toEqual([]);
  });

  it('refuses a weekly rule that names no weekday, and intervals out of range', () => {
    expect(
      messagesOf({ ...thursdays, repeat: { kind: 'weekly', every: 1, weekdays: [] } }),
    ).toEqual([{ path: ['repeat', 'weekdays'], message: 'Choose at least one day of the week' }]);
    expect(
      messagesOf({ ...thursdays, repeat: { kind: 'weekly', every: 53, weekdays: ['MO'] } }),
    ).toEqual([{ path: ['repeat', 'every'], message: 'Repeat every 1 to 52 weeks' }]);
    expect(
      messagesOf({ ...thursdays, end: { kind: 'after', count: MAX_SERIES_DATES + 1 } }),
    ).toEqual([{ path: ['end', 'count'], message: 'Choose 1 to 520 dates' }]);
  });

  it('refuses a rule that would not hold the event’s own date', () => {
    expect(problemsOf('2026-12-01', thursdays)).toEqual([
      {
        path: ['repeat'],
        message:
          'The event starts on Tue 1 Dec 2026, which is not a date of this series: its first date would be Thu 3 Dec 2026',
      },
    ]);
    const fullMoons: SeriesRuleInput = {
      repeat: { kind: 'moon', phase: 'full', eveningBefore: false },
      end: { kind: 'never' },
    };
    expect(problemsOf('2026-12-24', fullMoons)).toEqual([]);
    expect(problemsOf('2026-12-23', fullMoons)[0]?.message).toMatch(
      /first date would be Thu 24 Dec 2026$/,
    );
  });

  it('refuses a series that ends before it starts', () => {
    expect(
      problemsOf('2026-12-03', { ...thursdays, end: { kind: 'on', date: '2026-12-02' } }),
    ).toEqual([
      { path: ['end', 'date'], message: 'The last date must be on or after the first date' },
    ]);
  });

  it('refuses a series of more than 520 dates', () => {
    const daily = {
      kind: 'weekly' as const,
      every: 1,
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] as const,
    };
    // Weekdays for two and a half years: 650 dates.
    expect(
      problemsOf('2026-12-01', {
        repeat: { ...daily, weekdays: [...daily.weekdays] },
        end: { kind: 'on', date: '2029-06-30' },
      }),
    ).toEqual([
      {
        path: ['end'],
        message: 'A series can have at most 520 dates: choose an earlier last date',
      },
    ]);
  });

  it('refuses skipping a date that is not in the series', () => {
    expect(
      problemsOf('2026-12-03', { ...thursdays, skipped: ['2026-12-10', '2026-12-11'] }),
    ).toEqual([{ path: ['skipped', 1], message: 'Fri 11 Dec 2026 is not a date of this series' }]);
    // After the last of four Thursdays (24 December) the rule makes no more dates.
    expect(problemsOf('2026-12-03', { ...thursdays, skipped: ['2026-12-31'] })).toEqual([
      { path: ['skipped', 0], message: 'Thu 31 Dec 2026 is not a date of this series' },
    ]);
  });

  it('refuses an added date before the first or already in the series', () => {
    expect(
      problemsOf('2026-12-03', { ...thursdays, added: ['2026-12-01', '2026-12-10', '2026-12-12'] }),
    ).toEqual([
      { path: ['added', 0], message: 'An added date must be on or after the first date' },
      { path: ['added', 1], message: 'Thu 10 Dec 2026 is already a date of this series' },
    ]);
  });

  it('refuses skipping the event’s own date', () => {
    expect(
      problemsOf('2026-12-03', {
        ...thursdays,
        end: { kind: 'after', count: 1 },
        skipped: ['2026-12-03'],
      }),
    ).toEqual([
      {
        path: ['skipped', 0],
        message: 'The first date is the event itself: change its start date rather than skip it',
      },
    ]);
  });
});

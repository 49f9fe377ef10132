import { describe, expect, it } from 'vitest';
import type { Repeat } from './series-rules';
import { repeatLabel, seriesDateLabel, seriesSummary } from './series-summary';

describe('series in words', () => {
  it.each<[Repeat, string]>([
    [{ kind: 'weekly', every: 1, weekdays: ['TH'] }, 'Every Thursday'],
    [{ kind: 'weekly', every: 1, weekdays: ['TH', 'MO'] }, 'Every Mon and Thu'],
    [{ kind: 'weekly', every: 1, weekdays: ['FR', 'MO', 'WE'] }, 'Every Mon, Wed and Fri'],
    [
      { kind: 'weekly', every: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] },
      'Every day',
    ],
    [{ kind: 'weekly', every: 2, weekdays: ['SU'] }, 'Every other Sunday'],
    [{ kind: 'weekly', every: 2, weekdays: ['SU', 'SA'] }, 'Every other week on Sat and Sun'],
    [{ kind: 'weekly', every: 3, weekdays: ['TU'] }, 'Every 3 weeks on Tuesday'],
    [{ kind: 'monthly-date', every: 1, day: 1 }, 'Monthly on the 1st'],
    [{ kind: 'monthly-date', every: 1, day: 22 }, 'Monthly on the 22nd'],
    [{ kind: 'monthly-date', every: 3, day: 13 }, 'Every 3 months on the 13th'],
    [{ kind: 'monthly-weekday', every: 1, weekday: 'FR', week: 1 }, 'First Friday of the month'],
    [{ kind: 'monthly-weekday', every: 1, weekday: 'SU', week: -1 }, 'Last Sunday of the month'],
    [
      { kind: 'monthly-weekday', every: 2, weekday: 'WE', week: 3 },
      'Third Wednesday of every other month',
    ],
    [
      { kind: 'monthly-weekday', every: 4, weekday: 'SA', week: 2 },
      'Second Saturday of every 4 months',
    ],
    [{ kind: 'moon', phase: 'full', eveningBefore: false }, 'Every full moon'],
    [{ kind: 'moon', phase: 'new', eveningBefore: true }, 'The evening before every new moon'],
  ])('%j reads "%s"', (repeat, words) => {
    expect(repeatLabel(repeat)).toBe(words);
  });

  it('names the next date as a card shows it, with the year only when it is not this one', () => {
    const thursdays: Repeat = { kind: 'weekly', every: 1, weekdays: ['TH'] };
    expect(seriesSummary(thursdays, '2026-12-03', '2026-11-28')).toBe(
      'Every Thursday · next Thu 3 Dec',
    );
    expect(seriesSummary(thursdays, '2027-01-07', '2026-12-31')).toBe(
      'Every Thursday · next Thu 7 Jan 2027',
    );
    expect(
      seriesSummary(
        { kind: 'moon', phase: 'full', eveningBefore: false },
        '2026-12-24',
        '2026-11-28',
      ),
    ).toBe('Every full moon · next Thu 24 Dec');
    expect(seriesSummary(thursdays, null, '2026-11-28')).toBe('Every Thursday');
    expect(seriesDateLabel('2027-03-28')).toBe('Sun 28 Mar 2027');
  });
});

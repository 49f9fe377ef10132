import { describe, expect, it } from 'vitest';
import type { SeriesRule } from '@shared/series/series-rules';
import { checkSeriesDraft, newSeriesDraft, seriesDraftOf, type SeriesDraft } from './series-draft';

const weekly = (change: Partial<SeriesDraft> = {}): SeriesDraft => ({
  ...newSeriesDraft('2026-12-03'),
  kind: 'weekly',
  ...change,
});

describe('the repeat draft', () => {
  it('starts as not repeating, ready to repeat on the event’s own day', () => {
    expect(newSeriesDraft('2026-12-03')).toMatchObject({
      kind: 'none',
      every: '1',
      weekdays: ['TH'],
      day: '3',
      week: 1,
      weekday: 'TH',
      end: 'never',
    });
    // 29 March 2027 is the fifth (so the last) Monday of its month.
    expect(newSeriesDraft('2027-03-29')).toMatchObject({ weekdays: ['MO'], week: -1, day: '29' });
    expect(checkSeriesDraft(newSeriesDraft('2026-12-03'), '2026-12-03')).toEqual({
      rule: null,
      parsed: null,
      errors: {},
    });
  });

  it('checks a weekly draft into the rule the API takes', () => {
    expect(
      checkSeriesDraft(weekly({ every: '2', end: 'after', count: '6' }), '2026-12-03').rule,
    ).toEqual({
      repeat: { kind: 'weekly', every: 2, weekdays: ['TH'] },
      end: { kind: 'after', count: 6 },
      skipped: [],
      added: [],
    });
  });

  it('puts each message under its field', () => {
    expect(checkSeriesDraft(weekly({ every: '', weekdays: [] }), '2026-12-03').errors).toEqual({
      every: 'Repeat every 1 to 52 weeks',
      weekdays: 'Choose at least one day of the week',
    });
    expect(checkSeriesDraft(weekly({ end: 'after', count: '2.5' }), '2026-12-03').errors).toEqual({
      count: 'Choose 1 to 520 dates',
    });
    expect(
      checkSeriesDraft(weekly({ end: 'on', endDate: '2026-12-01' }), '2026-12-03').errors,
    ).toEqual({ endDate: 'The last date must be on or after the first date' });
    expect(
      checkSeriesDraft({ ...weekly(), kind: 'monthly-date', day: '32' }, '2026-12-03').errors,
    ).toEqual({ day: 'Choose a day from 1 to 31' });
  });

  it('keeps the shape it could read when only a listed date is wrong, for the preview', () => {
    const check = checkSeriesDraft(weekly({ skipped: ['2026-12-04'] }), '2026-12-03');
    expect(check.rule).toBeNull();
    expect(check.parsed?.skipped).toEqual(['2026-12-04']);
    expect(check.errors).toEqual({ skipped: 'Fri 4 Dec 2026 is not a date of this series' });
  });

  it('reads a saved rule back into a draft that checks to the same rule', () => {
    // Each starts on a date of its own rule, as the event's first date must.
    const rules: [string, Omit<SeriesRule, 'skipped' | 'added'>][] = [
      [
        '2026-12-07',
        {
          repeat: { kind: 'weekly', every: 3, weekdays: ['MO', 'FR'] },
          end: { kind: 'on', date: '2027-06-30' },
        },
      ],
      [
        '2026-12-15',
        { repeat: { kind: 'monthly-date', every: 1, day: 15 }, end: { kind: 'after', count: 12 } },
      ],
      [
        '2026-12-27',
        {
          repeat: { kind: 'monthly-weekday', every: 2, weekday: 'SU', week: -1 },
          end: { kind: 'never' },
        },
      ],
      [
        '2027-01-06',
        { repeat: { kind: 'moon', phase: 'new', eveningBefore: true }, end: { kind: 'never' } },
      ],
    ];
    for (const [start, saved] of rules) {
      const rule: SeriesRule = { ...saved, skipped: [], added: [] };
      expect(checkSeriesDraft(seriesDraftOf(rule, start), start).rule).toEqual(rule);
    }
  });
});

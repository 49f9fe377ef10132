import { describe, expect, it } from 'vitest';
import { londonInstant } from '../events/london-dates';
import { seriesDates } from './series-dates';
import type { SeriesRule } from './series-rules';
import { londonWallClock, movedByClockChange } from './series-wall-clock';

const everySunday: SeriesRule = {
  repeat: { kind: 'weekly', every: 1, weekdays: ['SU'] },
  end: { kind: 'never' },
  skipped: [],
  added: [],
};

describe('a series on London’s wall clock', () => {
  it('keeps a 19:00 class at 19:00 in London across both changes of the clocks', () => {
    // The clocks go forward on 28 March 2027 and back on 31 October 2027.
    const spring = seriesDates('2027-03-21', everySunday, {
      from: '2027-03-21',
      until: '2027-04-04',
      limit: 10,
    });
    expect(spring).toEqual(['2027-03-21', '2027-03-28', '2027-04-04']);
    const autumn = seriesDates('2027-10-24', everySunday, {
      from: '2027-10-24',
      until: '2027-11-07',
      limit: 10,
    });
    expect(autumn).toEqual(['2027-10-24', '2027-10-31', '2027-11-07']);
    const utc = [...spring, ...autumn].map((date) => londonInstant(date, '19:00').toISOString());
    expect(utc).toEqual([
      '2027-03-21T19:00:00.000Z', // GMT
      '2027-03-28T18:00:00.000Z', // BST from that morning
      '2027-04-04T18:00:00.000Z',
      '2027-10-24T18:00:00.000Z',
      '2027-10-31T19:00:00.000Z', // GMT again
      '2027-11-07T19:00:00.000Z',
    ]);
    expect(movedByClockChange([...spring, ...autumn], '19:00')).toEqual([]);
  });

  it('holds a time the clocks skip an hour later, and says so', () => {
    expect(londonWallClock('2027-03-28', '01:30')).toEqual({ time: '02:30', moved: true });
    expect(londonInstant('2027-03-28', '01:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(movedByClockChange(['2027-03-21', '2027-03-28', '2027-04-04'], '01:30')).toEqual([
      { date: '2027-03-28', time: '02:30' },
    ]);
  });

  it('keeps a time that happens twice when the clocks go back as it is', () => {
    expect(londonWallClock('2026-10-25', '01:30')).toEqual({ time: '01:30', moved: false });
    expect(londonWallClock('2026-10-25', '00:59')).toEqual({ time: '00:59', moved: false });
  });
});

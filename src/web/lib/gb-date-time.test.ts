import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_PROBLEM,
  formatGbDate,
  parseClock,
  parseGbDate,
  TIME_FORMAT_PROBLEM,
} from './gb-date-time';

/** Each text of `table` is read as the value beside it. */
function expectReads(parse: (text: string) => unknown, table: Record<string, string>) {
  for (const [text, value] of Object.entries(table)) expect(parse(text), text).toEqual({ value });
}

describe('British dates and times for the API', () => {
  it('reads dd/mm/yyyy day first, with or without leading zeros, and other separators', () => {
    expectReads(parseGbDate, {
      '01/02/2027': '2027-02-01',
      '1/2/2027': '2027-02-01',
      ' 24.12.2026 ': '2026-12-24',
      '29-02-2028': '2028-02-29',
      '': '',
    });
  });

  it('says what is wrong with a date it cannot read', () => {
    for (const text of ['2027-02-01', '1/2/27', 'next friday'])
      expect(parseGbDate(text), text).toEqual({ problem: DATE_FORMAT_PROBLEM });
    // The date as the person meant it, written back with leading zeros.
    const notInCalendar = {
      '31/02/2027': '31/02/2027',
      '29/2/2027': '29/02/2027',
      '12/13/2027': '12/13/2027',
    };
    for (const [text, shown] of Object.entries(notInCalendar))
      expect(parseGbDate(text), text).toEqual({
        problem: `${shown} is not a date in the calendar`,
      });
  });

  it('writes an API date back as dd/mm/yyyy', () => {
    expect(formatGbDate('2027-02-01')).toBe('01/02/2027');
    expect(formatGbDate('')).toBe('');
  });

  it('reads 24-hour times, with or without a separator', () => {
    expectReads(parseClock, {
      '19:30': '19:30',
      '19.30': '19:30',
      '1930': '19:30',
      '930': '09:30',
      '9:05': '09:05',
      '9': '09:00',
      '00:00': '00:00',
      '23:59': '23:59',
      '': '',
    });
  });

  it('refuses 12-hour and impossible times with the 24-hour hint', () => {
    for (const text of ['7:30 PM', '24:00', '19:60', '19:3', 'noon', '12345'])
      expect(parseClock(text), text).toEqual({ problem: TIME_FORMAT_PROBLEM });
  });
});

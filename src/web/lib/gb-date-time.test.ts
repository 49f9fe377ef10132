import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_PROBLEM,
  formatGbDate,
  parseClock,
  parseGbDate,
  TIME_FORMAT_PROBLEM,
} from './gb-date-time';

describe('British dates and times for the API', () => {
  it('reads dd/mm/yyyy day first, with or without leading zeros, and other separators', () => {
    expect(parseGbDate('01/02/2027')).toEqual({ value: '2027-02-01' });
    expect(parseGbDate('1/2/2027')).toEqual({ value: '2027-02-01' });
    expect(parseGbDate(' 24.12.2026 ')).toEqual({ value: '2026-12-24' });
    expect(parseGbDate('29-02-2028')).toEqual({ value: '2028-02-29' });
    expect(parseGbDate('')).toEqual({ value: '' });
  });

  it('says what is wrong with a date it cannot read', () => {
    expect(parseGbDate('2027-02-01')).toEqual({ problem: DATE_FORMAT_PROBLEM });
    expect(parseGbDate('1/2/27')).toEqual({ problem: DATE_FORMAT_PROBLEM });
    expect(parseGbDate('next friday')).toEqual({ problem: DATE_FORMAT_PROBLEM });
    expect(parseGbDate('31/02/2027')).toEqual({
      problem: '31/02/2027 is not a date in the calendar',
    });
    expect(parseGbDate('29/2/2027')).toEqual({
      problem: '29/02/2027 is not a date in the calendar',
    });
    expect(parseGbDate('12/13/2027')).toEqual({
      problem: '12/13/2027 is not a date in the calendar',
    });
  });

  it('writes an API date back as dd/mm/yyyy', () => {
    expect(formatGbDate('2027-02-01')).toBe('01/02/2027');
    expect(formatGbDate('')).toBe('');
  });

  it('reads 24-hour times, with or without a separator', () => {
    expect(parseClock('19:30')).toEqual({ value: '19:30' });
    expect(parseClock('19.30')).toEqual({ value: '19:30' });
    expect(parseClock('1930')).toEqual({ value: '19:30' });
    expect(parseClock('930')).toEqual({ value: '09:30' });
    expect(parseClock('9:05')).toEqual({ value: '09:05' });
    expect(parseClock('9')).toEqual({ value: '09:00' });
    expect(parseClock('00:00')).toEqual({ value: '00:00' });
    expect(parseClock('23:59')).toEqual({ value: '23:59' });
    expect(parseClock('')).toEqual({ value: '' });
  });

  it('refuses 12-hour and impossible times with the 24-hour hint', () => {
    for (const text of ['7:30 PM', '24:00', '19:60', '19:3', 'noon', '12345'])
      expect(parseClock(text), text).toEqual({ problem: TIME_FORMAT_PROBLEM });
  });
});

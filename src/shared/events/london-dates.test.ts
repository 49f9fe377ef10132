import { describe, expect, it } from 'vitest';
import {
  addLondonDays,
  dateFilterRange,
  isPastEvent,
  londonDate,
  londonDaysBetween,
  londonInstant,
} from './london-dates';

describe('London dates', () => {
  it('counts calendar days between dates, across a change of the clocks and a month', () => {
    expect(londonDaysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(londonDaysBetween('2026-12-24', '2027-01-07')).toBe(14);
    expect(londonDaysBetween('2026-12-24', '2026-12-17')).toBe(-7);
    expect(addLondonDays('2027-03-27', londonDaysBetween('2027-03-27', '2027-04-30'))).toBe(
      '2027-04-30',
    );
  });

  it('knows the London date when UTC is still on the day before (summer time)', () => {
    // 00:30 BST on Sunday 25 Oct 2026 is 23:30 UTC on Saturday 24 Oct.
    expect(londonDate(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  });
  it('calls an event past when it starts before today in London, as the public lists do', () => {
    // 00:30 BST on 25 Oct 2026 (still the 24th in UTC): the 24th is already past.
    const now = new Date('2026-10-24T23:30:00Z');
    expect(isPastEvent({ startDate: '2026-10-24' }, now)).toBe(true);
    expect(isPastEvent({ startDate: '2026-10-25' }, now)).toBe(false);
    expect(isPastEvent({ startDate: '2027-01-01' }, now)).toBe(false);
  });
  it('adds days to a calendar date over month, year and leap-day ends, both ways', () => {
    expect(addLondonDays('2026-11-22', 29)).toBe('2026-12-21');
    expect(addLondonDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLondonDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLondonDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addLondonDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addLondonDays('2026-10-25', 0)).toBe('2026-10-25');
  });

  it('turns London wall-clock times into instants across daylight-saving changes', () => {
    expect(londonInstant('2026-06-20', '19:00').toISOString()).toBe('2026-06-20T18:00:00.000Z');
    expect(londonInstant('2026-12-20', '19:00').toISOString()).toBe('2026-12-20T19:00:00.000Z');
    // The evening after clocks go back (25 Oct 2026) is GMT again.
    expect(londonInstant('2026-10-25', '18:00').toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });

  describe('date filters (spec 01 §9)', () => {
    const sundayNightSummer = new Date('2026-06-14T22:30:00Z'); // Sunday 23:30 BST
    const sundayNightWinter = new Date('2026-11-22T23:30:00Z'); // Sunday 23:30 GMT

    it('at 23:30 on a Sunday, today and the weekend are that Sunday; tomorrow is Monday', () => {
      for (const now of [sundayNightSummer, sundayNightWinter]) {
        const today = londonDate(now);
        expect(dateFilterRange('today', now)).toEqual({ from: today, to: today });
        expect(dateFilterRange('weekend', now)).toEqual({ from: today, to: today });
      }
      expect(dateFilterRange('tomorrow', sundayNightSummer)).toEqual({
        from: '2026-06-15',
        to: '2026-06-15',
      });
    });

    it('on a weekday the weekend is the coming Friday to Sunday', () => {
      const wednesday = new Date('2026-06-10T09:00:00Z');
      expect(dateFilterRange('weekend', wednesday)).toEqual({
        from: '2026-06-12',
        to: '2026-06-14',
      });
      const saturday = new Date('2026-06-13T09:00:00Z');
      expect(dateFilterRange('weekend', saturday)).toEqual({
        from: '2026-06-13',
        to: '2026-06-14',
      });
    });

    it('week is 7 days from today and month 30, all is today onward', () => {
      const now = new Date('2026-03-28T12:00:00Z');
      expect(dateFilterRange('week', now)).toEqual({ from: '2026-03-28', to: '2026-04-03' });
      expect(dateFilterRange('month', now)).toEqual({ from: '2026-03-28', to: '2026-04-26' });
      expect(dateFilterRange('all', now)).toEqual({ from: '2026-03-28', to: null });
    });

    it('counts days right over the spring daylight-saving change', () => {
      // 00:30 GMT on Sunday 29 March 2026; clocks go forward at 01:00.
      const now = new Date('2026-03-29T00:30:00Z');
      expect(dateFilterRange('today', now)).toEqual({ from: '2026-03-29', to: '2026-03-29' });
      expect(dateFilterRange('tomorrow', now)).toEqual({ from: '2026-03-30', to: '2026-03-30' });
    });
  });
});

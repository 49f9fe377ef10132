import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  formatDateAndTime,
  formatEventWhen,
  formatLongDate,
  londonClock,
  londonDateTime,
  londonDay,
  londonLongDay,
  londonMoment,
  londonTimeWithSeconds,
  londonWhen,
  toLondonLocal,
} from './london-time';

// 2026's clock changes in London: forward on Sunday 29 March at 01:00 UTC (01:00 GMT becomes
// 02:00 BST), back on Sunday 25 October at 01:00 UTC (02:00 BST becomes 01:00 GMT).
const SPRING = Date.UTC(2026, 2, 29, 1);
const AUTUMN = Date.UTC(2026, 9, 25, 1);
const MINUTE = 60_000;

describe('instants in London', () => {
  it('writes a winter instant as it is in UTC, a summer one an hour on (BST)', () => {
    expect(londonDateTime('2025-12-04T19:00:00Z')).toBe('4 Dec 2025, 19:00');
    expect(londonDateTime('2025-06-20T18:00:00Z')).toBe('20 Jun 2025, 19:00');
    expect(londonDateTime('2025-09-04T09:05:00Z')).toBe('4 Sept 2025, 10:05');
    expect(londonDay('2025-12-04T23:30:00Z')).toBe('4 Dec 2025');
    expect(londonDay('2025-06-20T23:30:00Z')).toBe('21 Jun 2025');
    expect(londonLongDay('2025-12-04T23:30:00Z')).toBe('4 December 2025');
    expect(londonLongDay('2025-06-20T23:30:00Z')).toBe('21 June 2025');
    expect(londonTimeWithSeconds(Date.UTC(2025, 11, 4, 19, 0, 5))).toBe('19:00:05');
    expect(londonTimeWithSeconds(new Date(Date.UTC(2025, 5, 20, 18, 0, 5)))).toBe('19:00:05');
    expect(londonClock('2025-12-04T19:05:00Z')).toBe('19:05');
    expect(londonClock('2025-06-20T18:05:00Z')).toBe('19:05');
    expect(londonMoment('2025-06-20T18:00:00Z')).toBe('Fri 20 Jun, 19:00');
    expect(londonMoment('2025-12-04T00:30:00Z')).toBe('Thu 4 Dec, 00:30');
  });

  it('moves the clock on at 01:00 UTC on the last Sunday of March', () => {
    expect(londonDateTime(SPRING - MINUTE)).toBe('29 Mar 2026, 00:59');
    expect(londonDateTime(SPRING)).toBe('29 Mar 2026, 02:00');
    expect(toLondonLocal(new Date(SPRING - MINUTE))).toBe('2026-03-29T00:59');
    expect(toLondonLocal(new Date(SPRING))).toBe('2026-03-29T02:00');
  });

  it('moves it back at 01:00 UTC on the last Sunday of October, so 01:30 comes twice', () => {
    expect(londonClock(AUTUMN - 30 * MINUTE)).toBe('01:30');
    expect(londonClock(AUTUMN + 30 * MINUTE)).toBe('01:30');
    expect(londonDateTime(AUTUMN - MINUTE)).toBe('25 Oct 2026, 01:59');
    expect(londonDateTime(AUTUMN)).toBe('25 Oct 2026, 01:00');
  });

  it('agrees with TZDate on every minute around both changes', () => {
    for (const change of [SPRING, AUTUMN])
      for (let t = change - 3 * 60 * MINUTE; t <= change + 3 * 60 * MINUTE; t += MINUTE)
        expect(toLondonLocal(new Date(t))).toBe(
          format(new TZDate(t, 'Europe/London'), "yyyy-MM-dd'T'HH:mm"),
        );
  });

  it('writes datetime-local values, and nothing for no instant', () => {
    expect(toLondonLocal('2027-07-01T18:00:00.000Z')).toBe('2027-07-01T19:00');
    expect(toLondonLocal('2027-01-15T19:00:00.000Z')).toBe('2027-01-15T19:00');
    expect(toLondonLocal('2027-01-15T00:00:00.000Z')).toBe('2027-01-15T00:00');
    expect(toLondonLocal(null)).toBe('');
    expect(toLondonLocal('')).toBe('');
  });

  it("writes an event's span, the end's day only when it is another day in London", () => {
    expect(londonWhen('2099-06-20T18:00:00Z', '2099-06-20T21:00:00Z')).toBe(
      'Saturday, 20 June 2099 at 19:00 to 22:00 (London time)',
    );
    expect(londonWhen('2099-12-19T18:00:00Z', '2099-12-20T01:00:00Z')).toBe(
      'Saturday, 19 December 2099 at 18:00 to Sunday, 20 December 2099 at 01:00 (London time)',
    );
    // The same day in UTC, but past midnight in London (BST).
    expect(londonWhen('2099-06-20T21:00:00Z', '2099-06-20T23:30:00Z')).toBe(
      'Saturday, 20 June 2099 at 22:00 to Sunday, 21 June 2099 at 00:30 (London time)',
    );
    // Across the October change: 01:30 BST to 01:30 GMT is an hour, on one day.
    expect(londonWhen(AUTUMN - 30 * MINUTE, AUTUMN + 30 * MINUTE)).toBe(
      'Sunday, 25 October 2026 at 01:30 to 01:30 (London time)',
    );
  });
});

const event = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
  startDate,
  startTime,
  endDate,
  endTime,
});

describe('London dates and wall-clock times', () => {
  it('writes a one-day event as its date and its hours', () => {
    expect(formatEventWhen(event('2025-12-01', '16:00', '2025-12-01', '18:00'))).toBe(
      'Dec 1st, 2025 · 16:00–18:00',
    );
  });

  it('pairs each day of a multi-day event with its own time, the shared year once', () => {
    expect(formatEventWhen(event('2025-12-01', '16:00', '2025-12-03', '14:00'))).toBe(
      'Dec 1st, 16:00 – Dec 3rd, 2025, 14:00',
    );
  });

  it('writes both years of an event that crosses into a new year', () => {
    expect(formatEventWhen(event('2025-12-30', '16:00', '2026-01-02', '11:00'))).toBe(
      'Dec 30th, 2025, 16:00 – Jan 2nd, 2026, 11:00',
    );
  });

  it("writes the mobile card's 'MMM dd, yyyy' dates with a 12-hour clock (spec 02 §9)", () => {
    expect(formatEventWhen(event('2025-12-01', '09:30', '2025-12-01', '21:00'), 'mobile')).toBe(
      'Dec 01, 2025 · 9:30 AM – 9:00 PM',
    );
    expect(formatEventWhen(event('2025-12-01', '00:00', '2025-12-03', '12:15'), 'mobile')).toBe(
      'Dec 01, 12:00 AM – Dec 03, 2025, 12:15 PM',
    );
  });

  it('writes noon and midnight on the 12-hour clock as date-fns did', () => {
    expect(formatEventWhen(event('2026-01-05', '12:00', '2026-01-05', '23:59'), 'mobile')).toBe(
      'Jan 05, 2026 · 12:00 PM – 11:59 PM',
    );
  });

  it('writes 11th to 13th with "th" and 21st to 23rd with their own endings', () => {
    for (const ordinal of ['11th', '12th', '13th', '21st', '22nd', '23rd', '31st']) {
      const date = `2026-03-${ordinal.slice(0, 2)}`;
      expect(formatEventWhen(event(date, '10:00', date, '11:00')), date).toBe(
        `Mar ${ordinal}, 2026 · 10:00–11:00`,
      );
    }
  });

  it('keeps wall-clock times as written on the days the clocks change', () => {
    // 01:30 does not exist in London on 29 March 2026 and happens twice on 25 October; an
    // event's times are what its host wrote, so they are shown as written.
    expect(formatEventWhen(event('2026-03-29', '01:30', '2026-03-29', '03:00'))).toBe(
      'Mar 29th, 2026 · 01:30–03:00',
    );
    expect(formatEventWhen(event('2026-10-25', '01:30', '2026-10-25', '02:30'))).toBe(
      'Oct 25th, 2026 · 01:30–02:30',
    );
    expect(formatLongDate('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatLongDate('2026-10-25')).toBe('Sunday 25 October 2026');
  });

  it("writes the event page's 'EEEE d MMMM yyyy', leap days included", () => {
    expect(formatLongDate('2025-12-01')).toBe('Monday 1 December 2025');
    expect(formatLongDate('2025-06-20')).toBe('Friday 20 June 2025');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday 29 February 2028');
  });

  it('writes a date and the time the host wrote, with "Sep" as before', () => {
    expect(formatDateAndTime('2099-06-20', '19:00')).toBe('20 Jun 2099, 19:00');
    expect(formatDateAndTime('2025-09-04', '09:05')).toBe('4 Sep 2025, 09:05');
  });
});

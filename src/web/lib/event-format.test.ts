import { describe, expect, it } from 'vitest';
import { formatCardPrice, formatEventWhen, formatLongDate } from './event-format';

const event = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
  startDate,
  startTime,
  endDate,
  endTime,
});

describe('formatEventWhen', () => {
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
});

describe('ordinals and long dates', () => {
  it('writes 11th to 13th with "th" and 21st to 23rd with their own endings', () => {
    const day = (d: string) => formatEventWhen(event(d, '10:00', d, '11:00'));
    expect(day('2026-03-11')).toBe('Mar 11th, 2026 · 10:00–11:00');
    expect(day('2026-03-12')).toBe('Mar 12th, 2026 · 10:00–11:00');
    expect(day('2026-03-13')).toBe('Mar 13th, 2026 · 10:00–11:00');
    expect(day('2026-03-21')).toBe('Mar 21st, 2026 · 10:00–11:00');
    expect(day('2026-03-22')).toBe('Mar 22nd, 2026 · 10:00–11:00');
    expect(day('2026-03-23')).toBe('Mar 23rd, 2026 · 10:00–11:00');
    expect(day('2026-03-31')).toBe('Mar 31st, 2026 · 10:00–11:00');
  });

  it("writes the event page's 'EEEE d MMMM yyyy', the clock change and leap days included", () => {
    expect(formatLongDate('2025-12-01')).toBe('Monday 1 December 2025');
    expect(formatLongDate('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday 29 February 2028');
  });

  it('writes noon and midnight on the 12-hour clock as date-fns did', () => {
    expect(formatEventWhen(event('2026-01-05', '12:00', '2026-01-05', '23:59'), 'mobile')).toBe(
      'Jan 05, 2026 · 12:00 PM – 11:59 PM',
    );
  });
});

describe('card prices', () => {
  it('says Free, the one price, or From the least when places cost more', () => {
    expect(formatCardPrice({ price: 0, priceVaries: false })).toBe('Free');
    expect(formatCardPrice({ price: 0, priceVaries: true })).toBe('Free');
    expect(formatCardPrice({ price: 12, priceVaries: false })).toBe('£12');
    expect(formatCardPrice({ price: 12, priceVaries: true })).toBe('From £12');
    expect(formatCardPrice({ price: 12.5, priceVaries: true })).toBe('From £12.50');
  });
});

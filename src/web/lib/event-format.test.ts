import { describe, expect, it } from 'vitest';
import { formatEventWhen } from './event-format';

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

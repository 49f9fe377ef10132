import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DateFilter } from './date-filters';

/** Every date rule of Kindred is in London time (spec 01 §1). */
export const LONDON = 'Europe/London';

export { DATE_FILTERS, dateFilterLabels, type DateFilter } from './date-filters';

// London's offset from UTC is always whole hours, so its date cannot change within a UTC minute:
// the last answer holds for the rest of that minute. Servers ask on every request.
let lastMinute = NaN;
let lastDate = '';

/** A calendar date in London as yyyy-MM-dd. */
export function londonDate(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDate = format(new TZDate(now, LONDON), 'yyyy-MM-dd');
    lastMinute = minute;
  }
  return lastDate;
}

/**
 * An event whose start date is before today in London. The public lists and search show events
 * from today on, so a published past event appears in none of them.
 */
export function isPastEvent(event: { startDate: string }, now: Date = new Date()): boolean {
  return event.startDate < londonDate(now);
}

/** The London calendar date `days` after a yyyy-MM-dd date. */
export function addLondonDays(date: string, days: number): string {
  // Pure calendar arithmetic: no clock is involved, so UTC's calendar (which Date.UTC rolls over
  // months and years for) is London's. Servers do this on every list request.
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How many calendar days `to` is after `from` (yyyy-MM-dd; negative when before). */
export function londonDaysBetween(from: string, to: string): number {
  // Whole calendar days, as addLondonDays counts them: midnight UTC of each has no clock change.
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Spec 01 §9: the range of start dates (inclusive, yyyy-MM-dd, London) each filter shows.
 * `to` is null for "all": today onward. Weekend is Friday to Sunday: the coming one from
 * Monday to Thursday, what is left of the current one from Friday to Sunday.
 */
export function dateFilterRange(
  filter: DateFilter,
  now: Date = new Date(),
): { from: string; to: string | null } {
  const today = londonDate(now);
  switch (filter) {
    case 'all':
      return { from: today, to: null };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addLondonDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'weekend': {
      const weekday = new TZDate(now, LONDON).getDay(); // 0 Sunday … 6 Saturday
      if (weekday === 0) return { from: today, to: today };
      if (weekday >= 5) return { from: today, to: addLondonDays(today, 7 - weekday) };
      return { from: addLondonDays(today, 5 - weekday), to: addLondonDays(today, 7 - weekday) };
    }
    case 'week':
      return { from: today, to: addLondonDays(today, 6) };
    case 'month':
      return { from: today, to: addLondonDays(today, 29) };
  }
}

/** The instant a London wall-clock date and time (HH:mm) stands for. */
export function londonInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, LONDON).getTime());
}

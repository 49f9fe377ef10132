import { formatLongDate, toLondonLocal } from '@web/lib/london-time';

/** Days are counted in days, not read as a date, up to a week before the last one. */
const COUNTED_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (yyyyMmDd: string) => Date.parse(`${yyyyMmDd}T00:00:00Z`);

/**
 * How long the form stays open, from the last London date one may be written: "Until Friday 15
 * January 2027", and in its last week "Written for 3 more days" (the last day included: on it,
 * "until midnight tonight").
 */
export function writableUntilHint(writableUntil: string, now: number = Date.now()): string {
  const today = toLondonLocal(now).slice(0, 10);
  const daysLeft = Math.round((utcDay(writableUntil) - utcDay(today)) / DAY_MS) + 1;
  if (daysLeft > COUNTED_DAYS) return `Until ${formatLongDate(writableUntil)}`;
  if (daysLeft <= 1) return 'Written until midnight tonight';
  return `Written for ${daysLeft} more days`;
}

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LONDON } from '@shared/events/london-dates';

type Dated = { startDate: string; endDate: string; startTime: string; endTime: string };

const asDate = (yyyyMmDd: string) => new TZDate(`${yyyyMmDd}T12:00:00`, LONDON);

/** How a card writes dates and times: the grid card, and the space page's compact mobile card. */
const CARD_STYLES = {
  // Spec 02 §9: 'MMM do, yyyy' with ranges on cards.
  card: { date: 'MMM do', year: ', yyyy', time: 'HH:mm', timeRange: '–' },
  // Spec 02 §9: the mobile card uses 'MMM dd, yyyy' and a 12-hour clock.
  mobile: { date: 'MMM dd', year: ', yyyy', time: 'h:mm a', timeRange: ' – ' },
} as const;
export type CardStyle = keyof typeof CARD_STYLES;

function clock(hhmm: string, pattern: string): string {
  // A wall-clock time with no date: any fixed day formats it the same.
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return format(new Date(2000, 0, 1, h, m), pattern);
}

/**
 * When an event happens, in one line. A one-day event: "Dec 1st, 2025 · 16:00–18:00". A
 * multi-day one pairs each day with its own time, "Dec 1st, 16:00 – Dec 3rd, 2025, 14:00", so
 * that the end time is not read as the daily hours (the year is written once when both days
 * share it).
 */
export function formatEventWhen(event: Dated, style: CardStyle = 'card'): string {
  const s = CARD_STYLES[style];
  const start = asDate(event.startDate);
  const startTime = clock(event.startTime, s.time);
  const endTime = clock(event.endTime, s.time);
  if (event.endDate === event.startDate)
    return `${format(start, s.date + s.year)} · ${startTime}${s.timeRange}${endTime}`;
  const end = asDate(event.endDate);
  const sameYear = start.getFullYear() === end.getFullYear();
  const from = format(start, sameYear ? s.date : s.date + s.year);
  return `${from}, ${startTime} – ${format(end, s.date + s.year)}, ${endTime}`;
}

export function formatLongDate(yyyyMmDd: string): string {
  return format(asDate(yyyyMmDd), 'EEEE d MMMM yyyy');
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function formatPrice(price: number): string {
  if (price === 0) return 'Free';
  return Number.isInteger(price)
    ? pounds.format(price)
    : price.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
}

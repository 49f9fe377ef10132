import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LONDON } from '@shared/events/london-dates';

type Dated = { startDate: string; endDate: string; startTime: string; endTime: string };

const asDate = (yyyyMmDd: string) => new TZDate(`${yyyyMmDd}T12:00:00`, LONDON);

/** Spec 02 §9: 'MMM do, yyyy', with a range when the event spans several days. */
export function formatEventDates(event: Dated): string {
  const start = asDate(event.startDate);
  if (event.endDate === event.startDate) return format(start, 'MMM do, yyyy');
  const end = asDate(event.endDate);
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${format(start, sameYear ? 'MMM do' : 'MMM do, yyyy')} – ${format(end, 'MMM do, yyyy')}`;
}

export function formatEventTimes(event: Dated): string {
  return `${event.startTime}–${event.endTime}`;
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

/** Our uploads come in 600, 1200 and 2400 px widths sharing one name stem. */
export function imageSrcSet(url: string): string | undefined {
  const match = url.match(/^(.*)-1200\.webp$/);
  if (!match) return undefined;
  return [600, 1200, 2400].map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}

import { formatPriceShort } from '@shared/tickets/money';

type Dated = { startDate: string; endDate: string; startTime: string; endTime: string };

// Calendar dates (yyyy-MM-dd, London) and wall-clock times (HH:mm) are written out by hand in
// British English: date-fns and its locale are not worth their weight on the public pages
// (issue 14's JavaScript budget). The calendar arithmetic runs in UTC, where no clock change
// moves a date.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Day = { year: number; month: number; day: number };

function parseDay(yyyyMmDd: string): Day {
  const [year, month, day] = yyyyMmDd.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** How a card writes dates and times: the grid card, and the space page's compact mobile card. */
const CARD_STYLES = {
  // Spec 02 §9: 'MMM do, yyyy' with ranges on cards, times as 'HH:mm'.
  card: {
    date: ({ month, day }: Day) => `${MONTHS[month - 1]!.slice(0, 3)} ${ordinal(day)}`,
    time: (h: number, m: number) => `${twoDigits(h)}:${twoDigits(m)}`,
    timeRange: '–',
  },
  // Spec 02 §9: the mobile card uses 'MMM dd, yyyy' and a 12-hour clock ('h:mm a').
  mobile: {
    date: ({ month, day }: Day) => `${MONTHS[month - 1]!.slice(0, 3)} ${twoDigits(day)}`,
    time: (h: number, m: number) => `${h % 12 || 12}:${twoDigits(m)} ${h < 12 ? 'AM' : 'PM'}`,
    timeRange: ' – ',
  },
} as const;
export type CardStyle = keyof typeof CARD_STYLES;

function clock(hhmm: string, style: CardStyle): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return CARD_STYLES[style].time(h, m);
}

/**
 * When an event happens, in one line. A one-day event: "Dec 1st, 2025 · 16:00–18:00". A
 * multi-day one pairs each day with its own time, "Dec 1st, 16:00 – Dec 3rd, 2025, 14:00", so
 * that the end time is not read as the daily hours (the year is written once when both days
 * share it).
 */
export function formatEventWhen(event: Dated, style: CardStyle = 'card'): string {
  const s = CARD_STYLES[style];
  const start = parseDay(event.startDate);
  const startTime = clock(event.startTime, style);
  const endTime = clock(event.endTime, style);
  if (event.endDate === event.startDate)
    return `${s.date(start)}, ${start.year} · ${startTime}${s.timeRange}${endTime}`;
  const end = parseDay(event.endDate);
  const from = start.year === end.year ? s.date(start) : `${s.date(start)}, ${start.year}`;
  return `${from}, ${startTime} – ${s.date(end)}, ${end.year}, ${endTime}`;
}

/** 'EEEE d MMMM yyyy': "Monday 1 December 2025". */
export function formatLongDate(yyyyMmDd: string): string {
  const { year, month, day } = parseDay(yyyyMmDd);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** A card's price: "Free", "£12", or "From £12" when some places cost more. */
export function formatCardPrice(event: { price: number; priceVaries: boolean }): string {
  return event.priceVaries && event.price > 0
    ? `From ${formatPrice(event.price)}`
    : formatPrice(event.price);
}

/** A price the API gives in pounds (12.5) as text: "Free", "£12", "£12.50", "£1,200". */
export function formatPrice(price: number): string {
  return formatPriceShort(Math.round(price * 100));
}

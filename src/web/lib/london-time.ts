/**
 * Every date and time the web app shows, in London time (spec 01 §1: every date rule of Kindred
 * is London's). Two kinds of input:
 *
 * - instants (the API's ISO strings, a `Date`, or milliseconds), written in London by Intl
 *   formats with `timeZone: 'Europe/London'`;
 * - London calendar dates (yyyy-MM-dd) and wall-clock times (HH:mm), as the API gives an event's
 *   dates, written out by hand: no time zone is involved, and the calendar arithmetic runs in
 *   UTC, where no clock change moves a date.
 *
 * Not date-fns with `@date-fns/tz` (the server's and `@shared/events/london-dates`' choice): the
 * event page imports this module, and the date library there would cost about 7.5 kB gzip of its
 * 130 kB budget (ADR 29). Intl reads the same time-zone database TZDate reads, so clock changes
 * fall where they do on the server; `london-time.test.ts` checks them against TZDate.
 */

// Not `LONDON` from `@shared/events/london-dates`: importing that module brings date-fns with it.
const LONDON = 'Europe/London';

/** An instant: an ISO string as the API sends it, a `Date`, or milliseconds since 1970. */
export type Instant = string | Date | number;

/**
 * A London-time format, built on its first use and kept for every later one: building one loads
 * locale and time-zone data (a tenth of a second or more on a phone), and most pages that import
 * this module show only one or two of these formats, or none.
 */
function londonFormat(options: Intl.DateTimeFormatOptions, locale = 'en-GB') {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: LONDON }));
}

const dateTimeFormat = londonFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = londonFormat({ dateStyle: 'medium' });
const longDayFormat = londonFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const secondsFormat = londonFormat({ timeStyle: 'medium' });
const clockFormat = londonFormat({ hour: '2-digit', minute: '2-digit' });
const momentFormat = londonFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const longDateTimeFormat = londonFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
// Read as parts, not text: en-CA and h23 only keep the digits as datetime-local wants them.
const partsFormat = londonFormat(
  {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  'en-CA',
);

const at = (instant: Instant) => new Date(instant);

/** Writes an instant out in one of the London formats above. */
const writtenIn =
  (format: () => Intl.DateTimeFormat) =>
  (instant: Instant): string =>
    format().format(at(instant));

/**
 * "4 Dec 2025, 19:00": when something happened, in lists and logs (the super admin's lists, a
 * host's orders, a notification's full time).
 */
export const londonDateTime = writtenIn(dateTimeFormat);

/** "4 Dec 2025": the day something happened (when a person joined). */
export const londonDay = writtenIn(dayFormat);

/** "4 December 2025": the day something was written (a testimonial, its edit). */
export const londonLongDay = writtenIn(longDayFormat);

/** "19:00:05": a time to the second (when the storage areas were last checked). */
export const londonTimeWithSeconds = writtenIn(secondsFormat);

/** "19:05": a time the same day (when a hold runs out, when a guest was checked in). */
export const londonClock = writtenIn(clockFormat);

/** "Sat 20 Jun, 19:00": a moment soon (when tickets go on sale, when a waitlist offer ends). */
export const londonMoment = writtenIn(momentFormat);

/** "Saturday, 20 June 2099 at 19:00": an event's start (and end), in `londonWhen`. */
const longDateTime = writtenIn(longDateTimeFormat);

/** "2026-12-16T19:00": an instant as the London value of a datetime-local input; '' for none. */
export function toLondonLocal(instant: Instant | null): string {
  if (instant === null || instant === '') return '';
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(at(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * "Saturday, 20 June 2099 at 19:00 to 22:00 (London time)"; the end's day is written too when it
 * is another day in London.
 */
export function londonWhen(startsAt: Instant, endsAt: Instant): string {
  const sameDay = toLondonLocal(startsAt).slice(0, 10) === toLondonLocal(endsAt).slice(0, 10);
  const end = sameDay ? londonClock(endsAt) : longDateTime(endsAt);
  return `${longDateTime(startsAt)} to ${end} (London time)`;
}

// London calendar dates and wall-clock times, as the API gives an event's.

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
const shortMonth = (month: number) => MONTHS[month - 1]!.slice(0, 3);

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
    date: ({ month, day }: Day) => `${shortMonth(month)} ${ordinal(day)}`,
    time: (h: number, m: number) => `${twoDigits(h)}:${twoDigits(m)}`,
    timeRange: '–',
  },
  // Spec 02 §9: the mobile card uses 'MMM dd, yyyy' and a 12-hour clock ('h:mm a').
  mobile: {
    date: ({ month, day }: Day) => `${shortMonth(month)} ${twoDigits(day)}`,
    time: (h: number, m: number) => `${h % 12 || 12}:${twoDigits(m)} ${h < 12 ? 'AM' : 'PM'}`,
    timeRange: ' – ',
  },
} as const;
export type CardStyle = keyof typeof CARD_STYLES;

function clock(hhmm: string, style: CardStyle): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return CARD_STYLES[style].time(h, m);
}

type Dated = { startDate: string; endDate: string; startTime: string; endTime: string };

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

/**
 * "20 Jun 2099, 19:00": a London date and the time the host wrote (the super admin's events).
 * "Sep", where Intl's en-GB writes "Sept".
 */
export function formatDateAndTime(yyyyMmDd: string, hhmm: string): string {
  const { year, month, day } = parseDay(yyyyMmDd);
  return `${day} ${shortMonth(month)} ${year}, ${hhmm}`;
}

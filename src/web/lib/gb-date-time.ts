import { format, isValid, parse } from 'date-fns';

/**
 * The event form's dates and times as people in Britain write them (dd/mm/yyyy, 24-hour HH:mm),
 * whatever the browser's locale, turned into what the API takes (yyyy-MM-dd, HH:mm).
 */

const DATE_SHAPE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TIME_SHAPE = /^(\d{1,2})(?:[:.]?(\d{2}))?$/;

export type Parsed = { value: string } | { problem: string };

export const DATE_FORMAT_PROBLEM = 'Enter the date as dd/mm/yyyy, for example 24/12/2026';
export const TIME_FORMAT_PROBLEM =
  'Enter the time as HH:mm on the 24-hour clock, for example 19:30';

/** "1/2/2027", "01.02.2027" or "01-02-2027" → "2027-02-01"; "" → "". */
export function parseGbDate(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: '' };
  const match = DATE_SHAPE.exec(trimmed);
  if (!match) return { problem: DATE_FORMAT_PROBLEM };
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const date = parse(`${d}/${m}/${y}`, 'd/M/yyyy', new Date(2000, 0, 1));
  if (!isValid(date))
    return {
      problem: `${d.padStart(2, '0')}/${m.padStart(2, '0')}/${y} is not a date in the calendar`,
    };
  return { value: format(date, 'yyyy-MM-dd') };
}

/** "2027-02-01" → "01/02/2027"; anything else → "". */
export function formatGbDate(isoDate: string): string {
  const date = parse(isoDate, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
}

/** "19:30", "19.30", "1930", "9:05" or "9" → "19:30", "09:05", "09:00"; "" → "". */
export function parseClock(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: '' };
  const match = TIME_SHAPE.exec(trimmed);
  if (!match) return { problem: TIME_FORMAT_PROBLEM };
  // Without a separator the last two digits are the minutes: "930" is 9:30.
  const h = Number(match[1]);
  const m = Number(match[2] ?? '00');
  if (h > 23 || m > 59) return { problem: TIME_FORMAT_PROBLEM };
  return { value: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
}

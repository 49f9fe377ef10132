import type { Repeat, Weekday, WeekOfMonth } from './series-rules';

/** Each weekday's name, as the form's choices and the summaries write it. */
export const DAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Which of a month's weekdays, as the form's choice and the summaries write it. */
export const WEEK_NAMES: Record<WeekOfMonth, string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  [-1]: 'Last',
};
const WEEK_ORDER: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** "Mon", "Mon and Thu", "Mon, Wed and Fri": a list of names as people write it. */
function spokenList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 1st, 2nd, 3rd, 4th … 21st, 22nd, 23rd, 31st. */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

function weeklyLabel(every: number, weekdays: Weekday[]): string {
  const days = WEEK_ORDER.filter((day) => weekdays.includes(day));
  if (every === 1 && days.length === 7) return 'Every day';
  const names =
    days.length === 1
      ? DAY_NAMES[days[0]!]
      : spokenList(days.map((day) => DAY_NAMES[day].slice(0, 3)));
  if (every === 1) return `Every ${names}`;
  if (every === 2)
    return days.length === 1 ? `Every other ${names}` : `Every other week on ${names}`;
  return `Every ${every} weeks on ${names}`;
}

/** How a series repeats, in words: "Every Thursday", "First Friday of the month", "Every full moon". */
export function repeatLabel(repeat: Repeat): string {
  switch (repeat.kind) {
    case 'weekly':
      return weeklyLabel(repeat.every, repeat.weekdays);
    case 'monthly-date':
      return repeat.every === 1
        ? `Monthly on the ${ordinal(repeat.day)}`
        : `Every ${repeat.every} months on the ${ordinal(repeat.day)}`;
    case 'monthly-weekday': {
      const which = `${WEEK_NAMES[repeat.week]} ${DAY_NAMES[repeat.weekday]}`;
      if (repeat.every === 1) return `${which} of the month`;
      if (repeat.every === 2) return `${which} of every other month`;
      return `${which} of every ${repeat.every} months`;
    }
    case 'moon': {
      const moon = repeat.phase === 'full' ? 'full moon' : 'new moon';
      return repeat.eveningBefore ? `The evening before every ${moon}` : `Every ${moon}`;
    }
  }
}

/** A London calendar date as a card shows it: "Thu 4 Dec"; with the year when `withYear`. */
export function seriesDateLabel(date: string, withYear = true): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // A calendar date has no time of day: its weekday is the same in every time zone's calendar.
  const weekday = SHORT_DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** "Every Thursday · next Thu 4 Dec": a series as a list shows it, at its next date. */
export function seriesSummary(repeat: Repeat, nextDate: string | null, today: string): string {
  if (!nextDate) return repeatLabel(repeat);
  const sameYear = nextDate.slice(0, 4) === today.slice(0, 4);
  return `${repeatLabel(repeat)} · next ${seriesDateLabel(nextDate, !sameYear)}`;
}

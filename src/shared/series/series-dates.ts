import { addLondonDays } from '../events/london-dates';
import { moonPhaseDates } from './moon-phases';
import { Frequency, RRule } from './rrule-package';
import type { Repeat, SeriesRule, Weekday } from './series-rules';

/**
 * Which dates to give: from `from` (inclusive), up to `until` (inclusive; null for no bound), at
 * most `limit` of them. Dates are London calendar dates, yyyy-MM-dd.
 */
export type DateWindow = { from: string; until: string | null; limit: number };

const RRULE_WEEKDAYS: Record<Weekday, (typeof RRule)['MO']> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/**
 * A London calendar date as rrule's "floating" time: midnight UTC of that date. A series is a
 * rule over calendar dates (its time of day is London's wall clock, applied to each date after),
 * so expanding it in UTC, which has no changes of the clocks, gives London's dates exactly.
 */
function floating(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const dateOf = (floatingDate: Date) => floatingDate.toISOString().slice(0, 10);

/** The RFC 5545 rule of a calendar repeat, from the series' first date. */
export function calendarRRule(start: string, rule: SeriesRule): InstanceType<typeof RRule> | null {
  const { repeat, end } = rule;
  if (repeat.kind === 'moon') return null;
  const base = {
    dtstart: floating(start),
    interval: repeat.every,
    wkst: RRule.MO,
    count: end.kind === 'after' ? end.count : null,
    until: end.kind === 'on' ? floating(end.date) : null,
  };
  switch (repeat.kind) {
    case 'weekly':
      return new RRule({
        ...base,
        freq: Frequency.WEEKLY,
        byweekday: repeat.weekdays.map((day) => RRULE_WEEKDAYS[day]),
      });
    case 'monthly-date':
      // A month without that day (the 31st in April) is skipped, as RFC 5545 reads BYMONTHDAY.
      return new RRule({ ...base, freq: Frequency.MONTHLY, bymonthday: repeat.day });
    case 'monthly-weekday':
      return new RRule({
        ...base,
        freq: Frequency.MONTHLY,
        byweekday: RRULE_WEEKDAYS[repeat.weekday].nth(repeat.week),
      });
  }
}

/** The dates a moon repeat makes from `start`: each phase's London date, or the day before. */
function moonDates(
  start: string,
  repeat: Extract<Repeat, { kind: 'moon' }>,
  rule: SeriesRule,
  window: DateWindow,
): string[] {
  const shift = repeat.eveningBefore ? -1 : 0;
  const last = rule.end.kind === 'on' ? rule.end.date : null;
  const until = [last, window.until].filter((date) => date !== null).sort()[0] ?? null;
  // A count is counted from the first date; otherwise the search can begin at the window.
  const searchFrom = rule.end.kind === 'after' || window.from < start ? start : window.from;
  const dates: string[] = [];
  let counted = 0;
  moonPhaseDates(repeat.phase, addLondonDays(searchFrom, -shift), (phaseDate) => {
    const date = addLondonDays(phaseDate, shift);
    if (until !== null && date > until) return false;
    counted += 1;
    if (rule.end.kind === 'after' && counted > rule.end.count) return false;
    if (date >= window.from) dates.push(date);
    return dates.length < window.limit;
  });
  return dates;
}

/** The dates the repeat itself makes (before skipped and added dates), within the window. */
export function ruleDates(start: string, rule: SeriesRule, window: DateWindow): string[] {
  if (window.limit <= 0) return [];
  if (rule.repeat.kind === 'moon') return moonDates(start, rule.repeat, rule, window);
  const rrule = calendarRRule(start, rule)!;
  // rrule stops when the callback answers false; `len` is how many it has kept so far.
  const found = window.until
    ? rrule.between(
        floating(window.from),
        floating(window.until),
        true,
        (_, len) => len < window.limit,
      )
    : rrule.between(
        floating(window.from),
        floating('9999-12-31'),
        true,
        (_, len) => len < window.limit,
      );
  return found.map(dateOf);
}

/**
 * The dates of a series within the window: the rule's, less the skipped, with the added, in
 * order and each once. RFC 5545 counts COUNT before EXDATE and RDATE, and so does this.
 */
export function seriesDates(start: string, rule: SeriesRule, window: DateWindow): string[] {
  const skipped = new Set(rule.skipped);
  const fromRule = ruleDates(start, rule, { ...window, limit: window.limit + skipped.size });
  const inWindow = (date: string) =>
    date >= window.from && (window.until === null || date <= window.until);
  const dates = new Set([
    ...fromRule.filter((date) => !skipped.has(date)),
    ...rule.added.filter((date) => inWindow(date) && date >= start && !skipped.has(date)),
  ]);
  return [...dates].sort().slice(0, window.limit);
}

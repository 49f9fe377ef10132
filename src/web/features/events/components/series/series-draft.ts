import { seriesProblems } from '@shared/series/series-problems';
import {
  seriesRuleSchema,
  WEEKDAYS,
  type SeriesRule,
  type Weekday,
  type WeekOfMonth,
} from '@shared/series/series-rules';

/** What the "Repeats" choice offers; a moon choice is a moon rule of that phase. */
export const REPEAT_KINDS = [
  'none',
  'weekly',
  'monthly-date',
  'monthly-weekday',
  'full-moon',
  'new-moon',
] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

/**
 * The repeat part of the event form as the host edits it: numbers as typed (so a cleared box is
 * not a 0), and every kind's fields kept while another kind is chosen, so switching back and
 * forth loses nothing.
 */
export type SeriesDraft = {
  kind: RepeatKind;
  every: string;
  weekdays: Weekday[];
  day: string;
  week: WeekOfMonth;
  weekday: Weekday;
  eveningBefore: boolean;
  end: 'never' | 'on' | 'after';
  endDate: string;
  count: string;
  skipped: string[];
  added: string[];
};

/** The fields a series' messages are shown under. */
export type SeriesField =
  'repeat' | 'every' | 'weekdays' | 'day' | 'end' | 'endDate' | 'count' | 'skipped' | 'added';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The weekday of a yyyy-MM-dd date (Monday first, as WEEKDAYS). */
function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** Which of its month's weekdays a date is: the 1st to 4th, or the last when it is the 5th. */
function weekOf(date: string): WeekOfMonth {
  const week = Math.ceil(Number(date.slice(8, 10)) / 7);
  return week >= 5 ? -1 : (week as WeekOfMonth);
}

/** A new draft that does not repeat, ready to repeat on the event's own day. */
export function newSeriesDraft(startDate: string): SeriesDraft {
  const known = isDate(startDate);
  return {
    kind: 'none',
    every: '1',
    weekdays: known ? [weekdayOf(startDate)] : [],
    day: known ? String(Number(startDate.slice(8, 10))) : '1',
    week: known ? weekOf(startDate) : 1,
    weekday: known ? weekdayOf(startDate) : 'MO',
    eveningBefore: false,
    end: 'never',
    endDate: '',
    count: '10',
    skipped: [],
    added: [],
  };
}

/** The draft of a saved rule, for editing it. */
export function seriesDraftOf(rule: SeriesRule, startDate: string): SeriesDraft {
  const draft = { ...newSeriesDraft(startDate), skipped: rule.skipped, added: rule.added };
  const end =
    rule.end.kind === 'on'
      ? { end: 'on' as const, endDate: rule.end.date }
      : rule.end.kind === 'after'
        ? { end: 'after' as const, count: String(rule.end.count) }
        : { end: 'never' as const };
  const { repeat } = rule;
  switch (repeat.kind) {
    case 'weekly':
      return {
        ...draft,
        ...end,
        kind: 'weekly',
        every: String(repeat.every),
        weekdays: repeat.weekdays,
      };
    case 'monthly-date':
      return {
        ...draft,
        ...end,
        kind: 'monthly-date',
        every: String(repeat.every),
        day: String(repeat.day),
      };
    case 'monthly-weekday':
      return {
        ...draft,
        ...end,
        kind: 'monthly-weekday',
        every: String(repeat.every),
        week: repeat.week,
        weekday: repeat.weekday,
      };
    case 'moon':
      return {
        ...draft,
        ...end,
        kind: repeat.phase === 'full' ? 'full-moon' : 'new-moon',
        eveningBefore: repeat.eveningBefore,
      };
  }
}

/** A number box's text as a number; NaN (refused by the schema) when it is not a whole number. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The rule a draft stands for, unchecked; null when the event does not repeat. */
export function seriesInputOf(draft: SeriesDraft): unknown {
  const every = whole(draft.every);
  const repeat = {
    none: null,
    weekly: { kind: 'weekly', every, weekdays: draft.weekdays },
    'monthly-date': { kind: 'monthly-date', every, day: whole(draft.day) },
    'monthly-weekday': { kind: 'monthly-weekday', every, week: draft.week, weekday: draft.weekday },
    'full-moon': { kind: 'moon', phase: 'full', eveningBefore: draft.eveningBefore },
    'new-moon': { kind: 'moon', phase: 'new', eveningBefore: draft.eveningBefore },
  }[draft.kind];
  if (!repeat) return null;
  const end =
    draft.end === 'on'
      ? { kind: 'on', date: draft.endDate }
      : draft.end === 'after'
        ? { kind: 'after', count: whole(draft.count) }
        : { kind: 'never' };
  return { repeat, end, skipped: draft.skipped, added: draft.added };
}

/** Where a message about a path of the rule is shown. */
function fieldOf(path: readonly PropertyKey[]): SeriesField {
  const [first, second] = path;
  if (first === 'repeat')
    return second === 'every' || second === 'weekdays' || second === 'day' ? second : 'repeat';
  if (first === 'end') return second === 'date' ? 'endDate' : second === 'count' ? 'count' : 'end';
  if (first === 'skipped' || first === 'added') return first;
  return 'repeat';
}

export type SeriesCheck = {
  /** The checked rule; null when the event does not repeat or the draft has a problem. */
  rule: SeriesRule | null;
  /**
   * The rule as far as its shape goes, problems with its dates or not: what the form previews,
   * so that a date skipped or added by mistake can be put right from the list.
   */
  parsed: SeriesRule | null;
  /** The first message for each field that has one. */
  errors: Partial<Record<SeriesField, string>>;
};

/** The draft checked as the API will check it, with the event's first date. */
export function checkSeriesDraft(draft: SeriesDraft, startDate: string): SeriesCheck {
  const input = seriesInputOf(draft);
  if (input === null) return { rule: null, parsed: null, errors: {} };
  const errors: SeriesCheck['errors'] = {};
  const note = (path: readonly PropertyKey[], message: string) => {
    errors[fieldOf(path)] ??= message;
  };
  const parsed = seriesRuleSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(issue.path, issue.message);
    return { rule: null, parsed: null, errors };
  }
  // The rest needs the first date; the date field has its own message when it is missing.
  if (!isDate(startDate)) return { rule: null, parsed: null, errors };
  for (const problem of seriesProblems(startDate, parsed.data)) note(problem.path, problem.message);
  const rule = Object.keys(errors).length ? null : parsed.data;
  return { rule, parsed: parsed.data, errors };
}

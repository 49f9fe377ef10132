import { ruleDates, seriesDates } from './series-dates';
import { MAX_SERIES_DATES, type SeriesRule } from './series-rules';
import { seriesDateLabel } from './series-summary';

/** What is wrong with a series rule for an event starting on `start`, field by field. */
export type SeriesProblem = { path: (string | number)[]; message: string };

/**
 * The checks that need the rule and the event's first date together (issue 23's bad input): the
 * shape is `seriesRuleSchema`'s. An empty list means the series can be saved.
 */
export function seriesProblems(start: string, rule: SeriesRule): SeriesProblem[] {
  const problems: SeriesProblem[] = [];
  if (rule.end.kind === 'on' && rule.end.date < start) {
    problems.push({
      path: ['end', 'date'],
      message: 'The last date must be on or after the first date',
    });
    return problems;
  }
  // The event itself is the first date: a rule that would not hold it would leave it outside
  // its own series (a Tuesday event repeating on Thursdays, a moon series off the moon's day).
  const [first] = ruleDates(start, rule, { from: start, until: null, limit: 1 });
  if (first !== start && !rule.added.includes(start)) {
    problems.push({
      path: ['repeat'],
      message: first
        ? `The event starts on ${seriesDateLabel(start)}, which is not a date of this series: its first date would be ${seriesDateLabel(first)}`
        : 'This series has no dates: check its days and its end',
    });
    return problems;
  }
  if (rule.end.kind !== 'never') {
    const all = seriesDates(start, rule, { from: start, until: null, limit: MAX_SERIES_DATES + 1 });
    if (all.length > MAX_SERIES_DATES)
      problems.push({
        path: ['end'],
        message: `A series can have at most ${MAX_SERIES_DATES} dates: choose an earlier last date`,
      });
  }
  const lastListed = [...rule.skipped, ...rule.added].sort().at(-1);
  const made = new Set(
    lastListed
      ? ruleDates(start, rule, { from: start, until: lastListed, limit: MAX_SERIES_DATES * 4 })
      : [],
  );
  rule.skipped.forEach((date, index) => {
    if (date === start)
      problems.push({
        path: ['skipped', index],
        message: 'The first date is the event itself: change its start date rather than skip it',
      });
    else if (!made.has(date))
      problems.push({
        path: ['skipped', index],
        message: `${seriesDateLabel(date)} is not a date of this series`,
      });
  });
  rule.added.forEach((date, index) => {
    if (date < start)
      problems.push({
        path: ['added', index],
        message: 'An added date must be on or after the first date',
      });
    else if (made.has(date))
      problems.push({
        path: ['added', index],
        message: `${seriesDateLabel(date)} is already a date of this series`,
      });
  });
  return problems;
}

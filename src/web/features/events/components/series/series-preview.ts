import { addLondonDays, londonDate } from '@shared/events/london-dates';
import { ruleDates, seriesDates } from '@shared/series/series-dates';
import { HORIZON_DATES, MAX_SERIES_DATES, type SeriesRule } from '@shared/series/series-rules';
import { movedByClockChange } from '@shared/series/series-wall-clock';

/** How many of the rule's coming dates the form lists, each with its Skip box. */
export const PREVIEW_DATES = 8;

export type SeriesPreview = {
  /** The rule's next dates from today, skipped ones too (so a skip can be undone). */
  coming: string[];
  /** Dates in the coming year whose start time the clocks skip, and the time each is held. */
  moved: { date: string; time: string }[];
  /** How many dates the series has in all; null when it never ends. */
  total: number | null;
};

/** What the form shows of a checked rule, for an event that starts on `startDate` at `startTime`. */
export function seriesPreview(
  startDate: string,
  startTime: string,
  rule: SeriesRule,
  today = londonDate(),
): SeriesPreview {
  const from = startDate > today ? startDate : today;
  const coming = ruleDates(startDate, rule, { from, until: null, limit: PREVIEW_DATES });
  // A year ahead holds one night the clocks go forward: the host is told of the next one.
  const soon = seriesDates(startDate, rule, {
    from,
    until: addLondonDays(from, 365),
    limit: HORIZON_DATES,
  });
  const moved = /^\d{2}:\d{2}$/.test(startTime) ? movedByClockChange(soon, startTime) : [];
  const total =
    rule.end.kind === 'never'
      ? null
      : seriesDates(startDate, rule, { from: startDate, until: null, limit: MAX_SERIES_DATES })
          .length;
  return { coming, moved, total };
}

import {
  addLondonDays,
  londonDate,
  londonDaysBetween,
  londonInstant,
} from '../../../../shared/events/london-dates';
import { seriesDates } from '../../../../shared/series/series-dates';
import { seriesProblems } from '../../../../shared/series/series-problems';
import {
  HORIZON_DATES,
  HORIZON_WEEKS,
  type SeriesRule,
} from '../../../../shared/series/series-rules';
import { londonWallClock } from '../../../../shared/series/series-wall-clock';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { EventRow, NewEventRow } from '../event-rows';
import {
  countComingDates,
  insertDates,
  insertSeries,
  joinSeries,
  latestDate,
  seriesShortOf,
  setMadeUntil,
  type SeriesRow,
} from './series.repository';

/**
 * Gives new dates of a series the bookings of the date they are made from (the tickets feature,
 * through composition/), in the transaction that makes them.
 */
export type CopyTicketing = (
  tx: Database,
  template: { id: string; startDate: string },
  dates: { id: string; startDate: string }[],
) => Promise<void>;

/** What every date of a series shares with the date it is made from: all but when it is. */
export const SHARED_COLUMNS = [
  'title',
  'subtitle',
  'description',
  'locationType',
  'locationVenue',
  'locationCity',
  'locationCountry',
  'locationPostcode',
  'latitude',
  'longitude',
  'category',
  'categoryNames',
  'categoryId',
  'categoryIds',
  'eventTypeIds',
  'factIds',
  'whatToBring',
  'accessNotes',
  'externalEventLink',
  'onlineEventLink',
  'imageUrl',
  'originalImageUrl',
  'pricePence',
  'priceVaries',
  'capacity',
  'userId',
  'isExternal',
  'isDraft',
] as const satisfies readonly (keyof NewEventRow)[];

/**
 * The last day a series' dates are made up to: 26 weeks on from today, or from its first date
 * when that is later, so a series planned far ahead shows its dates from the start (ADR 34).
 */
export const horizonOf = (series: { firstDate: string }, today: string) =>
  addLondonDays(series.firstDate > today ? series.firstDate : today, HORIZON_WEEKS * 7);

/** Refuses a rule that makes no sense from the event's first date, naming each field. */
export function checkSeriesRule(start: string, rule: SeriesRule): void {
  const problems = seriesProblems(start, rule);
  if (problems.length === 0) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const { path, message } of problems)
    (fieldErrors[['rule', ...path].join('.')] ??= []).push(message);
  throw new AppError('VALIDATION_FAILED', problems[0]!.message, { fieldErrors });
}

/** A new date of a series: the template's text and place, on `date` at the series' times. */
function dateRow(series: SeriesRow, template: EventRow, date: string): NewEventRow {
  const row: Partial<NewEventRow> = {};
  for (const column of SHARED_COLUMNS) Object.assign(row, { [column]: template[column] });
  // A time the clocks skip that night is held an hour later, as RFC 5545 reads it.
  const startTime = londonWallClock(date, series.startTime.slice(0, 5)).time;
  const endDate = addLondonDays(date, series.endDayOffset);
  const endTime = londonWallClock(endDate, series.endTime.slice(0, 5)).time;
  return {
    ...(row as Pick<NewEventRow, (typeof SHARED_COLUMNS)[number]>),
    startDate: date,
    startTime,
    endDate,
    endTime,
    startsAt: londonInstant(date, startTime),
    endsAt: londonInstant(endDate, endTime),
    seriesId: series.id,
    seriesDate: date,
  };
}

/** `made_until` of a series whose every date is made: later than any horizon. */
export const ALL_MADE = '9999-12-31';

/** Whether a series that ends has no date after `date`. */
function endsBy(series: SeriesRow, date: string): boolean {
  if (series.rule.end.kind === 'never') return false;
  const from = addLondonDays(date, 1);
  return seriesDates(series.firstDate, series.rule, { from, until: null, limit: 1 }).length === 0;
}

/**
 * Makes a series' dates after `madeUntil`, up to the horizon from `today` and at most 52 to
 * come, from `template`; answers how many it made. Idempotent: a date made already is not made
 * again, by this process or another.
 */
async function makeDates(
  tx: Database,
  series: SeriesRow,
  template: EventRow,
  today: string,
  copyTicketing: CopyTicketing,
): Promise<number> {
  const horizon = horizonOf(series, today);
  const room = HORIZON_DATES - (await countComingDates(tx, series.id, today));
  const from = addLondonDays(series.madeUntil, 1);
  const dates =
    room > 0
      ? seriesDates(series.firstDate, series.rule, { from, until: horizon, limit: room })
      : [];
  const made = await insertDates(
    tx,
    dates.map((date) => dateRow(series, template, date)),
  );
  await copyTicketing(tx, template, made);
  // Short of room, the next extension starts after the last date made; otherwise at the horizon,
  // or for good when the rule makes no date after it (a series that ends is not read again).
  const allMade = room > 0 && dates.length < room;
  const madeUntil = !allMade
    ? (dates.at(-1) ?? series.madeUntil)
    : endsBy(series, horizon)
      ? ALL_MADE
      : horizon;
  if (madeUntil > series.madeUntil) await setMadeUntil(tx, series.id, madeUntil);
  return made.length;
}

/**
 * Makes `event` the first date of a series with `rule` (checked already), and makes its dates
 * up to the horizon, in the transaction that saves the event.
 */
export async function startSeries(
  tx: Database,
  event: EventRow,
  rule: SeriesRule,
  copyTicketing: CopyTicketing,
  today = londonDate(),
): Promise<void> {
  const series = await insertSeries(tx, {
    userId: event.userId,
    rule,
    firstDate: event.startDate,
    startTime: event.startTime,
    endTime: event.endTime,
    endDayOffset: londonDaysBetween(event.startDate, event.endDate),
    madeUntil: event.startDate,
  });
  await joinSeries(tx, event.id, { seriesId: series.id, seriesDate: event.startDate });
  await makeDates(tx, series, { ...event, seriesId: series.id }, today, copyTicketing);
}

/** How many series one pass of the daily extension reads at a time. */
const EXTEND_PAGE = 100;

/**
 * The daily extension (ADR 34): every series whose dates stop short of 26 weeks from today
 * gets the dates up to there, made from its latest date (so a change to "all dates" carries
 * on). A series whose latest date the Kindred team unpublished waits until it is restored.
 * Each series in a transaction of its own; answers how many dates it made.
 */
export async function extendSeries(
  db: Database,
  copyTicketing: CopyTicketing,
  today = londonDate(),
): Promise<number> {
  // Every series whose dates stop before 26 weeks from today is short; one planned further
  // ahead than that was made up to its own horizon when it began.
  const horizon = addLondonDays(today, HORIZON_WEEKS * 7);
  let made = 0;
  let after: SeriesRow | null = null;
  for (;;) {
    const page: SeriesRow[] = await seriesShortOf(db, horizon, after, EXTEND_PAGE);
    for (const series of page)
      made += await inTransaction(db, async (tx) => {
        const template = await latestDate(tx, series.id);
        if (!template || template.moderatedAt) return 0;
        return makeDates(tx, series, template, today, copyTicketing);
      });
    if (page.length < EXTEND_PAGE) return made;
    after = page.at(-1)!;
  }
}

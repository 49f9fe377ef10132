import { z } from 'zod';
import { isRealDate } from '../input-rules';

/**
 * A series of dates (issue 23): how an event repeats, from its own start date, in London time.
 * Calendar rules are RFC 5545 RRULEs expanded by the `rrule` library; moon rules follow the
 * Moon's phases as `astronomy-engine` computes them. Every date is made into an event of its own.
 */

/** RFC 5545's weekday codes, Monday first (as Kindred's week starts). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Which of a month's weekdays: the first to the fourth, or the last (-1). */
export const WEEKS_OF_MONTH = [1, 2, 3, 4, -1] as const;
export type WeekOfMonth = (typeof WEEKS_OF_MONTH)[number];

export const MOON_PHASES = ['full', 'new'] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

/** The most dates a series with an end may have (issue 23's bad input). */
export const MAX_SERIES_DATES = 520;
/** How far ahead the dates of a series are made: 26 weeks, and at most 52 dates. */
export const HORIZON_WEEKS = 26;
export const HORIZON_DATES = 52;
export const MAX_WEEKLY_INTERVAL = 52;
export const MAX_MONTHLY_INTERVAL = 12;
/** Skipped and added dates a series may list. */
export const MAX_LISTED_DATES = 100;

const calendarDate = (message: string) => z.string().refine(isRealDate, message);

/** A whole number from `min` to `max`; anything else (an empty box, 2.5) gets the one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const repeatSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weekly'),
    every: wholeNumber(1, MAX_WEEKLY_INTERVAL, `Repeat every 1 to ${MAX_WEEKLY_INTERVAL} weeks`),
    weekdays: z
      .array(z.enum(WEEKDAYS))
      .min(1, 'Choose at least one day of the week')
      .refine((days) => new Set(days).size === days.length, 'Choose each day once'),
  }),
  z.object({
    kind: z.literal('monthly-date'),
    every: wholeNumber(1, MAX_MONTHLY_INTERVAL, `Repeat every 1 to ${MAX_MONTHLY_INTERVAL} months`),
    day: wholeNumber(1, 31, 'Choose a day from 1 to 31'),
  }),
  z.object({
    kind: z.literal('monthly-weekday'),
    every: wholeNumber(1, MAX_MONTHLY_INTERVAL, `Repeat every 1 to ${MAX_MONTHLY_INTERVAL} months`),
    weekday: z.enum(WEEKDAYS, { error: 'Choose a day of the week' }),
    week: z.union(
      WEEKS_OF_MONTH.map((week) => z.literal(week)),
      {
        error: 'Choose the first, second, third, fourth or last',
      },
    ),
  }),
  z.object({
    kind: z.literal('moon'),
    phase: z.enum(MOON_PHASES, { error: 'Choose the full or the new moon' }),
    /** On the day of the phase in London, or the evening before it. */
    eveningBefore: z.boolean(),
  }),
]);
export type Repeat = z.infer<typeof repeatSchema>;

export const seriesEndSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('on'), date: calendarDate('Please choose the last date') }),
  z.object({
    kind: z.literal('after'),
    count: wholeNumber(1, MAX_SERIES_DATES, `Choose 1 to ${MAX_SERIES_DATES} dates`),
  }),
]);
export type SeriesEnd = z.infer<typeof seriesEndSchema>;

const listedDates = z
  .array(calendarDate('Please choose a date'))
  .max(MAX_LISTED_DATES, `List at most ${MAX_LISTED_DATES} dates`)
  .default([]);

/**
 * The shape of a series rule. Whether it makes sense with the event's start date (an end before
 * it, too many dates, a skipped date that is not in the series) is `seriesProblems`' job.
 */
export const seriesRuleSchema = z.object({
  repeat: repeatSchema,
  end: seriesEndSchema,
  /** Dates of the series that are not held (EXDATE). */
  skipped: listedDates,
  /** Dates held besides the rule's (RDATE). */
  added: listedDates,
});
export type SeriesRule = z.infer<typeof seriesRuleSchema>;
export type SeriesRuleInput = z.input<typeof seriesRuleSchema>;

/** A date of a series as its dates' pages list it. */
export const seriesDateSchema = z.object({
  id: z.string(),
  path: z.string(),
  startDate: z.string(),
  startTime: z.string(),
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;

/** The series an event is a date of, as its page shows it. */
export const eventSeriesSchema = z.object({
  id: z.string(),
  /** How it repeats, in words: "Every Thursday". */
  repeats: z.string(),
  rule: seriesRuleSchema,
  /** Its coming dates (this one among them while it is to come), soonest first. */
  dates: z.array(seriesDateSchema),
});
export type EventSeries = z.infer<typeof eventSeriesSchema>;

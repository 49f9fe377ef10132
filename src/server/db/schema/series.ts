import { date, index, integer, jsonb, pgTable, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SeriesRule } from '../../../shared/series/series-rules';
import { userIdColumn } from './auth';
import { updatedAtColumn } from './updated-at';

/**
 * A series of dates (issue 23, ADR 34): how an event repeats. Each of its dates is an `events`
 * row of its own (`events.series_id`, `events.series_date`), made up to a horizon and extended
 * daily; this row keeps what the next dates are made from.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** The rule as `seriesRuleSchema` reads it: repeat, end, skipped and added dates. */
    rule: jsonb('rule').$type<SeriesRule>().notNull(),
    /** The first date, from which the rule counts. */
    firstDate: date('first_date').notNull(),
    /** Every date's London wall-clock times, and how many days after its start it ends. */
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    endDayOffset: integer('end_day_offset').notNull().default(0),
    /** Dates up to this one are made: the daily extension starts the day after. */
    madeUntil: date('made_until').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('event_series_made_until_idx').on(t.madeUntil),
    index('event_series_user_idx').on(t.userId),
  ],
);

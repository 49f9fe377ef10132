import { and, desc, eq, gt, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { eventSeries } from '../../../db/schema/series';
import type { EventRow, NewEventRow } from '../event-rows';

export type SeriesRow = typeof eventSeries.$inferSelect;
export type NewSeriesRow = typeof eventSeries.$inferInsert;

export async function insertSeries(tx: Database, row: NewSeriesRow): Promise<SeriesRow> {
  const [made] = await tx.insert(eventSeries).values(row).returning();
  return made!;
}

/** Marks an event as the given date of a series. */
export async function joinSeries(
  tx: Database,
  eventId: string,
  series: { seriesId: string; seriesDate: string },
): Promise<void> {
  await tx.update(events).set(series).where(eq(events.id, eventId));
}

/**
 * Makes dates of a series, each at most once: a date another process made meanwhile is left as
 * it is (the unique index on series and date). Answers the rows made now.
 */
export async function insertDates(tx: Database, rows: NewEventRow[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(events)
    .values(rows)
    .onConflictDoNothing({
      target: [events.seriesId, events.seriesDate],
      where: isNotNull(events.seriesId),
    })
    .returning();
}

/** The latest date made of a series: what its next dates are made from. */
export async function latestDate(tx: Database, seriesId: string): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(desc(events.seriesDate))
    .limit(1);
  return row;
}

/** How many dates of a series are made from `today` on. */
export async function countComingDates(
  tx: Database,
  seriesId: string,
  today: string,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gte(events.seriesDate, today)));
  return row?.count ?? 0;
}

export async function setMadeUntil(tx: Database, seriesId: string, date: string): Promise<void> {
  await tx.update(eventSeries).set({ madeUntil: date }).where(eq(eventSeries.id, seriesId));
}

/**
 * Series whose dates are made short of `horizon`, in (made_until, id) order after `after`: the
 * daily extension's work, a page at a time (a series it cannot extend further today stays
 * short, and is passed, not read again).
 */
export async function seriesShortOf(
  db: Database,
  horizon: string,
  after: { madeUntil: string; id: string } | null,
  limit: number,
): Promise<SeriesRow[]> {
  return db
    .select()
    .from(eventSeries)
    .where(
      and(
        lt(eventSeries.madeUntil, horizon),
        after
          ? sql`(${eventSeries.madeUntil}, ${eventSeries.id}) > (${after.madeUntil}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(eventSeries.madeUntil, eventSeries.id)
    .limit(limit);
}

export async function findSeries(tx: Database, seriesId: string): Promise<SeriesRow | undefined> {
  const [row] = await tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
  return row;
}

/** What the next dates of a series are made at: its times, and the day its dates end on. */
export async function setSeriesTimes(
  tx: Database,
  seriesId: string,
  times: Pick<NewSeriesRow, 'startTime' | 'endTime' | 'endDayOffset'>,
): Promise<void> {
  await tx.update(eventSeries).set(times).where(eq(eventSeries.id, seriesId));
}

/** Ends a series: its rule as it now reads, and no date made after those there are. */
export async function endSeriesRule(
  tx: Database,
  seriesId: string,
  rule: SeriesRow['rule'],
  madeUntil: string,
): Promise<void> {
  await tx.update(eventSeries).set({ rule, madeUntil }).where(eq(eventSeries.id, seriesId));
}

/**
 * The dates of a series not yet started at `now` and not cancelled, but `except`: with `after`,
 * only those the rule puts after that date. Locked until the transaction ends, so a change to
 * "all dates" and another save of one of them take turns.
 */
export async function comingDatesOf(
  tx: Database,
  seriesId: string,
  q: { now: Date; except: string; after?: string },
): Promise<EventRow[]> {
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.seriesId, seriesId),
        gt(events.startsAt, q.now),
        isNull(events.cancelledAt),
        ne(events.id, q.except),
        q.after ? gt(events.seriesDate, q.after) : undefined,
      ),
    )
    .orderBy(events.seriesDate)
    .for('update');
}

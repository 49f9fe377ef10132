import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
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

import { sql, type SQL } from 'drizzle-orm';
import { notSuspended } from '../../db/suspended-accounts';

/**
 * The SQL search and the public lists share to read `event_search` as `s` (ADR 35): its rows are
 * the public events (published, not cancelled), so what is left to ask is the date, the host's
 * standing and, for a series, which of its dates stands for it.
 */

/**
 * Whether row `s` is a one-off, or the next date of its series from `from` (SQL text): a list
 * or a search shows a series once, at its next date that goes ahead (issue 23). Found by
 * `event_search_series_idx` for dates of a series only.
 */
export const nextOfItsSeriesInSearch = (from: string) => `(s.series_id is null
  or s.event_id = (select n.event_id from event_search n
    where n.series_id = s.series_id and n.start_date >= ${from}
    order by n.start_date, n.start_time, n.event_id limit 1))`;

/** `event_search s where` it is public and to come from `from`, a series once (SQL text). */
export const publicFrom = (from: string) => `event_search s
  where s.start_date >= ${from} and ${notSuspended('s.user_id')}
    and ${nextOfItsSeriesInSearch(from)}`;

/**
 * One of the SQL texts above for a Drizzle query, with `from` a bound value wherever the text
 * takes it: `bound(publicFrom, sql\`${today}::date\`)`.
 */
export function bound(text: (from: string) => string, from: SQL): SQL {
  return sql.join(
    text('\0')
      .split('\0')
      .map((part) => sql.raw(part)),
    from,
  );
}

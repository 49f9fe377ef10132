import { sql, type SQL } from 'drizzle-orm';
import { type Database } from '../../db/client';
import { runQuery } from '../../db/statements';
import { notSuspendedSql } from '../../db/suspended-accounts';
import { SEARCH_FIELDS, type SampleFindings, type SearchField } from './event-search-plan';

/** The term as each statement of a search compares it: lower-cased by PostgreSQL (what `ilike` did). */
export type SearchTerm = {
  /** `%term%`, with `%`, `_` and `\` escaped. */
  pattern: SQL;
  /** `term%`. */
  prefix: SQL;
  /** The term itself, for `strpos` and `starts_with`, which read no pattern. */
  plain: SQL;
  /** False when the term holds the names' separator: then it matches no name. */
  namesCanMatch: boolean;
};

/** Points for an event's date (SQL): 10 today, down to none after 30 days (spec 01 §9). */
export const datePoints = (date: SQL, today: SQL) =>
  sql`case when ${date} <= ${today} + 30
        then round(10.0 * (30 - (${date} - ${today})) / 30)::int else 0 end`;

/** Whether row `s` holds the term in a short field, compared as its road reads it (SQL). */
export function fieldMatches(
  field: SearchField,
  term: SearchTerm,
  how: 'pattern' | 'plain',
  row = 's',
): SQL {
  const column = sql.raw(`${row}.${COLUMNS[field]}`);
  if (NAME_FIELDS.has(field) && !term.namesCanMatch) return sql`false`;
  if (how === 'pattern')
    return sql`${column} like ${field === 'titleStart' ? term.prefix : term.pattern}`;
  return field === 'titleStart'
    ? sql`starts_with(${column}, ${term.plain})`
    : sql`strpos(${column}, ${term.plain}) > 0`;
}

const COLUMNS: Record<SearchField, string> = {
  titleStart: 'title',
  title: 'title',
  categories: 'category_names',
  tags: 'tag_names',
  hosts: 'host_names',
  city: 'city',
  venue: 'venue',
  subtitle: 'subtitle',
};

const NAME_FIELDS = new Set<SearchField>(['categories', 'tags', 'hosts']);

/**
 * The `when … then score` arms of a CASE giving the best score among the short fields row `s`
 * matches, best first (SQL).
 */
export function shortFieldScores(term: SearchTerm, row = 's'): SQL {
  const arms = SEARCH_FIELDS.map(
    ({ field, score }) =>
      sql`when ${fieldMatches(field, term, 'pattern', row)} then ${sql.raw(String(score))}`,
  );
  return sql.join(arms, sql` `);
}

/** The sample's best matches and what they tell (planSearch). */
export type Sample = SampleFindings & {
  /** The ids of the sample's best `limit` matches. */
  best: string[];
  /** The order keys of the sample's last event: a search goes on after it. */
  last: { date: string; time: string; id: string } | null;
};

type SampleRow = {
  best: string[] | string;
  threshold: number | null;
  walked: number;
  lastDate: string | null;
  lastTime: string | null;
  lastId: string | null;
  lastDatePoints: number | null;
} & Record<SearchField, number>;

/**
 * The first statement of a search (ADR 39): the soonest `size` upcoming events, read in date
 * order and matched against the term in every short field at once. A series counts once, at
 * its first date in the sample, which is its next date from today. It answers the best `limit`
 * of them, the score of the last of those, how far the sample reached, and how many events
 * matched each field.
 *
 * Its text never changes with the term, so PostgreSQL plans it once per connection; the sizes
 * are written into it, as a plan cannot tell a walk that stops at 1,000 from one of a tenth of
 * the table.
 */
export async function readSample(
  db: Database,
  term: SearchTerm,
  today: string,
  size: number,
  limit: number,
): Promise<Sample> {
  const day = sql`${today}::date`;
  // SQL text for every short field, by its name in the sample.
  const eachField = (render: (name: string, score: number) => string, separator: string) =>
    sql.raw(SEARCH_FIELDS.map(({ field, score }) => render(`"${field}"`, score)).join(separator));
  // Compared with strpos, not patterns: the same answer for a plain substring, and it needs no
  // escaping; the sample reads every one of its rows anyway.
  const matchedColumns = sql.join(
    SEARCH_FIELDS.map(
      ({ field }) => sql`${fieldMatches(field, term, 'plain')} as ${sql.raw(`"${field}"`)}`,
    ),
    sql`, `,
  );
  const whole = (n: number) => sql.raw(String(Math.trunc(n)));
  const [row] = await runQuery<SampleRow>(
    db,
    sql`
    with walked as (
      select s.event_id, s.start_date, s.start_time, s.series_id, ${matchedColumns},
        ${datePoints(sql`s.start_date`, day)} as points
      from event_search s
      where s.start_date >= ${day} and ${notSuspendedSql('s.user_id')}
      order by s.start_date, s.start_time, s.event_id
      limit ${whole(size)}),
    sampled as (
      select w.*, row_number() over (partition by coalesce(w.series_id, w.event_id)
        order by w.start_date, w.start_time, w.event_id) as nth
      from walked w),
    best as (
      select event_id, case ${eachField((name, score) => `when ${name} then ${score}`, ' ')} end
        + points as score
      from sampled where nth = 1 and (${eachField((name) => name, ' or ')})
      order by score desc, start_date, start_time, event_id
      limit ${whole(limit)}),
    last as (
      select w.start_date, w.start_time, w.event_id, w.points from walked w
      order by w.start_date desc, w.start_time desc, w.event_id desc limit 1)
    select
      (select coalesce(array_agg(event_id), '{}') from best) as best,
      (select min(score) from best having count(*) = ${whole(limit)}) as threshold,
      (select count(*)::int from walked) as walked,
      last.start_date::text as "lastDate", last.start_time::text as "lastTime",
      last.event_id as "lastId", last.points as "lastDatePoints", m.*
    from (select ${eachField((name) => `count(*) filter (where ${name})::int as ${name}`, ', ')}
          from sampled where nth = 1) m
      left join last on true`,
    { prepare: true },
  );
  const found = row!;
  return {
    best: typeof found.best === 'string' ? parseUuidArray(found.best) : found.best,
    threshold: found.threshold === null ? null : Number(found.threshold),
    walked: Number(found.walked),
    lastDatePoints: Number(found.lastDatePoints ?? 0),
    counts: Object.fromEntries(
      SEARCH_FIELDS.map(({ field }) => [field, Number(found[field])]),
    ) as Record<SearchField, number>,
    last:
      found.lastDate === null || found.lastTime === null || found.lastId === null
        ? null
        : { date: found.lastDate, time: found.lastTime, id: found.lastId },
  };
}

/** `{a,b}` as PostgreSQL writes a uuid[] in text: ids hold no commas, quotes or braces. */
function parseUuidArray(text: string): string[] {
  const inner = text.slice(1, -1);
  return inner === '' ? [] : inner.split(',');
}

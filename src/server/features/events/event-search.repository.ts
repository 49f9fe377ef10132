import { sql, type SQL } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client';
import { NAME_SEPARATOR } from '../../db/schema/event-search';
import { runQuery } from '../../db/statements';
import { notSuspendedSql } from '../../db/suspended-accounts';
import type { CardRow } from './event-rows';
import { CARD_COLUMNS, FROM_EVENTS_WITH_HOST } from './event-rows';
import { bound, nextOfItsSeriesInSearch, publicFrom } from './event-search-rows';
import {
  DESCRIPTION_SCORE,
  SEARCH_FIELDS,
  planSearch,
  type Road,
  type SearchPlan,
} from './event-search-plan';
import {
  datePoints,
  fieldMatches,
  readSample,
  shortFieldScores,
  type Sample,
  type SearchTerm,
} from './event-search-sample';

/** How many of the soonest upcoming events a search reads first (ADR 39). */
export const SEARCH_SAMPLE = 300;

export type SearchOptions = {
  /** How many events the first statement reads; tests make it small to take every road. */
  sampleSize?: number;
  /** Told what the sample found and which way the search went on (tests). */
  onPlan?: (plan: SearchPlan, sample: Sample) => void;
};

/**
 * One API call answers a search (spec 01 §9): published events from today whose title,
 * subtitle, venue, city, category, tag names, host or co-host name or description contain the
 * term, ranked by the score table plus up to 10 points for events in the next 30 days.
 *
 * It reads `event_search` (ADR 35): a narrow row of each public event, with every text lower-cased
 * and the names it is found by on the row, so neither past events nor wide rows are read. Two
 * statements (ADR 39): the first reads the soonest upcoming events (readSample) and scores them;
 * planSearch then tells which fields a later event could still win by, and the second looks for
 * those alone after the sample (walking on in date order in a field the term was common in, the
 * rare ones together through their trigram indexes), scores every candidate and reads the cards.
 * The result is exact: see planSearch for the fields left; for each field walked, an event in the
 * results is among the `limit` earliest events matching its best field, because every earlier
 * event matching that field scores at least as high and ranks first on a tie; the rare fields'
 * arm keeps their `limit` best by score, for the same reason.
 */
export async function searchEventCards(
  db: Database,
  /** Trimmed and lower-cased, as searchTermSchema leaves it. */
  lower: string,
  today: string,
  limit: number,
  { sampleSize = SEARCH_SAMPLE, onPlan }: SearchOptions = {},
): Promise<Array<CardRow & { score: number }>> {
  const escaped = lower.replace(/[\\%_]/g, '\\$&');
  // Matched against text PostgreSQL lower-cased, so the term is lower-cased by it too: both
  // sides agree on every letter (what `ilike` did).
  const term: SearchTerm = {
    pattern: sql`lower(${`%${escaped}%`})`,
    prefix: sql`lower(${`${escaped}%`})`,
    plain: sql`lower(${lower})`,
    // Names are joined by a separator on the row; a term holding it matches no name.
    namesCanMatch: !lower.includes(NAME_SEPARATOR),
  };
  const sample = await readSample(db, term, today, sampleSize, limit);
  const plan = planSearch(sample, sampleSize);
  onPlan?.(plan, sample);

  const from = bound(publicFrom, sql`${today}::date`);
  const last = sample.last;
  const after = last
    ? sql`(s.start_date, s.start_time, s.event_id) > (${last.date}::date, ${last.time}::time, ${last.id}::uuid)`
    : sql`true`;
  const fieldsBy = (road: Road) =>
    SEARCH_FIELDS.filter(({ field }) =>
      plan.beyond.some((f) => f.field === field && f.road === road),
    );
  const points = datePoints(sql`s.start_date`, sql`${today}::date`);
  const whole = sql.raw(String(limit));
  // A field the term is common in: its `limit` earliest matches, walking the date order.
  const arms: SQL[] = fieldsBy('walk').map(
    ({ field }) =>
      sql`(select s.event_id from ${from} and ${after} and ${fieldMatches(field, term, 'plain')}
           order by s.start_date, s.start_time, s.event_id limit ${whole})`,
  );
  // The fields it is rare in, together: every match, through their trigram indexes at once
  // (one bitmap), and the `limit` best of them by those fields alone. Exact: an event left out
  // has `limit` events before it on scores no higher than their real ones.
  const rare = fieldsBy('index');
  if (rare.length > 0) {
    const matches = rare.map(({ field }) => fieldMatches(field, term, 'pattern'));
    const scores = rare.map(
      ({ score }, i) => sql`when ${matches[i]} then ${sql.raw(String(score))}`,
    );
    arms.push(sql`(select s.event_id from ${from} and ${after} and (${sql.join(matches, sql` or `)})
      order by case ${sql.join(scores, sql` `)} end + ${points} desc,
        s.start_date, s.start_time, s.event_id
      limit ${whole})`);
  }
  const inDescription = {
    indexed: sql`d.description like ${term.pattern}`,
    scanned: sql`strpos(d.description, ${term.plain}) > 0`,
  };
  if (plan.descriptions) arms.push(...descriptionArms(sql`${today}::date`, inDescription, limit));
  const found = sql`select unnest(${`{${sample.best.join(',')}}`}::uuid[]) as event_id`;

  // The score is that of the best matching field; the fields are tried best first, so a long
  // description is only read for events that match nothing better.
  const rows = await runQuery<CardRow & { score: number | string }>(
    db,
    sql`
    with ${plan.descriptions ? sql`${descriptionSample(sql`${today}::date`, inDescription.scanned)},` : sql``}
    candidates as (${sql.join([found, ...arms], sql` union `)}),
    ranked as (
      select s.event_id, s.start_date, s.start_time,
        case ${shortFieldScores(term)}
          when exists (select 1 from event_search_descriptions d
                       where d.event_id = s.event_id and ${inDescription.scanned})
            then ${sql.raw(String(DESCRIPTION_SCORE))}
          else 0
        end + ${points} as score
      from candidates c join event_search s on s.event_id = c.event_id
      order by score desc, s.start_date, s.start_time, s.event_id
      limit ${whole})
    select ${sql.raw(CARD_COLUMNS)}, r.score
    ${sql.raw(FROM_EVENTS_WITH_HOST)} join ranked r on r.event_id = e.id
    order by r.score desc, r.start_date, r.start_time, r.event_id`,
    { prepare: true },
  );
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

// How many of the earliest upcoming events are read first to judge how common a term is in
// descriptions, and how many of them must match for the rest to be read in date order too.
const DESCRIPTION_SAMPLE = 100;

const COMMON_IN_SAMPLE = 3;

/** Public descriptions from `today`, each with its event's row `s` for the public conditions. */
function descriptionsFrom(today: SQL): SQL {
  return sql`event_search_descriptions d join event_search s on s.event_id = d.event_id
    where d.start_date >= ${today} and s.start_date >= ${today}
      and ${notSuspendedSql('s.user_id')} and ${bound(nextOfItsSeriesInSearch, today)}`;
}

/**
 * The earliest upcoming events, read in date order, each with whether its description matches.
 * PostgreSQL keeps no statistics on values over 1 kB, so on long descriptions it cannot tell a
 * common word from a rare one by itself, and would read every match of a common word through the
 * trigram index when walking the date order finds the first matches within a hundred rows (ADR
 * 14). This sample tells it which.
 */
function descriptionSample(today: SQL, inDescription: SQL): SQL {
  return sql`description_sample as (
      select d.event_id, d.start_date, d.start_time, ${inDescription} as hit
      from ${descriptionsFrom(today)}
      order by d.start_date, d.start_time, d.event_id limit ${DESCRIPTION_SAMPLE}),
    description_hits as (select count(*) filter (where hit) as n from description_sample)`;
}

/**
 * The `limit` earliest upcoming events whose description contains the term, by whichever way is
 * cheap for how common the term is (see descriptionSample): from the sample itself when it holds
 * enough; by walking the date order when the term is common (~50 ÷ share of events matching rows
 * read); through the trigram index when it is rare (as many rows as match). Only one of the last
 * two runs: the other's condition on the sample is false before it starts.
 */
function descriptionArms(
  today: SQL,
  inDescription: { indexed: SQL; scanned: SQL },
  limit: number,
): SQL[] {
  const hits = sql`(select n from description_hits)`;
  return [
    sql`(select event_id from description_sample where hit
         order by start_date, start_time, event_id limit ${limit})`,
    // `strpos` has no index and a default estimate of a third of the rows, so the planner walks
    // the date-ordered index here, checking descriptions until it has `limit` of them.
    sql`(select d.event_id from ${descriptionsFrom(today)} and ${inDescription.scanned}
           and ${hits} >= ${COMMON_IN_SAMPLE} and ${hits} < ${limit}
         order by d.start_date, d.start_time, d.event_id limit ${limit})`,
    sql`(select d.event_id from ${descriptionsFrom(today)} and ${inDescription.indexed}
           and ${hits} < ${COMMON_IN_SAMPLE}
         order by d.start_date, d.start_time, d.event_id limit ${limit})`,
  ];
}

/**
 * The daily roll-over (ADR 35): the rows of dates before `today` leave `event_search`, so its
 * indexes hold what is to come, not history, and their dates leave the categories' counts. Nothing depends on it for correctness: every read
 * asks for dates from today, so an event leaves the results at midnight without this write.
 */
export async function forgetPastSearchRows(db: Database, today: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rows = await runQuery<{ n: number }>(
      tx,
      sql`with gone as (delete from event_search where start_date < ${today}::date returning 1)
          select count(*)::int as n from gone`,
    );
    // Then the counts: past dates go, and the changes written since the last roll-over are
    // folded into one row a date and category. A write meanwhile adds rows this does not see,
    // and they stay.
    await tx.execute(sql`
      with gone as (delete from event_category_days returning start_date, category_id, events)
      insert into event_category_days (start_date, category_id, events)
      select start_date, category_id, sum(events)::int from gone
      where start_date >= ${today}::date
      group by start_date, category_id having sum(events) <> 0`);
    return rows[0]?.n ?? 0;
  });
}

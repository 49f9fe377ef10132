import { sql, type SQL } from 'drizzle-orm';
import { type Database } from '../../db/client';
import { runQuery, runStatement, statement } from '../../db/statements';
import { notSuspendedSql } from '../../db/suspended-accounts';
import type { CardRow } from './event-rows';
import { CARD_COLUMNS, FROM_EVENTS_WITH_HOST, coHostedBy, nextOfItsSeriesSql } from './event-rows';

// The categories, tags and hosts whose names contain the term. Fixed text, so prepared: its
// generic plan uses the same trigram indexes as a plan made for the term (checked with EXPLAIN).
// An accepted co-host hosts an event as much as its owner does: `cohosted` is the events of the
// matched hosts' co-hosting.
const searchLookup = statement<{
  categories: number[];
  tags: number[];
  hosts: string[];
  cohosted: string[];
}>(
  'search_lookup',
  `with hosts as (
     select id from profiles where (first_name || ' ' || last_name) ilike $1
       and suspended_at is null
     union select id from profiles where coalesce(display_name, '') ilike $1
       and suspended_at is null)
   select
     array(select id from event_categories where name ilike $1) as categories,
     array(select id from tags where name ilike $1) as tags,
     array(select id from hosts) as hosts,
     ${coHostedBy('array(select id from hosts)')} as cohosted`,
);

/**
 * One API call answers a search (spec 01 §9): published events from today whose title,
 * subtitle, venue, city, category, tag names, host or co-host name or description contain the
 * term, ranked by the score table plus up to 10 points for events in the next 30 days.
 *
 * Scoring every match of a common word would read most of the table, so candidates are drawn
 * per field instead (ADR 6): for each field, the `limit` earliest events matching it (each arm an
 * index scan: trigram GIN, array GIN or the date-ordered public index). The result is still exact:
 * an event in the top `limit` is among the `limit` earliest events matching its best field,
 * because every earlier event matching that field scores at least as high and ranks first on a tie.
 */
export async function searchEventCards(
  db: Database,
  /** Trimmed and lower-cased, as searchTermSchema leaves it. */
  lower: string,
  today: string,
  limit: number,
): Promise<Array<CardRow & { score: number }>> {
  const escaped = lower.replace(/[\\%_]/g, '\\$&');
  const pattern = `%${escaped}%`;
  const prefix = `${escaped}%`;

  const [matched] = await runStatement(db, searchLookup, [pattern]);
  const categories = matched?.categories ?? [];
  const tagIds = matched?.tags ?? [];
  const hosts = matched?.hosts ?? [];
  const cohosted = matched?.cohosted ?? [];

  // A series is found once, at its next date (issue 23).
  const published = sql`is_draft = false and start_date >= ${today}::date and cancelled_at is null
    and ${notSuspendedSql('user_id')}
    and ${nextOfItsSeriesSql('events', sql`${today}::date`)}`;
  const arm = (condition: SQL) =>
    sql`(select id from events where ${published} and ${condition} order by start_date, start_time, id limit ${limit})`;
  // Descriptions are matched on their lower-cased copy, against the term lower-cased by
  // PostgreSQL itself so both sides agree on every letter: with `like` where the trigram index
  // should serve, with `strpos` (the same test, which no index serves) where it should not.
  const inDescription = {
    indexed: sql`description_search like lower(${pattern})`,
    scanned: sql`strpos(description_search, lower(${lower})) > 0`,
  };
  const arms: SQL[] = [
    arm(sql`lower(title) like ${prefix}`),
    arm(sql`title ilike ${pattern}`),
    arm(sql`subtitle ilike ${pattern}`),
    arm(sql`location_city ilike ${pattern}`),
    arm(sql`location_venue ilike ${pattern}`),
    ...descriptionArms(published, inDescription, limit),
  ];
  if (categories.length > 0) arms.push(arm(sql`category_ids && ${sql.param(categories)}::int[]`));
  if (tagIds.length > 0) arms.push(arm(sql`event_type_ids && ${sql.param(tagIds)}::int[]`));
  if (hosts.length > 0) arms.push(arm(sql`user_id = any(${sql.param(hosts)}::uuid[])`));
  if (cohosted.length > 0) arms.push(arm(sql`id = any(${sql.param(cohosted)}::uuid[])`));

  // The score is that of the best matching field; the fields are tried best first, so a long
  // description is only read for events that match nothing better.
  const rows = await runQuery<CardRow & { score: number | string }>(
    db,
    sql`
    with ${descriptionSample(published, inDescription.scanned)},
    candidates as (${sql.join(arms, sql` union `)})
    select ${sql.raw(CARD_COLUMNS)},
      case
        when lower(e.title) like ${prefix} then 100
        when e.title ilike ${pattern} then 80
        when e.category_ids && ${sql.param(categories)}::int[] then 70
        when e.event_type_ids && ${sql.param(tagIds)}::int[] then 65
        when e.user_id = any(${sql.param(hosts)}::uuid[])
          or e.id = any(${sql.param(cohosted)}::uuid[]) then 60
        when e.location_city ilike ${pattern} then 50
        when e.location_venue ilike ${pattern} then 45
        when e.subtitle ilike ${pattern} then 30
        when strpos(e.description_search, lower(${lower})) > 0 then 20
        else 0
      end
      + case when e.start_date <= ${today}::date + 30
             then round(10.0 * (30 - (e.start_date - ${today}::date)) / 30)::int else 0 end as score
    ${sql.raw(FROM_EVENTS_WITH_HOST)} join candidates c on c.id = e.id
    order by score desc, e.start_date, e.start_time, e.id
    limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

// How many of the earliest upcoming events are read first to judge how common a term is in
// descriptions, and how many of them must match for the rest to be read in date order too.
const DESCRIPTION_SAMPLE = 100;

const COMMON_IN_SAMPLE = 3;

/**
 * The earliest upcoming events, read in date order, each with whether its description matches.
 * PostgreSQL keeps no statistics on values over 1 kB, so on long descriptions it cannot tell a
 * common word from a rare one by itself, and would read every match of a common word through the
 * trigram index (53,000 rechecks, ~1 s, for a word in half of 100,000 descriptions) when walking
 * the date order finds the first matches within a hundred rows. This sample tells it which.
 */
function descriptionSample(published: SQL, inDescription: SQL): SQL {
  return sql`description_sample as (
      select id, start_date, start_time, ${inDescription} as hit from events where ${published}
      order by start_date, start_time, id limit ${DESCRIPTION_SAMPLE}),
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
  published: SQL,
  inDescription: { indexed: SQL; scanned: SQL },
  limit: number,
): SQL[] {
  const hits = sql`(select n from description_hits)`;
  return [
    sql`(select id from description_sample where hit order by start_date, start_time, id limit ${limit})`,
    // `strpos` has no index and a default estimate of a third of the rows, so the planner walks
    // the date-ordered index here, checking descriptions until it has `limit` of them.
    sql`(select id from events
         where ${published} and ${inDescription.scanned}
           and ${hits} >= ${COMMON_IN_SAMPLE} and ${hits} < ${limit}
         order by start_date, start_time, id limit ${limit})`,
    sql`(select id from events
         where ${published} and ${inDescription.indexed} and ${hits} < ${COMMON_IN_SAMPLE}
         order by start_date, start_time, id limit ${limit})`,
  ];
}

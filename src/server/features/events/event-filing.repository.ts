import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

/**
 * How events are filed under the catalogue's categories, tags and facts, for the catalogues feature
 * (composition/ hands these in): how many use each, and moving them when a super admin renames or
 * merges one. Each write takes the transaction the catalogue change runs in.
 */

/** How many events (drafts included) list each id in the int[] column `list`, by id. */
async function eventsPerId(
  db: Database,
  list: 'category_ids' | 'event_type_ids' | 'fact_ids',
): Promise<Map<number, number>> {
  const rows = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`
      select item as id, count(*)::int as n
      from events cross join lateral unnest(${sql.raw(list)}) as item
      group by item`),
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/** Events (drafts included) filed under each category, by category id. */
export const eventsPerCategory = (db: Database) => eventsPerId(db, 'category_ids');

/** Events (drafts included) carrying each tag, by tag id. */
export const eventsPerTag = (db: Database) => eventsPerId(db, 'event_type_ids');

/** Events (drafts included) carrying each fact of what to expect, by fact id (issue 25). */
export const eventsPerFact = (db: Database) => eventsPerId(db, 'fact_ids');

/** Whether an event names this category, by its id in either column or by its name. */
const filedUnder = (category: { id: number; name: string }) => sql`(
  category_ids @> array[${category.id}::int]
  or category_id = ${category.id}::int
  or category_names @> array[${category.name}::text]
  or category = ${category.name}::text)`;

/** How many events (drafts included) name this category in any of their category columns. */
export async function countEventsFiledUnder(
  db: Database,
  category: { id: number; name: string },
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from events where ${filedUnder(category)}`),
  );
  return Number(row?.n ?? 0);
}

/** How many events (drafts included) carry this tag. */
export async function countEventsTagged(db: Database, tagId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from events where event_type_ids @> array[${tagId}::int]`,
    ),
  );
  return Number(row?.n ?? 0);
}

/**
 * `list` with every `from` replaced by `to` and each value kept once, at its first place (SQL).
 * `cast` is the array's element type.
 */
const replaced = (list: string, from: unknown, to: unknown, cast: 'int' | 'text') => sql`array(
  select value from (
    select case when item = ${from}::${sql.raw(cast)} then ${to}::${sql.raw(cast)} else item end
      as value, min(position) as first
    from unnest(${sql.raw(list)}) with ordinality as u(item, position)
    group by 1) as kept
  order by first)`;

/**
 * Every event that names the category `from` names `to` instead, in all four category columns
 * (category_ids, category_id, category_names, category), each listing it once. A merge moves
 * events from one category to another; a rename is the same category under a new name. Answers
 * how many events changed.
 */
export async function refileEvents(
  tx: Database,
  from: { id: number; name: string },
  to: { id: number; name: string },
): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update events set
        category_ids = ${replaced('category_ids', from.id, to.id, 'int')},
        category_id = case when category_id = ${from.id}::int then ${to.id}::int
                      else category_id end,
        category_names = ${replaced('category_names', from.name, to.name, 'text')},
        category = case when category = ${from.name}::text then ${to.name}::text
                   else category end,
        updated_at = now()
      where ${filedUnder(from)}
      returning id`),
  );
  return rows.length;
}

/** Every event carrying the tag `fromId` carries `toId` instead, once. Answers how many changed. */
export async function retagEvents(tx: Database, fromId: number, toId: number): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update events set
        event_type_ids = ${replaced('event_type_ids', fromId, toId, 'int')},
        updated_at = now()
      where event_type_ids @> array[${fromId}::int]
      returning id`),
  );
  return rows.length;
}

/** How many events (drafts included) carry this fact of what to expect. */
export async function countEventsWithFact(db: Database, factId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from events where fact_ids @> array[${factId}::int]`,
    ),
  );
  return Number(row?.n ?? 0);
}

/**
 * A fact about to be deleted leaves every event that carries it and every space that offers it
 * to new events, in the transaction of the deletion. Answers how many of each changed.
 */
export async function dropFact(
  tx: Database,
  factId: number,
): Promise<{ events: number; spaces: number }> {
  const events = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update events set fact_ids = array_remove(fact_ids, ${factId}::int), updated_at = now()
      where fact_ids @> array[${factId}::int]
      returning id`),
  );
  const spaces = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update facilitator_spaces set
        default_fact_ids = array_remove(default_fact_ids, ${factId}::int), updated_at = now()
      where default_fact_ids @> array[${factId}::int]
      returning id`),
  );
  return { events: events.length, spaces: spaces.length };
}

import { asc, inArray } from 'drizzle-orm';
import type { EventFact } from '../../../shared/events/event-facts';
import type { Database } from '../../db/client';
import { factKindRankSql } from '../../db/fact-order';
import { eventFacts } from '../../db/schema/events';

/** What to expect at events (issue 25): the catalogue as events read it. */

const KIND_ORDER = factKindRankSql(eventFacts.kind);

const factColumns = {
  id: eventFacts.id,
  kind: eventFacts.kind,
  name: eventFacts.name,
  icon: eventFacts.icon,
};

/** Every fact, by kind, then in the order super admins give them. */
export async function allFacts(db: Database): Promise<EventFact[]> {
  return db
    .select(factColumns)
    .from(eventFacts)
    .orderBy(KIND_ORDER, asc(eventFacts.sortOrder), asc(eventFacts.id));
}

/** The facts of these ids that exist, in the catalogue's order. */
export async function findFacts(db: Database, ids: readonly number[]): Promise<EventFact[]> {
  if (ids.length === 0) return [];
  return db
    .select(factColumns)
    .from(eventFacts)
    .where(inArray(eventFacts.id, [...ids]))
    .orderBy(KIND_ORDER, asc(eventFacts.sortOrder), asc(eventFacts.id));
}

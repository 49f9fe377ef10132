import { sql, type Column, type SQL } from 'drizzle-orm';
import { FACT_KINDS } from '../../shared/events/event-facts';

/**
 * The catalogue's order of what to expect (issue 25): by kind, in FACT_KINDS' order (the order
 * the event page shows them), then the super admins' order. SQL text for hand-written queries.
 */
const KINDS = `array[${FACT_KINDS.map((kind) => `'${kind}'`).join(', ')}]`;

/** Where the kind in `column` stands among FACT_KINDS (SQL text). */
export const factKindRank = (column: string) => `array_position(${KINDS}, ${column})`;

/** The same for Drizzle's queries. */
export const factKindRankSql = (column: Column): SQL =>
  sql`array_position(${sql.raw(KINDS)}, ${column})`;

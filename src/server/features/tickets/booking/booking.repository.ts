import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { facilitatorSpaces } from '../../../db/schema/spaces';
import { eventTicketing } from '../../../db/schema/tickets';
import { notSuspendedSql } from '../../../db/suspended-accounts';
import { ORDER_EVENT_COLUMNS } from '../kernel/ticketing.repository';

/**
 * Everything a booking reads of its event before it takes places, in one statement: the event
 * (whose it is, whether it is public, when and where it is, for the order it answers with), its
 * booking settings (null: not booked on Kindred), its host's platform fee, and whether holds
 * have run out that must give their places back first. Undefined when there is no such event.
 */
export async function findBookingContext(db: Database, eventId: string) {
  const [row] = await db
    .select({
      event: {
        ...ORDER_EVENT_COLUMNS,
        userId: events.userId,
        isDraft: events.isDraft,
        isExternal: events.isExternal,
        cancelledAt: events.cancelledAt,
        ownerActive: sql<boolean>`${notSuspendedSql(events.userId)}`,
      },
      ticketing: eventTicketing,
      feeOverridePence: sql<
        number | null
      >`round(${facilitatorSpaces.platformFeeOverride} * 100)::int`,
      holdsRanOut: sql<boolean>`exists (select 1 from orders o where o.event_id = ${events.id} and o.status = 'held' and o.expires_at < now())`,
    })
    .from(events)
    .leftJoin(eventTicketing, eq(eventTicketing.eventId, events.id))
    .leftJoin(facilitatorSpaces, eq(facilitatorSpaces.userId, events.userId))
    .where(eq(events.id, eventId));
  return row;
}

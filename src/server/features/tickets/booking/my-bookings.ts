import { eventPath } from '../../../../shared/events/event-slug';
import type { MyOrders } from '../../../../shared/tickets/waitlist-schemas';
import type { Database } from '../../../db/client';
import type { SignedInViewer } from '../../../lib/viewer';
import { attachGuestOrders, listOrdersOf } from './my-bookings.repository';

/** The signed-in guest's bookings on their profile: upcoming (soonest first) or past. */
export async function myBookings(
  db: Database,
  viewer: SignedInViewer,
  query: { when: 'upcoming' | 'past'; limit: number; offset: number },
): Promise<MyOrders> {
  const rows = await listOrdersOf(db, viewer.userId, { ...query, limit: query.limit + 1 });
  const now = new Date();
  return {
    orders: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      event: {
        id: row.eventId,
        title: row.title,
        path: eventPath({ id: row.eventId, title: row.title }),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      },
      tickets: row.tickets,
      totalPence: row.totalPence,
      cancellable:
        (row.status === 'confirmed' || row.status === 'awaiting_payment') && row.startsAt > now,
    })),
    more: rows.length > query.limit,
  };
}

/**
 * Someone confirmed an account with this e-mail: the bookings they made under it without one
 * become theirs, to see on their profile and open without the e-mail's link.
 */
export function attachGuestBookings(db: Database, userId: string, email: string) {
  return attachGuestOrders(db, userId, email);
}

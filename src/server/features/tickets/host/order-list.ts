import {
  type HostOrdersPage,
  type HostOrdersQuery,
} from '../../../../shared/tickets/host-order-schemas';
import { type Database } from '../../../db/client';
import type { SignedInViewer } from '../../../lib/viewer';
import { findHostOrderEvents, findHostOrders, findLinesOf } from './host-orders.repository';
import {
  encodeCursor,
  expiredCursor,
  keysetPage,
  newestFirstCursor,
} from '../../../lib/keyset-cursor';
import type { HostOrderLinks } from './managed-event';
import { scopeOf } from './managed-event';

export const ORDERS_PAGE_SIZE = 25;

const expiredOrdersCursor = () => expiredCursor('orders');

function encodeOrdersCursor(row: { sortValue: string; id: string }): string {
  return encodeCursor([row.sortValue, row.id]);
}

/** The orders of every event the host runs, newest first, a page at a time. */
export async function listHostOrders(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  query: HostOrdersQuery,
): Promise<HostOrdersPage> {
  const scope = await scopeOf(links, viewer);
  const [rows, events] = await Promise.all([
    findHostOrders(db, {
      ...scope,
      eventId: query.event,
      status: query.status,
      term: query.q || undefined,
      after: newestFirstCursor(query.cursor, expiredOrdersCursor),
      limit: ORDERS_PAGE_SIZE + 1,
    }),
    findHostOrderEvents(db, scope),
  ]);
  const { page, nextCursor } = keysetPage(rows, ORDERS_PAGE_SIZE, encodeOrdersCursor);
  const lines = await findLinesOf(
    db,
    page.map((row) => row.id),
  );
  return {
    orders: page.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      status: row.status,
      totalPence: row.totalPence,
      createdAt: row.createdAt.toISOString(),
      event: { id: row.eventId, title: row.eventTitle, startsAt: row.eventStartsAt.toISOString() },
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map(({ ticketName, quantity }) => ({ ticketName, quantity })),
    })),
    nextCursor,
    events: events.map((e) => ({ id: e.id, title: e.title, startsAt: e.startsAt.toISOString() })),
  };
}

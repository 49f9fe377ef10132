import {
  type EventWaitlist,
  type WaitlistEntry,
} from '../../../../shared/tickets/waitlist-schemas';
import { type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { findBookableEvent, findTicketing, listTicketTypes } from '../kernel/ticketing.repository';
import { findEntry, findLiveEntriesOf, positionOf } from './waitlist.repository';
import { eventCancelled, eventNotFound } from '../kernel/access';
import { bookableEventOfPage, ticketingOfPage } from '../kernel/page-reads';

/** A person's places on an event's waitlists, as they see them, and the checks every waitlist step shares. */

export const entryNotFound = () => new AppError('NOT_FOUND', 'Waitlist place not found');

/** Who an entry and its order are for: the signed-in person, by their account. */
export function personOf(viewer: SignedInViewer) {
  const name = `${viewer.profile.firstName} ${viewer.profile.lastName}`.trim();
  return { userId: viewer.userId, name: name || viewer.email, email: viewer.email };
}

/** The ticket types and settings of a public, hosted event that takes bookings now. */
export async function openEventTickets(db: Database, eventId: string) {
  const event = await findBookableEvent(db, eventId);
  if (!event || event.isDraft || !event.ownerActive || event.isExternal) throw eventNotFound();
  if (event.cancelledAt) throw eventCancelled();
  if (event.startsAt <= new Date())
    throw new AppError('CONFLICT', 'Bookings for this event have closed.');
  const [types, ticketing] = await Promise.all([
    listTicketTypes(db, eventId),
    findTicketing(db, eventId),
  ]);
  return { types, ticketing };
}

async function toEntry(db: Database, row: Awaited<ReturnType<typeof findLiveEntriesOf>>[number]) {
  const { entry, orderStatus, orderTotalPence, orderExpiresAt } = row;
  // An offer paid or reserved (by card, or the host marking it paid) is a place booked.
  const offerLive = entry.status === 'offered' && orderStatus === 'held';
  const booked =
    entry.status === 'claimed' ||
    (entry.status === 'offered' &&
      (orderStatus === 'confirmed' || orderStatus === 'awaiting_payment'));
  if (entry.status === 'offered' && !offerLive && !booked) return null;
  // A sold-out ticket's places, once booked, are an ordinary booking; a free place stays shown.
  if (booked && entry.kind === 'places') return null;
  const status: WaitlistEntry['status'] = booked ? 'claimed' : offerLive ? 'offered' : 'waiting';
  if (!booked && !offerLive && entry.status !== 'waiting') return null;
  return {
    id: entry.id,
    kind: entry.kind,
    ticketTypeId: entry.ticketTypeId,
    quantity: entry.quantity,
    status,
    position: status === 'waiting' ? await positionOf(db, entry) : null,
    orderId: status === 'waiting' ? null : entry.orderId,
    offerExpiresAt: offerLive ? (orderExpiresAt?.toISOString() ?? null) : null,
    offerTotalPence: offerLive ? orderTotalPence : null,
  } satisfies WaitlistEntry;
}

/** The event page's waitlist part: places paid forward, and the viewer's places in line. */
export async function eventWaitlist(
  db: Database,
  viewer: SignedInViewer | null,
  eventId: string,
): Promise<EventWaitlist> {
  const event = await bookableEventOfPage(db, eventId);
  if (!event || event.isDraft || !event.ownerActive || event.isExternal) throw eventNotFound();
  const ticketing = await ticketingOfPage(db, eventId);
  const rows = viewer ? await findLiveEntriesOf(db, eventId, viewer.userId) : [];
  const entries: WaitlistEntry[] = [];
  for (const row of rows) {
    const entry = await toEntry(db, row);
    if (entry) entries.push(entry);
  }
  return { eventId, giftedPlaces: ticketing?.giftedPlaces ?? 0, entries };
}

/** The viewer's own entry, or "not found" for anyone else's. */
export async function ownEntry(db: Database, viewer: SignedInViewer, entryId: string) {
  const entry = await findEntry(db, entryId);
  if (!entry || entry.userId !== viewer.userId) throw entryNotFound();
  return entry;
}

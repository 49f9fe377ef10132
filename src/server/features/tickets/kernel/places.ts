/**
 * The pricing and capacity rules every ticket use case shares, in one place (issue 22): how many
 * places are left, and the platform fee on each paid ticket.
 */
import { DEFAULT_PLATFORM_FEE } from '../../../../shared/spaces/platform-fee';
import type { Database } from '../../../db/client';
import { findFeePerTicketPence } from './ticketing.repository';

type TypeCount = { kind: string; quantity: number | null; taken: number };
type EventCount = { capacity: number | null; placesTaken: number };

/** Places left of the event as a whole; null when it has no capacity. */
export function eventPlacesLeft(event: EventCount): number | null {
  return event.capacity === null ? null : event.capacity - event.placesTaken;
}

/**
 * Places left of a ticket type now: its own and the event's, whichever is fewer; null when
 * neither is limited. A pay-it-forward ticket takes no place at the event (it pays for someone
 * else's), so only its own quantity limits it.
 */
export function placesLeft(type: TypeCount, event: EventCount): number | null {
  const ofType = type.quantity === null ? null : type.quantity - type.taken;
  if (type.kind === 'pay_it_forward') return ofType;
  const ofEvent = eventPlacesLeft(event);
  if (ofType === null) return ofEvent;
  return ofEvent === null ? ofType : Math.min(ofType, ofEvent);
}

/**
 * The platform fee on each paid ticket of a host's events, in pence: their space's own
 * (`override`, in pence, set by a super admin) or the default £1 (spec 02).
 */
export function feePerTicket(override: number | null | undefined): number {
  return override ?? DEFAULT_PLATFORM_FEE * 100;
}

/** The platform fee on each paid ticket of this host's events, read from their space. */
export async function hostFeePerTicket(db: Database, hostId: string): Promise<number> {
  return feePerTicket(await findFeePerTicketPence(db, hostId));
}

import type { Database } from '../../db/client';
import type { EventRow } from './event-rows';

/** When and where an event is held: what its booked guests are told of when it changes. */
export type WhenWhere = Pick<
  EventRow,
  | 'startsAt'
  | 'endsAt'
  | 'locationType'
  | 'locationVenue'
  | 'locationCity'
  | 'locationPostcode'
  | 'onlineEventLink'
>;

/** One event (a date or a one-off) whose time or place a save changed: as it was, as it is. */
export type EventChange = { eventId: string; before: WhenWhere; after: WhenWhere };

/**
 * What the events feature needs of an event's guests (the tickets feature, handed in by
 * composition/, ADR 32): telling them of a change, whether there are any, and cancelling their
 * bookings when their date is cancelled.
 */
export type EventGuests = {
  /**
   * Tells every guest of a live booking of each changed event (a notification and an e-mail
   * with the event's calendar file), after the save has committed. Never rejects.
   */
  toldOfChanges: (changes: EventChange[]) => Promise<void>;
  /** Whether the event has bookings that hold places or were paid: it is not to be deleted. */
  hasBookings: (tx: Database, eventId: string) => Promise<boolean>;
  /**
   * Cancels every live booking of an event its host cancelled, paying back in full what was
   * paid by card, and tells each guest, with the host's message if any. Run after the event is
   * marked cancelled; a booking cancelled already is passed over, so it can be run again.
   */
  cancelBookings: (eventId: string, message: string) => Promise<void>;
};

const WHEN_WHERE_COLUMNS = [
  'locationType',
  'locationVenue',
  'locationCity',
  'locationPostcode',
  'onlineEventLink',
] as const;

/** What a guest is told of: the event's time or place, as read from its row. */
export function whenWhereOf(row: WhenWhere): WhenWhere {
  return {
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    locationType: row.locationType,
    locationVenue: row.locationVenue,
    locationCity: row.locationCity,
    locationPostcode: row.locationPostcode,
    onlineEventLink: row.onlineEventLink,
  };
}

/** Whether guests must be told: the time or the place differs (the text alone does not). */
export function changedWhenOrWhere(before: WhenWhere, after: WhenWhere): boolean {
  if (new Date(before.startsAt).getTime() !== new Date(after.startsAt).getTime()) return true;
  if (new Date(before.endsAt).getTime() !== new Date(after.endsAt).getTime()) return true;
  return WHEN_WHERE_COLUMNS.some((column) => (before[column] ?? '') !== (after[column] ?? ''));
}

import { TZDate } from '@date-fns/tz';
import { LONDON } from '../../../../shared/events/london-dates';
import { format } from 'date-fns';
import { eventPath, eventSlug } from '../../../../shared/events/event-slug';
import { formatPence } from '../../../../shared/tickets/money';
import {
  ATTENDEE_STATUS_LABELS,
  type Attendee,
  type AttendeeList,
} from '../../../../shared/tickets/host-order-schemas';
import { type Database } from '../../../db/client';
import type { SignedInViewer } from '../../../lib/viewer';
import { csvFile } from './csv';
import { findAttendees, type AttendeeRow } from './host-orders.repository';
import { findTicketing } from '../kernel/ticketing.repository';
import type { HostOrderLinks } from './managed-event';
import { managedEvent } from './managed-event';

const londonDateTime = (at: Date) => format(new TZDate(at, LONDON), 'yyyy-MM-dd HH:mm');

export function toAttendee(row: AttendeeRow, viewer: SignedInViewer): Attendee {
  const live = row.orderStatus === 'confirmed' || row.orderStatus === 'awaiting_payment';
  const status =
    row.cancelledAt !== null || !live
      ? 'cancelled'
      : row.checkedInAt !== null
        ? 'checked_in'
        : row.orderStatus === 'awaiting_payment'
          ? 'awaiting_payment'
          : 'confirmed';
  return {
    ticketId: row.ticketId,
    holderName: row.holderName,
    email: row.email,
    orderId: row.orderId,
    reference: row.reference,
    ticketTypeId: row.ticketTypeId,
    ticketName: row.ticketName,
    status,
    orderStatus: row.orderStatus,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedInBy: row.checkedInBy,
    checkedInByMe: row.checkedInById === viewer.userId,
    toPayPence: row.orderStatus === 'awaiting_payment' ? row.totalPence : 0,
    refundablePence:
      row.orderStatus === 'confirmed' && row.provider !== 'embedded'
        ? row.totalPence - row.refundedPence
        : 0,
    placesInOrder: row.placesInOrder,
    bookedAt: row.bookedAt.toISOString(),
  };
}

/** Every place at the event, one row per ticket, with the counts the door needs. */
export async function attendeeList(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<AttendeeList> {
  const event = await managedEvent(db, links, viewer, eventId);
  const [rows, ticketing] = await Promise.all([
    findAttendees(db, eventId),
    findTicketing(db, eventId),
  ]);
  const attendees = rows.map((row) => toAttendee(row, viewer));
  const types = new Map(attendees.map((a) => [a.ticketTypeId, a.ticketName]));
  return {
    event: {
      id: event.id,
      title: event.title,
      path: eventPath(event),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
    },
    counts: {
      booked: attendees.filter((a) => a.status !== 'cancelled').length,
      checkedIn: attendees.filter((a) => a.status === 'checked_in').length,
      capacity: ticketing?.capacity ?? null,
    },
    ticketTypes: [...types].map(([id, name]) => ({ id, name })),
    attendees,
  };
}

/** The attendee list as a spreadsheet: one row per place, named after the event. */
export async function attendeesCsv(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<{ filename: string; body: string }> {
  const list = await attendeeList(db, links, viewer, eventId);
  const body = csvFile(
    [
      'Name',
      'E-mail',
      'Booking reference',
      'Ticket',
      'Status',
      'Checked in (London time)',
      'Booking still to pay',
      'Booked (London time)',
    ],
    list.attendees.map((a) => [
      a.holderName,
      a.email,
      a.reference,
      a.ticketName,
      ATTENDEE_STATUS_LABELS[a.status],
      a.checkedInAt ? londonDateTime(new Date(a.checkedInAt)) : '',
      a.toPayPence > 0 ? formatPence(a.toPayPence) : '',
      londonDateTime(new Date(a.bookedAt)),
    ]),
  );
  // The event's slug without its id, as its calendar file is named.
  const words = eventSlug(list.event.title, '').replace(/-$/, '');
  return { filename: `attendees-${words || 'event'}.csv`, body };
}

import { TZDate } from '@date-fns/tz';
import { LONDON } from '../../../../shared/events/london-dates';
import { format } from 'date-fns';
import { eventPath } from '../../../../shared/events/event-slug';
import { formatPence } from '../../../../shared/tickets/money';
import {
  type Attendee,
  type CheckInInput,
  type CheckInResult,
  type TicketLookup,
} from '../../../../shared/tickets/host-order-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import { onOrderPaid } from '../kernel/order-paid';
import { mayManageEvent } from '../kernel/access';
import {
  checkInTicket,
  findAttendee,
  undoCheckIn as undoCheckInRow,
  type AttendeeRow,
} from './host-orders.repository';
import { findBookableEvent } from '../kernel/ticketing.repository';
import { moveOrder } from '../kernel/orders.repository';
import { toAttendee } from './attendees';
import type { HostOrderLinks } from './managed-event';
import { managedEvent } from './managed-event';

const londonTime = (at: Date) => format(new TZDate(at, LONDON), 'HH:mm');

const ticketNotFound = () =>
  new AppError(
    'NOT_FOUND',
    'We couldn’t find this ticket. Check the code, or look the guest up by name.',
  );

/** "Already checked in at 19:04 by Sam" (or "by you"); the time is London's. */
function alreadyCheckedIn(row: AttendeeRow, viewer: SignedInViewer): string {
  const by =
    row.checkedInById === viewer.userId
      ? ' by you'
      : row.checkedInBy
        ? ` by ${row.checkedInBy}`
        : '';
  return `Already checked in at ${londonTime(row.checkedInAt!)}${by}`;
}

const cancelledTicket = (row: AttendeeRow) =>
  new AppError(
    'CONFLICT',
    `This ticket was cancelled (booking ${row.reference} for ${row.holderName}). It does not let anyone in.`,
  );

/**
 * Checks a guest in at the door, by the code in their QR code or the ticket picked from the
 * list. One guarded UPDATE, so a second door person checking the same guest in is told who did
 * it first, and nothing is recorded twice. A booking still to pay is let in with a reminder of
 * what is owed, or, `markPaid`, marked paid in the same transaction.
 */
export async function checkIn(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
  input: CheckInInput,
): Promise<CheckInResult> {
  await managedEvent(db, links, viewer, eventId);
  const found = await findAttendee(
    db,
    input.ticketId ? { ticketId: input.ticketId } : { code: input.code! },
  );
  if (!found) throw ticketNotFound();
  if (found.eventId !== eventId)
    throw new AppError('CONFLICT', 'This ticket is for a different event. Do not let it in here.');
  const live = found.orderStatus === 'confirmed' || found.orderStatus === 'awaiting_payment';
  if (found.cancelledAt !== null || !live) throw cancelledTicket(found);

  let paidNow = false;
  const checkedIn = await inTransaction(db, async (tx) => {
    if (input.markPaid && found.orderStatus === 'awaiting_payment')
      paidNow =
        (await moveOrder(tx, found.orderId, ['awaiting_payment'], 'confirmed')) !== undefined;
    return checkInTicket(tx, eventId, found.ticketId, viewer.userId);
  });
  if (paidNow) await onOrderPaid(db, links, found.orderId);
  const now = (await findAttendee(db, { ticketId: found.ticketId }))!;
  const attendee = toAttendee(now, viewer);
  const owed =
    attendee.toPayPence > 0 ? `. Not paid yet: ${formatPence(attendee.toPayPence)} to pay` : '';
  if (checkedIn)
    return { result: 'checked_in', message: `Checked in: ${now.holderName}${owed}`, attendee };
  if (now.checkedInAt !== null)
    return {
      result: 'already_checked_in',
      message: `${alreadyCheckedIn(now, viewer)}${owed}`,
      attendee,
    };
  // Cancelled between the look and the update.
  throw cancelledTicket(now);
}

/** Takes back a check-in made by mistake. */
export async function undoCheckIn(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
  ticketId: string,
): Promise<Attendee> {
  await managedEvent(db, links, viewer, eventId);
  const found = await findAttendee(db, { ticketId });
  if (!found || found.eventId !== eventId) throw ticketNotFound();
  await undoCheckInRow(db, eventId, ticketId);
  return toAttendee((await findAttendee(db, { ticketId }))!, viewer);
}

/**
 * A ticket's page (`/t/{code}`, what its QR code opens). The event's hosts see the ticket in full
 * and can check it in; anyone else learns only which event it is for, never whose it is.
 */
export async function lookupTicket(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer | null,
  code: string,
): Promise<TicketLookup> {
  const found = await findAttendee(db, { code });
  const event = found && (await findBookableEvent(db, found.eventId));
  if (!found || !event) throw ticketNotFound();
  const summary = { id: event.id, title: event.title, path: eventPath(event) };
  if (viewer && (await mayManageEvent(db, links, viewer, event.id)))
    return { view: 'host', event: summary, attendee: toAttendee(found, viewer) };
  if (event.isDraft || !event.ownerActive) throw ticketNotFound();
  const live = found.orderStatus === 'confirmed' || found.orderStatus === 'awaiting_payment';
  return { view: 'guest', event: summary, cancelled: found.cancelledAt !== null || !live };
}

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eventPath, eventSlug } from '../../../shared/events/event-slug';
import { isUuid } from '../../../shared/ids';
import { isRealDate } from '../../../shared/input-rules';
import { formatPence } from '../../../shared/tickets/money';
import {
  ATTENDEE_STATUS_LABELS,
  MESSAGES_PER_EVENT_PER_HOUR,
  type Attendee,
  type AttendeeList,
  type AttendeeMessage,
  type CheckInInput,
  type CheckInResult,
  type HostOrdersPage,
  type HostOrdersQuery,
  type TicketLookup,
} from '../../../shared/tickets/host-order-schemas';
import type { Order } from '../../../shared/tickets/ticket-schemas';
import { inTransaction, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { QueuedMail } from '../../lib/mailer';
import { hit } from '../../lib/rate-limiter';
import type { SignedInViewer } from '../../lib/viewer';
import { onOrderPaid } from './order-paid';
import { attendeeMessageMail } from './attendee-message-mail';
import { mayManageEvent, orderView } from './booking.service';
import { csvFile } from './csv';
import {
  checkInTicket,
  findAttendee,
  findAttendees,
  findEventHead,
  findHostOrderEvents,
  findHostOrders,
  findLinesOf,
  findLiveBookings,
  undoCheckIn as undoCheckInRow,
  type AttendeeRow,
  type HostScope,
  type OrdersCursor,
} from './host-orders.repository';
import type { TicketLinks } from './tickets.links';
import { findBookableEvent, findOrder, findTicketing, moveOrder } from './tickets.repository';
import { cursorParts, encodeCursor, expiredCursor } from '../../lib/keyset-cursor';

/** What the host's side of bookings needs beyond booking's own links, handed in by `app.ts`. */
export type HostOrderLinks = TicketLinks & {
  /** The events whose co-hosting this person's space accepted (the co-hosts feature). */
  cohostedEventIds: (userId: string) => Promise<string[]>;
  queueMail: (mail: QueuedMail) => Promise<unknown>;
};

export const ORDERS_PAGE_SIZE = 25;

const LONDON = 'Europe/London';
const londonTime = (at: Date) => format(new TZDate(at, LONDON), 'HH:mm');
const londonDateTime = (at: Date) => format(new TZDate(at, LONDON), 'yyyy-MM-dd HH:mm');

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');
const ticketNotFound = () =>
  new AppError(
    'NOT_FOUND',
    'We couldn’t find this ticket. Check the code, or look the guest up by name.',
  );
const expiredOrdersCursor = () => expiredCursor('orders');

async function scopeOf(links: HostOrderLinks, viewer: SignedInViewer): Promise<HostScope> {
  return { hostId: viewer.userId, cohostedEventIds: await links.cohostedEventIds(viewer.userId) };
}

/** The event, when this person runs it (its owner or an accepted co-host); else "not found". */
async function managedEvent(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
) {
  const event = await findEventHead(db, eventId);
  if (!event || !(await mayManageEvent(db, links, viewer, eventId))) throw eventNotFound();
  return event;
}

function encodeOrdersCursor(row: { sortValue: string; id: string }): string {
  return encodeCursor([row.sortValue, row.id]);
}

/** A time as PostgreSQL writes one: "2025-06-20 18:04:05.123456+00", a real date and time. */
function isPgTimestamp(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.exec(
    value,
  );
  return (
    match !== null &&
    isRealDate(match[1]!) &&
    Number(match[2]) < 24 &&
    Number(match[3]) < 60 &&
    Number(match[4]) < 60
  );
}

function decodeCursor(cursor: string | undefined): OrdersCursor | undefined {
  const parts = cursorParts(cursor, 2, expiredOrdersCursor);
  if (!parts) return undefined;
  const [createdAt, id] = parts;
  if (
    typeof createdAt !== 'string' ||
    !isPgTimestamp(createdAt) ||
    typeof id !== 'string' ||
    !isUuid(id)
  )
    throw expiredOrdersCursor();
  return { createdAt, id };
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
      after: decodeCursor(query.cursor),
      limit: ORDERS_PAGE_SIZE + 1,
    }),
    findHostOrderEvents(db, scope),
  ]);
  const page = rows.slice(0, ORDERS_PAGE_SIZE);
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
    nextCursor: rows.length > ORDERS_PAGE_SIZE ? encodeOrdersCursor(page.at(-1)!) : null,
    events: events.map((e) => ({ id: e.id, title: e.title, startsAt: e.startsAt.toISOString() })),
  };
}

function toAttendee(row: AttendeeRow, viewer: SignedInViewer): Attendee {
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
 * The host received the payment of a booking awaiting it (at the door, by bank transfer). A
 * guarded move, so marking it paid twice, or after it was cancelled, changes nothing.
 */
export async function markPaid(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  orderId: string,
): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order || !(await mayManageEvent(db, links, viewer, order.eventId)))
    throw new AppError('NOT_FOUND', 'Booking not found');
  const moved = await moveOrder(db, orderId, ['awaiting_payment'], 'confirmed');
  if (!moved)
    throw new AppError(
      'CONFLICT',
      order.status === 'confirmed'
        ? 'This booking is already paid.'
        : 'Only a booking awaiting payment can be marked paid.',
    );
  await onOrderPaid(db, links, orderId);
  return orderView(db, moved);
}

/**
 * Writes to every guest with a booking that holds places, through the mail queue: one mail per
 * guest (a guest who booked twice gets one, with both bookings). At most
 * `MESSAGES_PER_EVENT_PER_HOUR` messages an event, whoever of its hosts sends them.
 */
export async function messageAttendees(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
  input: AttendeeMessage,
): Promise<{ recipients: number }> {
  const event = await managedEvent(db, links, viewer, eventId);
  const bookings = await findLiveBookings(db, eventId);
  if (bookings.length === 0)
    throw new AppError(
      'CONFLICT',
      'No one has a place at this event yet, so there is no one to write to.',
    );
  const limit = await hit(db, {
    key: `attendee-message:${eventId}`,
    limit: MESSAGES_PER_EVENT_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `You can message this event’s guests ${MESSAGES_PER_EVENT_PER_HOUR} times an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  }
  const byGuest = new Map<string, typeof bookings>();
  for (const booking of bookings) {
    const key = booking.email.toLowerCase();
    byGuest.set(key, [...(byGuest.get(key) ?? []), booking]);
  }
  const senderName = `${viewer.profile.firstName} ${viewer.profile.lastName}`.trim() || 'The host';
  // A subject is one line, whatever was pasted into it.
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  for (const guestBookings of byGuest.values())
    await links.queueMail(
      attendeeMessageMail({
        to: guestBookings[0]!.email,
        subject,
        message: input.message,
        senderName,
        event,
        bookings: guestBookings.map((b) => ({
          reference: b.reference,
          url: `${links.publicUrl}/ticket-success?order=${b.id}&key=${b.accessKey}`,
        })),
      }),
    );
  return { recipients: byGuest.size };
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

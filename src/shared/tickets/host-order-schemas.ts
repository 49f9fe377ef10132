import { z } from 'zod';
import { listSearchSchema, pageCursorSchema } from '../common-schemas';
import { uuidSchema } from '../ids';
import { text } from '../input-rules';
import { ATTENDEE_STATUS_LABELS } from './attendee-status';
import { eventHeadingSchema, ORDER_STATUS_LABELS } from './ticket-schemas';
import { keysOf } from '../keys-of';

export { ATTENDEE_STATUS_LABELS, type AttendeeStatus } from './attendee-status';

/**
 * Issue 13, for hosts: the orders of their events, each event's attendees (one row per place),
 * checking guests in at the door, and writing to every guest at once.
 */

const orderStatuses = keysOf(ORDER_STATUS_LABELS);

/** The orders tab's filters and the page to start after (keyset paging, newest first). */
export const hostOrdersQuerySchema = z.object({
  event: uuidSchema('Choose one of your events.').optional(),
  status: z.enum(orderStatuses, { message: 'Choose one of the statuses offered.' }).optional(),
  q: listSearchSchema(),
  cursor: pageCursorSchema(200, 'orders'),
});
export type HostOrdersQuery = z.input<typeof hostOrdersQuerySchema>;

const eventSummarySchema = z.object({ id: z.string(), title: z.string(), startsAt: z.string() });
export type HostEventSummary = z.infer<typeof eventSummarySchema>;

export const hostOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(orderStatuses),
  totalPence: z.number(),
  createdAt: z.string(),
  event: eventSummarySchema,
  /** What was booked: "2 × Supporter". */
  lines: z.array(z.object({ ticketName: z.string(), quantity: z.number() })),
});
export type HostOrder = z.infer<typeof hostOrderSchema>;

export const hostOrdersPageSchema = z.object({
  orders: z.array(hostOrderSchema),
  nextCursor: z.string().nullable(),
  /** The host's events that have orders, soonest last: the event filter's choices. */
  events: z.array(eventSummarySchema),
});
export type HostOrdersPage = z.infer<typeof hostOrdersPageSchema>;

const attendeeStatuses = keysOf(ATTENDEE_STATUS_LABELS);

/** One place (a ticket) with its holder and its booking. */
export const attendeeSchema = z.object({
  ticketId: z.string(),
  holderName: z.string(),
  email: z.string(),
  orderId: z.string(),
  reference: z.string(),
  ticketTypeId: z.string(),
  ticketName: z.string(),
  status: z.enum(attendeeStatuses),
  orderStatus: z.enum(orderStatuses),
  checkedInAt: z.string().nullable(),
  /** The first name of whoever checked them in ("you" is for the web to say). */
  checkedInBy: z.string().nullable(),
  checkedInByMe: z.boolean(),
  /** What is still to pay on the booking, in pence: its total while it awaits payment, else 0. */
  toPayPence: z.number(),
  /** What a cancellation could pay back by card, in pence (0 when Kindred took no payment). */
  refundablePence: z.number(),
  /** How many places the booking holds (a cancellation gives them all back). */
  placesInOrder: z.number(),
  bookedAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeListSchema = z.object({
  event: eventHeadingSchema,
  counts: z.object({
    /** Places in live bookings (confirmed or awaiting payment). */
    booked: z.number(),
    checkedIn: z.number(),
    /** The event's capacity; null: no limit. */
    capacity: z.number().nullable(),
  }),
  ticketTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  attendees: z.array(attendeeSchema),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** A ticket's secret code, as its QR code and `/t/{code}` carry it. */
const ticketCode = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a Kindred ticket code.');

/** Check a guest in by the code scanned at the door, or by the ticket picked from the list. */
export const checkInSchema = z
  .object({
    code: ticketCode.optional(),
    ticketId: uuidSchema('Ticket not found').optional(),
    /** The booking awaits payment and the guest paid at the door: mark it paid too. */
    markPaid: z.boolean().default(false),
  })
  .refine((input) => (input.code === undefined) !== (input.ticketId === undefined), {
    message: 'Scan a ticket or choose a guest to check in.',
  });
export type CheckInInput = z.input<typeof checkInSchema>;

export const undoCheckInSchema = z.object({ ticketId: uuidSchema('Ticket not found') });

export const checkInResultSchema = z.object({
  /** `already_checked_in`: someone checked this ticket in before; nothing changed. */
  result: z.enum(['checked_in', 'already_checked_in']),
  /** What the door reads: "Checked in: Juniper Hale", "Already checked in at 19:04 by Sam". */
  message: z.string(),
  attendee: attendeeSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const hostCancelSchema = z.object({ refund: z.boolean().default(false) });

export const MESSAGES_PER_EVENT_PER_HOUR = 3;

export const attendeeMessageSchema = z.object({
  subject: text()
    .trim()
    .min(1, 'Please write a subject')
    .max(150, 'Subjects must be at most 150 characters'),
  message: text()
    .trim()
    .min(1, 'Please write a message')
    .max(5000, 'Messages must be at most 5000 characters'),
});
export type AttendeeMessage = z.input<typeof attendeeMessageSchema>;

export const attendeeMessageResultSchema = z.object({
  /** How many guests it is being sent to. */
  recipients: z.number(),
});

/** A ticket as `/t/{code}` shows it: to the event's hosts in full, to anyone else only its event. */
export const ticketLookupSchema = z.discriminatedUnion('view', [
  z.object({
    view: z.literal('host'),
    event: z.object({ id: z.string(), title: z.string(), path: z.string() }),
    attendee: attendeeSchema,
  }),
  z.object({
    view: z.literal('guest'),
    event: z.object({ id: z.string(), title: z.string(), path: z.string() }),
    cancelled: z.boolean(),
  }),
]);
export type TicketLookup = z.infer<typeof ticketLookupSchema>;

/**
 * The code in what the door scanned: a ticket's address (`https://…/t/{code}`) or the bare code.
 * Null when it is neither.
 */
export function ticketCodeFrom(scanned: string): string | null {
  const trimmed = scanned.trim();
  const match = /\/t\/([A-Za-z0-9_-]{16,64})\/?(?:[?#].*)?$/.exec(trimmed);
  const code = match ? match[1]! : trimmed;
  return /^[A-Za-z0-9_-]{16,64}$/.test(code) ? code : null;
}

import { z } from 'zod';
import { uuidSchema } from '../ids';
import { eventHeadingSchema, MAX_PER_ORDER, orderSchema } from './ticket-schemas';

/** How long a place offered from the waitlist is held for its guest to claim. */
export const OFFER_HOURS = 24;

/** Joining the waitlist of a sold-out ticket type, for this many places. */
export const joinWaitlistSchema = z.object({
  ticketTypeId: uuidSchema('Choose a ticket from this event'),
  quantity: z
    .number({ message: 'Choose how many places you would like' })
    .int('Choose a whole number of places')
    .min(1, 'Choose at least 1 place')
    .max(MAX_PER_ORDER, `At most ${MAX_PER_ORDER} places`),
});
export type JoinWaitlist = z.input<typeof joinWaitlistSchema>;

export const waitlistParamsSchema = z.object({ id: uuidSchema('Waitlist place not found') });

/** One of the viewer's places in line at an event, or the places offered to them. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  /** `places`: a sold-out ticket type; `concession`: a free place paid forward by others. */
  kind: z.enum(['places', 'concession']),
  ticketTypeId: z.string(),
  quantity: z.number(),
  status: z.enum(['waiting', 'offered', 'claimed']),
  /** 1 for the next in line (of those waiting for this ticket, or for a free place). */
  position: z.number().nullable(),
  /** The order holding the places offered (or the free place given). */
  orderId: z.string().nullable(),
  /** Until when the places offered are held (ISO). */
  offerExpiresAt: z.string().nullable(),
  /** What claiming the offer costs, fees included. */
  offerTotalPence: z.number().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The event page's waitlist part: places paid forward, and the viewer's places in line. */
export const eventWaitlistSchema = z.object({
  eventId: z.string(),
  /** Places other guests have paid forward, waiting for someone who asks. */
  giftedPlaces: z.number(),
  /** The signed-in viewer's live entries at this event (none for a visitor). */
  entries: z.array(waitlistEntrySchema),
});
export type EventWaitlist = z.infer<typeof eventWaitlistSchema>;

/** Asking for a free place: booked at once when one is paid forward, else in line for the next. */
export const freePlaceAnswerSchema = z.object({
  order: orderSchema.nullable(),
  waitlist: eventWaitlistSchema,
});
export type FreePlaceAnswer = z.infer<typeof freePlaceAnswerSchema>;

/** GET /api/orders/mine: the signed-in guest's bookings, upcoming or past. */
export const myOrdersQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { message: 'Choose upcoming or past' }).default('upcoming'),
  limit: z.coerce
    .number({ message: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'The limit must be at least 1')
    .max(50, 'The limit must be at most 50')
    .default(20),
  offset: z.coerce
    .number({ message: 'The offset must be a number' })
    .int('The offset must be a whole number')
    .min(0, 'The offset cannot be negative')
    .max(10_000, 'The offset must be at most 10000')
    .default(0),
});

export const bookingSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: orderSchema.shape.status,
  event: eventHeadingSchema,
  /** Tickets (places) the booking holds or held. */
  tickets: z.number(),
  totalPence: z.number(),
  /** Whether its guest may still cancel it (it holds places, and the event has not started). */
  cancellable: z.boolean(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const myOrdersSchema = z.object({
  orders: z.array(bookingSummarySchema),
  /** Whether there are more after these. */
  more: z.boolean(),
});
export type MyOrders = z.infer<typeof myOrdersSchema>;

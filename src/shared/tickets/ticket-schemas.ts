import { z } from 'zod';
import { uuidSchema } from '../ids';
import { text } from '../input-rules';
import { MAX_PRICE_PENCE } from './money';
import { keysOf } from '../keys-of';

export const TICKET_KIND_LABELS = {
  fixed: 'Fixed price',
  sliding: 'Sliding scale',
  pay_it_forward: 'Pay it forward',
} as const;
export type TicketKind = keyof typeof TICKET_KIND_LABELS;
const ticketKinds = keysOf(TICKET_KIND_LABELS);

export const REFUND_POLICY_LABELS = {
  none: 'No refunds',
  until_days_before: 'Refunds until N days before',
  always: 'Refunds until the event starts',
} as const;
export type RefundPolicy = keyof typeof REFUND_POLICY_LABELS;
const refundPolicies = keysOf(REFUND_POLICY_LABELS);

export const MAX_TICKET_TYPES = 20;
export const MAX_PER_ORDER = 50;

const pence = (what: string) =>
  z
    .number({ message: `${what} must be an amount in pence` })
    .int(`${what} must be a whole number of pence`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_PRICE_PENCE, `${what} must be at most £10,000`);

const instant = z.iso.datetime({ offset: true, message: 'Please choose a date and time' });

/** One ticket type as the host edits it; `id` keeps an existing type (and its bookings). */
export const ticketTypeInputSchema = z
  .object({
    id: uuidSchema('That ticket no longer exists').optional(),
    name: text()
      .trim()
      .min(1, 'Please name this ticket')
      .max(80, 'Ticket names must be at most 80 characters'),
    description: text()
      .trim()
      .max(500, 'Ticket descriptions must be at most 500 characters')
      .default(''),
    kind: z.enum(ticketKinds).default('fixed'),
    pricePence: pence('The price'),
    minPence: pence('The minimum').nullable().default(null),
    maxPence: pence('The maximum').nullable().default(null),
    quantity: z
      .number()
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(100_000, 'Quantity must be at most 100,000')
      .nullable()
      .default(null),
    salesStart: instant.nullable().default(null),
    salesEnd: instant.nullable().default(null),
    perOrderLimit: z
      .number()
      .int()
      .min(1, 'Allow at least 1 ticket per order')
      .max(MAX_PER_ORDER, `Allow at most ${MAX_PER_ORDER} tickets per order`)
      .default(10),
    hidden: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.kind === 'sliding') {
      if (t.minPence === null) issue('minPence', 'Please set the least a guest may pay');
      if (t.maxPence === null) issue('maxPence', 'Please set the most a guest may pay');
      if (t.minPence !== null && t.maxPence !== null) {
        if (t.maxPence <= t.minPence)
          issue('maxPence', 'The maximum must be more than the minimum');
        else if (t.pricePence < t.minPence || t.pricePence > t.maxPence)
          issue('pricePence', 'The suggested amount must be between the minimum and the maximum');
      }
    }
    if (t.kind === 'pay_it_forward' && t.pricePence === 0)
      issue(
        'pricePence',
        'A pay-it-forward ticket needs a price: it pays for someone else’s place',
      );
    if (t.salesStart && t.salesEnd && Date.parse(t.salesEnd) <= Date.parse(t.salesStart))
      issue('salesEnd', 'Sales must end after they start');
  });
export type TicketTypeInput = z.input<typeof ticketTypeInputSchema>;

/** An event's booking settings and ticket types, saved together. */
export const ticketingInputSchema = z
  .object({
    capacity: z
      .number()
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(100_000, 'Capacity must be at most 100,000')
      .nullable()
      .default(null),
    feeMode: z.enum(['guest', 'host']).default('guest'),
    refundPolicy: z.enum(refundPolicies).default('until_days_before'),
    refundDays: z.number().int().min(0).max(365, 'At most 365 days').default(7),
    paymentInstructions: text()
      .trim()
      .max(2000, 'Payment instructions must be at most 2000 characters')
      .default(''),
    /** Whether booked guests get a reminder 24 hours before it starts (issue 23). */
    reminders: z.boolean({ message: 'Choose whether guests get a reminder' }).default(true),
    ticketTypes: z
      .array(ticketTypeInputSchema)
      .min(1, 'Add at least one ticket')
      .max(MAX_TICKET_TYPES, `At most ${MAX_TICKET_TYPES} kinds of ticket`),
  })
  .superRefine((t, ctx) => {
    const names = t.ticketTypes.map((type) => type.name.trim().toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['ticketTypes', index, 'name'],
          message: 'Two tickets cannot have the same name',
        });
    });
    const ids = t.ticketTypes.flatMap((type) => (type.id ? [type.id] : []));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['ticketTypes'], message: 'A ticket is listed twice' });
  });
export type TicketingInput = z.input<typeof ticketingInputSchema>;
export type ParsedTicketingInput = z.output<typeof ticketingInputSchema>;

export const TICKET_SALE_STATES = ['on_sale', 'sold_out', 'not_yet', 'ended'] as const;

/** What the guests' and the host's views both say first of a ticket type: what it is, its price. */
const ticketTypeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(ticketKinds),
  pricePence: z.number(),
  minPence: z.number().nullable(),
  maxPence: z.number().nullable(),
});

/** A ticket type as a guest sees it on the event page. */
export const publicTicketTypeSchema = ticketTypeViewSchema.extend({
  perOrderLimit: z.number(),
  /** Places left of this type (its own quantity and the event's capacity); null: no limit. */
  placesLeft: z.number().nullable(),
  state: z.enum(TICKET_SALE_STATES),
  salesStart: z.string().nullable(),
  salesEnd: z.string().nullable(),
});
export type PublicTicketType = z.infer<typeof publicTicketTypeSchema>;

/** What the event page needs to offer places. */
export const eventTicketsSchema = z.object({
  eventId: z.string(),
  capacity: z.number().nullable(),
  placesLeft: z.number().nullable(),
  feeMode: z.enum(['guest', 'host']),
  /** The platform fee on each paid ticket, from the host's space. */
  feePerTicketPence: z.number(),
  /** How a paid ticket is paid: card through Stripe, or as the host's instructions say. */
  payment: z.enum(['card', 'offline']),
  paymentInstructions: z.string(),
  refundPolicy: z.enum(refundPolicies),
  refundDays: z.number(),
  ticketTypes: z.array(publicTicketTypeSchema),
});
export type EventTickets = z.infer<typeof eventTicketsSchema>;

/** The host's view: the settings as saved, and how many of each type are taken. */
export const ticketingSchema = z.object({
  capacity: z.number().nullable(),
  placesTaken: z.number(),
  feeMode: z.enum(['guest', 'host']),
  refundPolicy: z.enum(refundPolicies),
  refundDays: z.number(),
  paymentInstructions: z.string(),
  reminders: z.boolean(),
  feePerTicketPence: z.number(),
  ticketTypes: z.array(
    ticketTypeViewSchema.extend({
      quantity: z.number().nullable(),
      taken: z.number(),
      salesStart: z.string().nullable(),
      salesEnd: z.string().nullable(),
      perOrderLimit: z.number(),
      hidden: z.boolean(),
    }),
  ),
});
export type Ticketing = z.infer<typeof ticketingSchema>;

const emailField = text()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail addresses are at most 254 characters')
  .pipe(z.email('Please enter a valid e-mail address'));

/** A guest's booking: which tickets, how many, and (sliding scale) what they chose to pay. */
export const createOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        ticketTypeId: uuidSchema('Choose a ticket from this event'),
        quantity: z
          .number()
          .int()
          .min(1, 'Choose at least 1 ticket')
          .max(MAX_PER_ORDER, `At most ${MAX_PER_ORDER} tickets in one order`),
        /** Sliding scale only: the amount the guest chose, in pence. */
        pricePence: pence('The amount').optional(),
      }),
    )
    .min(1, 'Choose at least one ticket')
    .max(MAX_TICKET_TYPES),
  /** Needed without an account; with one, the account's name and e-mail are used. */
  name: text().trim().min(1, 'Please enter your name').max(200).optional(),
  email: emailField.optional(),
});
export type CreateOrder = z.input<typeof createOrderSchema>;

export const ORDER_STATUS_LABELS = {
  held: 'Awaiting checkout',
  awaiting_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
const orderStatuses = keysOf(ORDER_STATUS_LABELS);

/** An event as a booking or a list of places names it: its title, its page and its times. */
export const eventHeadingSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/** The event a booking is for, as the booking page and mail show it. */
export const orderEventSchema = eventHeadingSchema.extend({
  locationType: z.enum(['online', 'physical']),
  /** "The Round House, Bristol, BS1 4QA, United Kingdom", or "Online". */
  place: z.string(),
  /** How to join an online event, for a booking that holds places. */
  onlineLink: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.string(),
  event: orderEventSchema,
  reference: z.string(),
  /** The key in the link that opens this booking without signing in. */
  accessKey: z.string(),
  status: z.enum(orderStatuses),
  eventId: z.string(),
  name: z.string(),
  email: z.string(),
  lines: z.array(
    z.object({
      ticketTypeId: z.string(),
      ticketName: z.string(),
      quantity: z.number(),
      unitPricePence: z.number(),
      unitFeePence: z.number(),
      lineTotalPence: z.number(),
    }),
  ),
  subtotalPence: z.number(),
  feePence: z.number(),
  totalPence: z.number(),
  feeMode: z.enum(['guest', 'host']),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Where to pay by card (Stripe Checkout), while the order is held. */
  checkoutUrl: z.string().nullable(),
  /** The host's instructions, for an order awaiting payment. */
  paymentInstructions: z.string().nullable(),
  tickets: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      holderName: z.string(),
      ticketTypeId: z.string(),
      cancelled: z.boolean(),
      checkedInAt: z.string().nullable(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

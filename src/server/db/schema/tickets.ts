import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { eventIdColumn, events } from './events';
import { updatedAtColumn } from './updated-at';

/**
 * Issue 13: booking places at hosted events. Money is integer pence everywhere. The places taken
 * are counters kept beside their limits, and every change to a counter is one guarded UPDATE
 * (`taken + n <= quantity`), backed by CHECK constraints: the database, not a read followed by
 * a write, is what makes the last place go to exactly one buyer.
 */

export const FEE_MODES = ['guest', 'host'] as const;
export const REFUND_POLICIES = ['none', 'until_days_before', 'always'] as const;

/** An event's booking settings, and the places held or sold across all its ticket types. */
export const eventTicketing = pgTable(
  'event_ticketing',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The most guests across every ticket type; null: no limit beyond each type's quantity. */
    capacity: integer('capacity'),
    /** Places in held, awaiting-payment and confirmed orders. */
    placesTaken: integer('places_taken').notNull().default(0),
    /** Places pay-it-forward guests have paid for, waiting for someone who asks for one. */
    giftedPlaces: integer('gifted_places').notNull().default(0),
    /** Who pays the platform fee on a paid ticket: the guest on top, or the host from the price. */
    feeMode: text('fee_mode').$type<(typeof FEE_MODES)[number]>().notNull().default('guest'),
    refundPolicy: text('refund_policy')
      .$type<(typeof REFUND_POLICIES)[number]>()
      .notNull()
      .default('until_days_before'),
    /** For `until_days_before`: a guest may cancel until this many days before the start. */
    refundDays: integer('refund_days').notNull().default(7),
    /** What a guest of a paid ticket is told when Kindred takes no payment (bank details, "at the door"). */
    paymentInstructions: text('payment_instructions').notNull().default(''),
    /** Whether booked guests get a reminder 24 hours before it starts (issue 23); the host's switch. */
    reminders: boolean('reminders').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check(
      'event_ticketing_places_check',
      sql`${t.placesTaken} >= 0 and (${t.capacity} is null or ${t.placesTaken} <= ${t.capacity})`,
    ),
    check('event_ticketing_gifted_check', sql`${t.giftedPlaces} >= 0`),
    check('event_ticketing_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check('event_ticketing_fee_mode_check', sql`${t.feeMode} in ('guest', 'host')`),
    check(
      'event_ticketing_refund_check',
      sql`${t.refundPolicy} in ('none', 'until_days_before', 'always') and ${t.refundDays} between 0 and 365`,
    ),
  ],
);

export const TICKET_KINDS = ['fixed', 'sliding', 'pay_it_forward'] as const;

/** One kind of place at an event: its price (or range), how many, and when it is on sale. */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<(typeof TICKET_KINDS)[number]>().notNull().default('fixed'),
    /** Fixed and pay-it-forward: the price. Sliding scale: the suggested amount. */
    pricePence: integer('price_pence').notNull().default(0),
    /** Sliding scale only: the least and the most a guest may choose. */
    minPence: integer('min_pence'),
    maxPence: integer('max_pence'),
    /** Places of this type; null: only the event's capacity limits it. */
    quantity: integer('quantity'),
    taken: integer('taken').notNull().default(0),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    salesEnd: timestamp('sales_end', { withTimezone: true }),
    perOrderLimit: integer('per_order_limit').notNull().default(10),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A type someone has booked is never deleted, only taken off sale (orders point to it). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.sortOrder),
    check(
      'ticket_types_taken_check',
      sql`${t.taken} >= 0 and (${t.quantity} is null or ${t.taken} <= ${t.quantity})`,
    ),
    check('ticket_types_kind_check', sql`${t.kind} in ('fixed', 'sliding', 'pay_it_forward')`),
    check(
      'ticket_types_price_check',
      sql`${t.pricePence} >= 0 and (${t.kind} <> 'sliding' or (${t.minPence} is not null and ${t.maxPence} is not null and ${t.minPence} >= 0 and ${t.minPence} <= ${t.pricePence} and ${t.pricePence} <= ${t.maxPence}))`,
    ),
    check('ticket_types_limit_check', sql`${t.perOrderLimit} between 1 and 50`),
  ],
);

export const ORDER_STATUSES = [
  'held',
  'awaiting_payment',
  'confirmed',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A booking. `held` keeps its places until `expires_at` (a checkout in progress);
 * `awaiting_payment` keeps them until the host marks it paid (pay at the door, bank transfer);
 * `confirmed` is paid or free. `cancelled` and `expired` gave their places back.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What a guest and the host read out: KD- and eight letters and digits. */
    reference: text('reference').notNull().unique(),
    /** The secret in the link a guest without an account opens the booking with. */
    accessKey: text('access_key').notNull(),
    eventId: eventIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    provider: text('provider').$type<'embedded' | 'stripe'>().notNull(),
    /** The payment provider's id for it (a Stripe Checkout session). */
    providerRef: text('provider_ref'),
    /** Where the guest pays (a Stripe Checkout page), while the order is held. */
    checkoutUrl: text('checkout_url'),
    /**
     * The client's Idempotency-Key: a retried booking finds its first order instead of a second.
     * Unique per event and buyer, so another buyer's key never reaches this order.
     */
    clientKey: text('client_key'),
    subtotalPence: integer('subtotal_pence').notNull(),
    feePence: integer('fee_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    feeMode: text('fee_mode').$type<(typeof FEE_MODES)[number]>().notNull(),
    refundedPence: integer('refunded_pence').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its guest's reminder was queued, 24 hours before the event: at most once (issue 23). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_event_idx').on(t.eventId, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A guest's bookings made without an account, found when they confirm one with that e-mail.
    index('orders_guest_email_idx')
      .on(t.email)
      .where(sql`${t.userId} is null`),
    // The sweeper's question: which holds have run out?
    index('orders_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    // A key is the buyer's own: a member's by account, a guest's by e-mail (issue 21).
    uniqueIndex('orders_client_key_idx')
      .on(t.eventId, t.clientKey, sql`coalesce(${t.userId}::text, ${t.email})`)
      .where(sql`${t.clientKey} is not null`),
    uniqueIndex('orders_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired')`,
    ),
    check(
      'orders_money_check',
      sql`${t.subtotalPence} >= 0 and ${t.feePence} >= 0 and ${t.totalPence} >= 0 and ${t.refundedPence} between 0 and ${t.totalPence}`,
    ),
  ],
);

/** One ticket type in an order, with the prices as they were when booked. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    ticketName: text('ticket_name').notNull(),
    /** The line's place in the order, as the guest chose them. */
    position: integer('position').notNull().default(0),
    quantity: integer('quantity').notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
    /** The platform fee on each ticket of this line (0 on a free ticket). */
    unitFeePence: integer('unit_fee_pence').notNull(),
    lineTotalPence: integer('line_total_pence').notNull(),
    /** A pay-it-forward line pays for places others claim: it took none for this order. */
    paysItForward: boolean('pays_it_forward').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check(
      'order_lines_money_check',
      sql`${t.quantity} >= 1 and ${t.unitPricePence} >= 0 and ${t.unitFeePence} >= 0 and ${t.lineTotalPence} >= 0`,
    ),
  ],
);

/** One place: what the QR code at the door stands for. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: eventIdColumn(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** The secret in the QR code: 128 random bits, base32. */
    code: text('code').notNull(),
    holderName: text('holder_name').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('tickets_code_unique').on(t.code),
    index('tickets_event_idx').on(t.eventId),
    index('tickets_order_idx').on(t.orderId),
  ],
);

/** A payment provider's notification, once: a replayed webhook finds its id here. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_unique').on(t.provider, t.eventId)],
);

export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type EventTicketingRow = typeof eventTicketing.$inferSelect;

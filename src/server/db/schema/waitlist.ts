import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn } from './auth';
import { eventIdColumn } from './events';
import { orders, ticketTypes } from './tickets';
import { updatedAtColumn } from './updated-at';

/**
 * Issue 13: people waiting for places. `places`: a sold-out ticket type, for `quantity` places;
 * `concession`: a free place paid forward by another guest (one a person per event). First
 * come, first served: when places free up, the oldest waiting entry that fits is offered them,
 * held for a day in an order of its own (`order_id`), and claimed, left or expired from there.
 */
export const WAITLIST_KINDS = ['places', 'concession'] as const;
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'left', 'expired'] as const;
export type WaitlistKind = (typeof WAITLIST_KINDS)[number];
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventIdColumn(),
    /** The sold-out type waited for; for a concession, the pay-it-forward type it is booked as. */
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    kind: text('kind').$type<WaitlistKind>().notNull().default('places'),
    /** Who the offer's order is for, as when they joined (the account's name and e-mail). */
    name: text('name').notNull(),
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    /** The order holding the places offered (or, for a concession given at once, booked). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // One live entry per person and ticket type; one concession per person and event.
    uniqueIndex('waitlist_entries_live_idx')
      .on(t.ticketTypeId, t.userId)
      .where(sql`${t.kind} = 'places' and ${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_concession_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.kind} = 'concession' and ${t.status} in ('waiting', 'offered', 'claimed')`),
    // The queue, oldest first.
    index('waitlist_entries_queue_idx')
      .on(t.eventId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_order_idx').on(t.orderId),
    index('waitlist_entries_user_idx').on(t.userId, t.eventId),
    check('waitlist_entries_kind_check', sql`${t.kind} in ('places', 'concession')`),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'claimed', 'left', 'expired')`,
    ),
    check('waitlist_entries_quantity_check', sql`${t.quantity} between 1 and 50`),
  ],
);

/**
 * The pay-it-forward places an order added to `event_ticketing.gifted_places`, once: a paid
 * order's gifts are counted when it is confirmed, and a second confirmation finds its row here.
 */
export const giftedPlaceRecords = pgTable('gifted_place_records', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  eventId: eventIdColumn(),
  places: integer('places').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

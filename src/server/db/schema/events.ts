import type { FactIcon, FactKind } from '../../../shared/events/event-facts';
import { SEARCH_INDEX, trigramIndex } from './search-index';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn, users } from './auth';
import { eventSeries } from './series';
import { updatedAtColumn } from './updated-at';

/**
 * The catalogue of event categories, edited by super admins (features/catalogues). Names are
 * unique whatever their case; public lists show them in `sort_order`, then by name.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    color: text('color').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('event_categories_name_ci_idx').on(sql`lower(${t.name})`)],
);

export const tagGroups = pgTable(
  'tag_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  },
  (t) => [uniqueIndex('tag_groups_name_ci_idx').on(sql`lower(${t.name})`)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    tagGroupId: integer('tag_group_id').references(() => tagGroups.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tags_name_ci_idx').on(sql`lower(${t.name})`),
    trigramIndex('tags_name_trgm_idx', t.name),
  ],
);

/**
 * What to expect at an event (issue 25): access, atmosphere, who it is for, intensity. Super
 * admins keep the catalogue (features/catalogues); an event carries the ids it was marked with
 * (`fact_ids`), as it does its categories. Seeded in migration 0026.
 */
export const eventFacts = pgTable(
  'event_facts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<FactKind>().notNull(),
    name: text('name').notNull(),
    /** One of FACT_ICONS: the web draws it beside the name, never alone. */
    icon: text('icon').$type<FactIcon>().notNull().default('info'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('event_facts_name_ci_idx').on(sql`lower(${t.name})`),
    check(
      'event_facts_kind_check',
      sql`${t.kind} in ('access', 'atmosphere', 'audience', 'intensity')`,
    ),
  ],
);

/**
 * Spec 01 §3 "events". Dates and times are kept as the host typed them (London wall clock)
 * and also as real instants, so ordering and filters survive daylight-saving changes.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationType: text('location_type', { enum: ['online', 'physical'] }).notNull(),
    locationVenue: text('location_venue').notNull().default(''),
    locationCity: text('location_city').notNull().default(''),
    locationCountry: text('location_country').notNull().default(''),
    locationPostcode: text('location_postcode').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    category: text('category'),
    categoryNames: text('category_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryId: integer('category_id').references(() => eventCategories.id, {
      onDelete: 'set null',
    }),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    eventTypeIds: integer('event_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** What to expect (issue 25): ids of `event_facts`, in the catalogue's order. */
    factIds: integer('fact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    whatToBring: text('what_to_bring').notNull().default(''),
    accessNotes: text('access_notes').notNull().default(''),
    externalEventLink: text('external_event_link'),
    onlineEventLink: text('online_event_link'),
    imageUrl: text('image_url'),
    originalImageUrl: text('original_image_url'),
    /** The least a guest pays for a place: the ticket types keep it (issue 13). */
    pricePence: integer('price_pence').notNull().default(0),
    /** Whether guests may pay more than that (other ticket types, a sliding scale): "From £12". */
    priceVaries: boolean('price_varies').notNull().default(false),
    capacity: integer('capacity'),
    userId: userIdColumn(),
    isExternal: boolean('is_external').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(true),
    /**
     * Moderation: set when a super admin unpublishes the event (a draft from then on), with who
     * did it and the reason the host is told. Until a super admin restores it, the host cannot
     * publish it again. Columns on the event rather than a table of their own: it is the event's
     * state, like `is_draft`, which the events feature checks on every publish and shows the host
     * with the event, without a join or a check handed across features; the history of who
     * unpublished and restored what is the audit log's.
     */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderationReason: text('moderation_reason'),
    /**
     * A date of a series (ADR 34): the series, and the date of its rule this event stands for
     * (its own start date may since have moved). Null for a one-off event.
     */
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    seriesDate: date('series_date'),
    /**
     * How many times its host has saved a change to it: calendar feeds' SEQUENCE (RFC 5545), so
     * a calendar that subscribed takes the newer version of the same UID (issue 23).
     */
    sequence: integer('sequence').notNull().default(0),
    /**
     * When its host cancelled it (one date of a series, or a one-off): its bookings are
     * cancelled and refunded, its page says so, lists leave it out, and calendar feeds carry it
     * as STATUS:CANCELLED (issue 23). Null while it goes ahead.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What its host told the guests when cancelling it, shown on its page; '' for nothing. */
    cancellationMessage: text('cancellation_message').notNull().default(''),
    /**
     * When it was first published: set by a trigger (migration 0023) whatever writes it, so the
     * news for followers finds what is newly public without every writer remembering to say so.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The public list: published events in (start_date, start_time, id) order, paged by keyset.
    index('events_public_order_idx')
      .on(t.startDate, t.startTime, t.id)
      .where(sql`${t.isDraft} = false`),
    index('events_user_idx').on(t.userId, t.startDate),
    // A series makes each of its dates once, whichever process extends it.
    uniqueIndex('events_series_date_idx')
      .on(t.seriesId, t.seriesDate)
      .where(sql`${t.seriesId} is not null`),
    // A list shows a series once, at its next published date: found by this, not by a scan.
    index('events_series_next_idx')
      .on(t.seriesId, t.startDate, t.startTime, t.id)
      .where(sql`${t.isDraft} = false and ${t.seriesId} is not null`),
    // The super admin's list of every event, newest first by keyset, and of those unpublished
    // by moderation (few, so found without walking all the others).
    index('events_created_idx').on(t.createdAt, t.id),
    // Followers' news reads what was published lately, a few rows, without a scan.
    index('events_published_at_idx')
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} is not null`),
    index('events_moderated_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.moderatedAt} is not null`),
    // An event unpublished by moderation is never public, whatever writes it.
    check('events_moderated_is_draft', sql`${t.moderatedAt} is null or ${t.isDraft}`),
    // Search and the public lists read `event_search` (schema/event-search.ts, ADR 35). These two
    // serve others: the events of a renamed tag, for that table's trigger; a title for the super
    // admin's moderation search.
    index('events_event_type_ids_idx').using('gin', t.eventTypeIds).with(SEARCH_INDEX),
    trigramIndex('events_title_trgm_idx', t.title),
  ],
);

/** An event's row in another table (its `event_id`), deleted with the event. */
export const eventIdColumn = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, time, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { SEARCH_INDEX, trigramIndex } from './search-index';

/**
 * What search and the public lists read (issue 24, ADR 35): one narrow row for each published
 * event that goes ahead, with the text search matches already lower-cased, and the names it is
 * found by (its categories', tags', facts' and hosts') as text on the row; a fact's name is found
 * as a tag's is (`tag_names`). Kept by triggers on every
 * table the row is drawn from (migration 0024), whatever writes them; the daily housekeeping
 * deletes the rows of past dates, so its indexes grow with what is to come, not with history.
 * Queries still ask for `start_date >= today`: an event leaves the results at midnight, London
 * time, with no write.
 *
 * Names are joined by NAME_SEPARATOR, a character no search term can hold (event-search.repository
 * refuses it), so a term never matches across two names.
 */
export const eventSearch = pgTable(
  'event_search',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    startTime: time('start_time').notNull(),
    userId: uuid('user_id').notNull(),
    seriesId: uuid('series_id'),
    categoryIds: integer('category_ids').array().notNull(),
    /** What to expect (issue 25): the browse filter's chips ask for all of theirs. */
    factIds: integer('fact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    city: text('city').notNull(),
    venue: text('venue').notNull(),
    categoryNames: text('category_names').notNull(),
    tagNames: text('tag_names').notNull(),
    hostNames: text('host_names').notNull(),
  },
  (t) => [
    // The date walk of lists and of common words, `event_search_order_idx`, is written by hand
    // in migration 0024: it carries what the lists' filters ask of a row (`include`, which
    // Drizzle cannot say), so a list reads the table only for the rows it shows.
    index('event_search_series_idx')
      .on(t.seriesId, t.startDate, t.startTime, t.eventId)
      .where(sql`${t.seriesId} is not null`),
    // A suspended host's events are taken off the categories on offer (eventCategoryDays).
    index('event_search_user_idx').on(t.userId, t.startDate),
    index('event_search_title_prefix_idx').on(sql`${t.title} text_pattern_ops`),
    index('event_search_category_ids_idx').using('gin', t.categoryIds).with(SEARCH_INDEX),
    trigramIndex('event_search_title_trgm_idx', t.title),
    trigramIndex('event_search_subtitle_trgm_idx', t.subtitle),
    trigramIndex('event_search_city_trgm_idx', t.city),
    trigramIndex('event_search_venue_trgm_idx', t.venue),
    trigramIndex('event_search_category_names_trgm_idx', t.categoryNames),
    trigramIndex('event_search_tag_names_trgm_idx', t.tagNames),
    trigramIndex('event_search_host_names_trgm_idx', t.hostNames),
  ],
);

/**
 * The lower-cased description of each event in `event_search`, apart from it: descriptions run
 * to 10,000 characters, and beside the narrow row they would make every date walk read them.
 * Search reads it only for the description arm (score 20, ADR 14's sample still chooses the way).
 */
export const eventSearchDescriptions = pgTable(
  'event_search_descriptions',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => eventSearch.eventId, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    startTime: time('start_time').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    index('event_search_descriptions_order_idx').on(t.startDate, t.startTime, t.eventId),
    trigramIndex('event_search_descriptions_trgm_idx', t.description),
  ],
);

/**
 * How many rows of `event_search` each category has on each date (issue 20), as changes to sum:
 * the home page's categories on offer add up the rows from today (a few thousand small rows at a
 * million events) where they counted every upcoming event's categories (110–180 ms at 100,000
 * events, on every uncached home page). Statement triggers on `event_search` (migration 0027)
 * insert what each write changed, +n and −n, in the same transaction: inserts only, so two
 * writers never wait on one another's counts (a shared row updated in place by transactions of
 * several statements could deadlock them). The daily roll-over deletes past dates and folds
 * the rest into one row a date and category. Suspended hosts' events are counted here and taken
 * off by the query, which reads them by `event_search_user_idx`.
 */
export const eventCategoryDays = pgTable(
  'event_category_days',
  {
    startDate: date('start_date').notNull(),
    categoryId: integer('category_id').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [index('event_category_days_date_idx').on(t.startDate, t.categoryId)],
);

/** Between two names in `category_names`, `tag_names` and `host_names`. */
export const NAME_SEPARATOR = '\u001f';

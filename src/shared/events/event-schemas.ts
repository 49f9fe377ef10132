import { z } from 'zod';
import { uuidSchema } from '../ids';
import { int4Id, isRealDate, isWebLink, text, TIME } from '../input-rules';
import { DATE_FILTERS } from './date-filters';
import { SEARCH_MIN_LENGTH } from './search-term';
import { eventSeriesSchema, seriesRuleSchema } from '../series/series-rules';
import { EVENT_NOTES_MAX, FACT_ICONS, FACT_KINDS, MAX_EVENT_FACTS } from './event-facts';

/** A yyyy-MM-dd date that exists (no 2024-02-30). */
const calendarDate = (message: string) => z.string().refine(isRealDate, message);

const webLink = (message: string) =>
  text().trim().max(2000, 'Links must be at most 2000 characters').refine(isWebLink, message);

const optionalText = (max: number, label: string) =>
  text().trim().max(max, `${label} must be at most ${max} characters`).default('');

export const EVENT_TITLE_MAX = 120;
export const MAX_EVENT_CATEGORIES = 3;
export const MAX_EVENT_TAGS = 10;

/**
 * What to expect at an event (issue 25): facts from the catalogue (the server checks they exist
 * and that one intensity at most is chosen), what to bring, access notes.
 */
const whatToExpectFields = {
  factIds: z
    .array(int4Id())
    .max(MAX_EVENT_FACTS, `Choose at most ${MAX_EVENT_FACTS} things to expect`)
    .default([]),
  whatToBring: optionalText(EVENT_NOTES_MAX, 'What to bring'),
  accessNotes: optionalText(EVENT_NOTES_MAX, 'Access notes'),
};

/** What a host sends to create or edit an event; the same rules run in the form and the API. */
export const eventInputSchema = z
  .object({
    isExternal: z.boolean(),
    title: text()
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
    subtitle: optionalText(160, 'Subtitle'),
    description: optionalText(10_000, 'Description'),
    startDate: calendarDate('Please choose a start date'),
    startTime: z.string().regex(TIME, 'Please choose a start time'),
    endDate: calendarDate('Please choose an end date'),
    endTime: z.string().regex(TIME, 'Please choose an end time'),
    locationType: z.enum(['online', 'physical']),
    venue: optionalText(160, 'Venue'),
    city: optionalText(100, 'City'),
    country: optionalText(100, 'Country'),
    postcode: optionalText(20, 'Postcode'),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    onlineLink: z
      .union([z.literal(''), webLink('Please enter a valid online event link (https://…)')])
      .default(''),
    externalLink: z
      .union([z.literal(''), webLink('Please enter a valid link to the event page (https://…)')])
      .default(''),
    categoryIds: z
      .array(int4Id())
      .max(MAX_EVENT_CATEGORIES, `Choose at most ${MAX_EVENT_CATEGORIES} categories`)
      .default([]),
    tagIds: z
      .array(int4Id())
      .max(MAX_EVENT_TAGS, `Choose at most ${MAX_EVENT_TAGS} tags`)
      .default([]),
    ...whatToExpectFields,
    imageUrl: z
      .string()
      .regex(/^\/uploads\/events\/[\w/-]+\.webp$/, 'Please upload the image again')
      .nullable()
      .default(null),
    originalImageUrl: z
      .string()
      .regex(/^\/uploads\/events\/[\w/-]+\.webp$/)
      .nullable()
      .default(null),
    price: z
      .number({ message: 'Please enter a price in pounds (0 for free)' })
      .min(0, 'Price cannot be negative')
      .max(10_000, 'Price must be at most £10,000')
      .refine(
        (p) => Math.round(p * 100) === Number((p * 100).toFixed(2)),
        'Price can have at most 2 decimal places',
      ),
    capacity: z
      .number()
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(100_000)
      .nullable()
      .default(null),
  })
  .superRefine((e, ctx) => {
    if (`${e.endDate}T${e.endTime}` <= `${e.startDate}T${e.startTime}`) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'The event must end after it starts',
      });
    }
    if (e.locationType === 'online' && !e.isExternal && !e.onlineLink) {
      ctx.addIssue({
        code: 'custom',
        path: ['onlineLink'],
        message: 'Please add the link guests will use to join',
      });
    }
    if (e.locationType === 'physical' && !e.city) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please enter the town or city' });
    }
    if (e.isExternal && !e.externalLink) {
      ctx.addIssue({
        code: 'custom',
        path: ['externalLink'],
        message: 'Please add the link to the event on the other site',
      });
    }
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type ParsedEventInput = z.output<typeof eventInputSchema>;

/**
 * Which dates of a series a save changes (issue 23): this date only, this and the later ones,
 * or every date not yet started. A one-off has one date, so any scope saves just it.
 */
export const EDIT_SCOPES = ['this', 'following', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

export const saveEventSchema = z.object({
  event: eventInputSchema,
  publish: z.boolean(),
  scope: z.enum(EDIT_SCOPES).default('this'),
});

export const CANCEL_MESSAGE_MAX = 1000;

/** A host cancels one date (or a one-off), with words for its guests if they like. */
export const cancelEventSchema = z.object({
  message: optionalText(CANCEL_MESSAGE_MAX, 'Your message'),
});
export type CancelEventInput = z.input<typeof cancelEventSchema>;

/**
 * Makes a one-off event the first date of a series (issue 23, ADR 34), sent once the event and
 * its tickets are saved, so every date is made with the tickets it has. The rule's shape is
 * checked here; whether it makes sense with the event's date, by `seriesProblems`.
 */
export const startSeriesSchema = z.object({ rule: seriesRuleSchema });

/**
 * GET and PUT /api/host/event-defaults (issue 25): what a host's new events start from (what to
 * expect), kept on their space. The same rules as the event's own fields.
 */
export const eventDefaultsSchema = z.object(whatToExpectFields);
export type EventDefaults = z.output<typeof eventDefaultsSchema>;
export type EventDefaultsInput = z.input<typeof eventDefaultsSchema>;

/** A fact of what to expect at an event, as the catalogue has it (event-facts.ts). */
export const eventFactSchema = z.object({
  id: z.number(),
  kind: z.enum(FACT_KINDS),
  name: z.string(),
  icon: z.enum(FACT_ICONS),
});

export const eventCardSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The description's start, cut to 60 characters for the mobile card (spec 02 §9). */
  summary: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  locationType: z.enum(['online', 'physical']),
  locationText: z.string(),
  city: z.string(),
  imageUrl: z.string(),
  isExternal: z.boolean(),
  externalLink: z.string().nullable(),
  price: z.number(),
  /** Other tickets cost more: cards say "From £12". */
  priceVaries: z.boolean(),
  hostId: z.string(),
  hostedBy: z.string(),
  tags: z.array(z.string()),
  categoryNames: z.array(z.string()),
  isDraft: z.boolean(),
  /** For a date of a series, how it repeats ("Every Thursday"): lists show it at its next date. */
  repeats: z.string().nullable(),
  /** The two facts of what to expect that matter most (cardFacts): a card shows them. */
  facts: z.array(eventFactSchema),
});
export type EventCard = z.infer<typeof eventCardSchema>;

/** An event unpublished by the Kindred team: when, and why (moderation-schemas.ts). */
export const eventModerationSchema = z.object({ at: z.string(), reason: z.string() });
export type EventModeration = z.infer<typeof eventModerationSchema>;

/** One of an event's hosts as its page shows them: a name and the way to their space. */
export const eventHostSchema = z.object({
  userId: z.string(),
  name: z.string(),
  handle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type EventHost = z.infer<typeof eventHostSchema>;

export const eventDetailSchema = eventCardSchema.extend({
  description: z.string(),
  venue: z.string(),
  country: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  endsAt: z.string(),
  capacity: z.number().nullable(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  /** What to expect (issue 25): every fact, in the catalogue's order, and the host's notes. */
  whatToExpect: z.object({
    facts: z.array(eventFactSchema),
    whatToBring: z.string(),
    accessNotes: z.string(),
  }),
  originalImageUrl: z.string().nullable(),
  hasOnlineLink: z.boolean(),
  /** Only for signed-in guests (and, once tickets exist, after booking). */
  onlineLink: z.string().nullable(),
  hostAvatarUrl: z.string().nullable(),
  /** Everyone who hosts it: the owner first, then the accepted co-hosts, oldest invitation first. */
  hosts: z.array(eventHostSchema),
  canEdit: z.boolean(),
  /** When it was first saved: its offers stand from then when no ticket says when sales open. */
  createdAt: z.string(),
  /** The last change: the calendar file's stamp, and a client's way to tell versions apart. */
  updatedAt: z.string(),
  /**
   * Set while the Kindred team has the event unpublished (a draft its host cannot publish until
   * a super admin restores it): when, and the reason the host was given. Only its hosts see it.
   */
  moderation: eventModerationSchema.nullable(),
  /** The series this event is a date of (issue 23), or null for a one-off. */
  series: eventSeriesSchema.nullable(),
  /** How many changes its host has saved: calendars' SEQUENCE for its UID (RFC 5545). */
  sequence: z.number(),
  /** When its host cancelled it (its page says so; it cannot be booked), or null. */
  cancelledAt: z.string().nullable(),
  /** What its host told the guests when cancelling it ('' for nothing): its page shows it. */
  cancellationMessage: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventListQuerySchema = z.object({
  date: z.enum(DATE_FILTERS).default('all'),
  categories: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Choose categories by their ids')
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .pipe(z.array(int4Id())),
  /** What to expect: events with every one of these facts (the browse filter's chips). */
  facts: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'Choose what to expect by their ids')
    .optional()
    .transform((v) => (v ? [...new Set(v.split(',').map(Number))] : []))
    .pipe(z.array(int4Id())),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});

export const eventListSchema = z.object({
  events: z.array(eventCardSchema),
  nextCursor: z.string().nullable(),
});
export type EventList = z.infer<typeof eventListSchema>;

/** A search term as it is searched for: trimmed and lower-cased, here and nowhere else. */
export const searchTermSchema = text().trim().toLowerCase().min(SEARCH_MIN_LENGTH).max(100);
export const searchQuerySchema = z.object({ q: searchTermSchema });
export const searchResultSchema = z.object({
  events: z.array(eventCardSchema.extend({ score: z.number() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const categorySchema = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type EventCategory = z.infer<typeof categorySchema>;
export const tagSchema = z.object({ id: z.number(), name: z.string(), groupName: z.string() });
export type EventTag = z.infer<typeof tagSchema>;
export const catalogueSchema = z.object({
  categories: z.array(categorySchema),
  tags: z.array(tagSchema),
  /** What to expect (issue 25), by kind in FACT_KINDS' order, then the catalogue's. */
  facts: z.array(eventFactSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Spec 01 §9: the categories upcoming events use, offered as filters. */
export const upcomingCategoriesSchema = z.object({ categories: z.array(categorySchema) });
export type UpcomingCategories = z.infer<typeof upcomingCategoriesSchema>;

/** Every event of a host, drafts included, for their dashboard, each with any moderation. */
export const hostEventsSchema = z.object({
  events: z.array(
    eventCardSchema.extend({
      moderation: eventModerationSchema.nullable(),
      /** A date its host cancelled: shown as such, and not cancelled again. */
      cancelledAt: z.string().nullable(),
      /** The series it is a date of, or null: the dashboard offers to cancel one date of it. */
      seriesId: z.string().nullable(),
    }),
  ),
});
export type HostEvents = z.infer<typeof hostEventsSchema>;

/** An uploaded cover, stored in every width: the URLs the event form keeps. */
export const coverUploadSchema = z.object({ imageUrl: z.string(), originalImageUrl: z.string() });
export type CoverUpload = z.infer<typeof coverUploadSchema>;

/** /api/events/:id…: an event's id; anything else is no event of ours. */
export const eventIdParamsSchema = z.object({ id: uuidSchema('Event not found') });

/** An event as an iCalendar file (text/calendar), to add to a calendar app. */
export const calendarFileSchema = {
  description: 'The event as an iCalendar file',
  content: { 'text/calendar': { schema: z.string() } },
};

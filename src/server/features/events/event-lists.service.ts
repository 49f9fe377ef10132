import { londonDate, dateFilterRange, type DateFilter } from '../../../shared/events/london-dates';
import {
  searchTermSchema,
  type Catalogue,
  type EventCard,
  type EventList,
  type HostEvents,
  type UpcomingCategories,
} from '../../../shared/events/event-schemas';
import { isRealDate, TIME } from '../../../shared/input-rules';
import { isUuid } from '../../../shared/ids';
import { type Database } from '../../db/client';
import { isoInstant } from '../../db/statements';
import type { SignedInViewer } from '../../lib/viewer';
import { moderationOf, toEventCard } from './event-cards';
import { allFacts } from './event-facts.repository';
import {
  allCategories,
  allTags,
  countHostEvents,
  listHostDrafts,
  listHostEvents,
  listPublishedEvents,
  listPublishedEventsOfHost,
  upcomingCategories,
} from './events.repository';
import { searchEventCards, type SearchOptions } from './event-search.repository';
import { type Cursor } from './event-rows';
import { cursorParts, encodeCursor, expiredCursor, keysetPage } from '../../lib/keyset-cursor';

/** The lists of events: the public list and search, a host's own, and the categories on offer. */

export function encodeEventsCursor(c: Cursor): string {
  return encodeCursor([c.startDate, c.startTime, c.id]);
}

export function decodeEventsCursor(value: string | undefined): Cursor | undefined {
  const parts = cursorParts(value, 3);
  if (!parts) return undefined;
  const [startDate, startTime, id] = parts;
  // Every part goes into the query as a typed value: anything that is not a real date, time
  // and id is a tampered cursor, not a database error.
  if (
    typeof startDate !== 'string' ||
    typeof startTime !== 'string' ||
    typeof id !== 'string' ||
    !isRealDate(startDate) ||
    !TIME.test(startTime.slice(0, 5)) ||
    !/^\d{2}:\d{2}(:[0-5]\d)?$/.test(startTime) ||
    !isUuid(id)
  )
    throw expiredCursor();
  return { startDate, startTime, id };
}

export async function listEvents(
  db: Database,
  q: { date: DateFilter; categories: number[]; facts?: number[]; cursor?: string; limit: number },
  now = new Date(),
): Promise<EventList> {
  const range = dateFilterRange(q.date, now);
  const rows = await listPublishedEvents(db, {
    ...range,
    categoryIds: q.categories,
    factIds: q.facts ?? [],
    after: decodeEventsCursor(q.cursor),
    limit: q.limit + 1,
  });
  const { page, nextCursor } = keysetPage(rows, q.limit, (last) =>
    encodeEventsCursor({ startDate: last.startDate, startTime: last.startTime, id: last.id }),
  );
  return { events: page.map(toEventCard), nextCursor };
}

export const SEARCH_LIMIT = 50;

/** Spec 01 §9: one call answers a search; the term is normalised by its schema first. */
export async function searchEvents(
  db: Database,
  term: string,
  now = new Date(),
  options?: SearchOptions,
): Promise<Array<EventCard & { score: number }>> {
  const rows = await searchEventCards(
    db,
    searchTermSchema.parse(term),
    londonDate(now),
    SEARCH_LIMIT,
    options,
  );
  return rows.map((row) => Object.assign(toEventCard(row), { score: row.score }));
}

export async function hostEvents(
  db: Database,
  viewer: SignedInViewer,
): Promise<HostEvents['events']> {
  const rows = await listHostEvents(db, viewer.userId);
  return rows.map((row) =>
    Object.assign(toEventCard(row), {
      moderation: moderationOf(row),
      cancelledAt: row.cancelledAt === null ? null : isoInstant(row.cancelledAt),
      seriesId: row.seriesId,
    }),
  );
}

/** A host's next published events, those they own and those they co-host, for their space. */
export async function hostUpcomingEvents(
  db: Database,
  hostId: string,
  today: string,
  limit: number,
): Promise<EventCard[]> {
  const rows = await listPublishedEventsOfHost(db, hostId, today, limit);
  return rows.map(toEventCard);
}

/** How many published events a host has from `today` on, and how many drafts. */
export function hostEventCounts(
  db: Database,
  hostId: string,
  today: string,
): Promise<{ upcoming: number; drafts: number }> {
  return countHostEvents(db, hostId, today);
}

/** A host's drafts, soonest first, for the dashboard's "drafts to finish". */
export async function hostDrafts(
  db: Database,
  hostId: string,
  limit: number,
): Promise<EventCard[]> {
  return (await listHostDrafts(db, hostId, limit)).map(toEventCard);
}

/** The catalogue the event form and the browse filters offer: categories, tags, what to expect. */
export async function getCatalogue(db: Database): Promise<Catalogue> {
  const [categories, tags, facts] = await Promise.all([
    allCategories(db),
    allTags(db),
    allFacts(db),
  ]);
  return { categories, tags, facts };
}

/** Spec 01 §9: the categories upcoming events use, at most 6 of them, most used first. */
export async function upcomingCategoriesOnOffer(
  db: Database,
  now = new Date(),
): Promise<UpcomingCategories> {
  return { categories: await upcomingCategories(db, londonDate(now), 6) };
}

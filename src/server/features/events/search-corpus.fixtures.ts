import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { addLondonDays, londonInstant } from '../../../shared/events/london-dates';
import type { SeriesRule } from '../../../shared/series/series-rules';
import { type Database } from '../../db/client';
import { eventCollaborators } from '../../db/schema/cohosts';
import { events, eventCategories, eventFacts, tags } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { eventSeries } from '../../db/schema/series';
import { type CollaborationStatus } from '../../db/schema/cohosts';

/**
 * Random corpora of events for checking search against a reference (search-ranking.property.test.ts).
 * The words are few on purpose: a common one matches more than the 50 results search returns, and
 * the same word turns up in titles, names, places and the catalogue, so fields compete for an
 * event's score. Descriptions are long and hold one word in most of them, one in some and one in
 * very few, so the search meets a description word at every frequency ADR 14 tells apart.
 */

export const HOST_COUNT = 6;

const WORDS = [
  'Lotus',
  'Ember',
  'Amber',
  'River',
  'Cedar',
  'Sage',
  'Drum',
  'Moon',
  'Moonrise',
  'Sound',
  'Breath',
  'Circle',
  'Dance',
  'Yoga',
  'Gathering',
  'Evening',
];
const FIRST_NAMES = ['Maya', 'River', 'Sage', 'Theo', 'Amber', 'Leo', 'Ember'];
const LAST_NAMES = ['Rivers', 'Stone', 'Moonfield', 'Cedarwood', 'Okafor', 'Lotus'];
const DISPLAY_NAMES = ['Moonrise Sound', 'The Cedar Circle', 'Breath & Bloom', 'Drum_Kin 100%'];
const VENUES = [
  'The Lotus Room',
  'Cedar Hall',
  'Old Mill',
  'Riverside Barn',
  'St Amber Church',
  '100% Studio',
  'Under_score Yard',
];
const CITIES = ['Bristol', 'Brighton', 'Totnes', 'Stroud', 'Riverton', 'Sagebury', 'London'];
/** Some of the seeded catalogue's names (migration 0002), for terms that find categories and tags. */
const CATALOGUE_NAMES = [
  'Breathwork',
  'Sound Healing',
  'Ecstatic Dance',
  'Festivals & Retreats',
  'Cacao Ceremony',
  'Full Moon',
  'Beginners welcome',
  'Alcohol-free',
  'Gong Bath',
  'Yin Yoga',
  "Women's Circle",
  // What to expect (migration 0026): found as tags are.
  'Step-free',
  'alcohol free',
  'Quiet space',
];
const TIMES = ['07:00', '10:30', '19:00'];

/** In most descriptions, in some, in very few: each frequency reaches descriptions its own way. */
export const DESCRIPTION_WORDS = { common: 'blanket', some: 'juniper', rare: 'marigold' };
const FILLER = 'We sit together in a quiet room and share tea while the light fades. ';

export type HostSpec = { firstName: string; lastName: string; displayName: string | null };

export type EventSpec = {
  title: string;
  subtitle: string;
  venue: string;
  city: string;
  description: string;
  /** Days after today in London (negative: past). */
  day: number;
  time: string;
  draft: boolean;
  cancelled: boolean;
  host: number;
  /** Picks from the catalogue, taken modulo its size. */
  categories: number[];
  tags: number[];
  facts: number[];
  cohosts: Array<{ host: number; status: CollaborationStatus }>;
  /** Which series the event is a date of, if any. */
  series?: number;
};

export type Corpus = { hosts: HostSpec[]; suspended: number; events: EventSpec[] };

const percent = (chance: number) => fc.nat(99).map((roll) => roll < chance);

/** Capitalised, as people write, or in capitals now and then. */
const written = (text: string, shout: boolean) => (shout ? text.toUpperCase() : text);

const words = (min: number, max: number) =>
  fc
    .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }), percent(8))
    .map(([picked, shout]) => written(picked.join(' '), shout));

const description = fc
  .record({
    length: fc.integer({ min: 10, max: 25 }),
    mentions: words(0, 2),
    common: percent(80),
    some: percent(12),
    rare: percent(2),
  })
  .map(({ length, mentions, common, some, rare }) =>
    [
      FILLER.repeat(length),
      mentions && `Expect ${mentions.toLowerCase()}.`,
      common && `Bring a ${DESCRIPTION_WORDS.common}.`,
      some &&
        `${DESCRIPTION_WORDS.some[0]!.toUpperCase()}${DESCRIPTION_WORDS.some.slice(1)} tea after.`,
      rare && `A ${DESCRIPTION_WORDS.rare} for the altar.`,
    ]
      .filter(Boolean)
      .join(' '),
  );

const eventSpec: fc.Arbitrary<EventSpec> = fc.record({
  title: words(1, 3),
  subtitle: fc.option(words(1, 3), { nil: '' }).map((s) => (s ? `with ${s}` : '')),
  venue: fc.constantFrom('', ...VENUES),
  city: fc.constantFrom('', ...CITIES),
  description,
  day: fc.integer({ min: -15, max: 120 }),
  time: fc.constantFrom(...TIMES),
  draft: percent(10),
  cancelled: percent(6),
  host: fc.nat(HOST_COUNT - 1),
  categories: fc.uniqueArray(fc.nat(99), { maxLength: 2 }),
  tags: fc.uniqueArray(fc.nat(99), { maxLength: 3 }),
  facts: fc.uniqueArray(fc.nat(99), { maxLength: 2 }),
  cohosts: fc.uniqueArray(
    fc.record({
      host: fc.nat(HOST_COUNT - 1),
      status: fc.constantFrom<CollaborationStatus>('accepted', 'accepted', 'pending', 'declined'),
    }),
    { selector: (c) => c.host, maxLength: 2 },
  ),
});

/** A weekly series: one event's details on several dates, some of them drafts or cancelled. */
const seriesSpec = fc
  .tuple(
    eventSpec,
    fc.integer({ min: -14, max: 20 }),
    fc.array(fc.record({ draft: percent(15), cancelled: percent(25) }), {
      minLength: 4,
      maxLength: 8,
    }),
  )
  .map(([first, start, dates]) =>
    dates.map((date, week) => ({ ...first, ...date, day: start + 7 * week })),
  );

const hostSpec: fc.Arbitrary<HostSpec> = fc.record({
  firstName: fc.constantFrom(...FIRST_NAMES),
  lastName: fc.constantFrom(...LAST_NAMES),
  displayName: fc.option(fc.constantFrom(...DISPLAY_NAMES), { nil: null, freq: 2 }),
});

export const corpus: fc.Arbitrary<Corpus> = fc
  .record({
    hosts: fc.array(hostSpec, { minLength: HOST_COUNT, maxLength: HOST_COUNT }),
    suspended: fc.nat(HOST_COUNT - 1),
    oneOffs: fc.array(eventSpec, { minLength: 112, maxLength: 220 }),
    series: fc.array(seriesSpec, { minLength: 2, maxLength: 4 }),
  })
  .map(({ hosts, suspended, oneOffs, series }) => ({
    hosts,
    suspended,
    events: oneOffs.concat(
      series.flatMap((dates, index) => dates.map((date) => ({ ...date, series: index }))),
    ),
  }));

/**
 * A term someone might type: a piece of a word, name or catalogue name of at least 3 characters,
 * in any case, maybe with spaces around it.
 */
export const term: fc.Arbitrary<string> = fc
  .record({
    source: fc.constantFrom(
      ...WORDS,
      ...FIRST_NAMES,
      ...LAST_NAMES,
      ...DISPLAY_NAMES,
      ...VENUES,
      ...CITIES,
      ...CATALOGUE_NAMES,
      ...Object.values(DESCRIPTION_WORDS),
      `${FIRST_NAMES[0]} ${LAST_NAMES[0]}`,
    ),
    start: fc.nat(20),
    length: fc.integer({ min: 3, max: 12 }),
    casing: fc.constantFrom('as is', 'upper', 'lower', 'title'),
    padded: fc.boolean(),
  })
  .map(({ source, start, length, casing, padded }) => {
    const from = start % Math.max(1, source.length - 2);
    const piece = source.slice(from, from + length);
    const cased =
      casing === 'upper'
        ? piece.toUpperCase()
        : casing === 'lower'
          ? piece.toLowerCase()
          : casing === 'title'
            ? piece.replace(/\b\w/g, (c) => c.toUpperCase())
            : piece;
    return padded ? `  ${cased} ` : cased;
  })
  .filter((t) => t.trim().length >= 3);

/**
 * A term with `%` or `_` in it: one of the places or names that hold them literally, or a word
 * with a letter put in its place, which finds nothing unless the character is taken as a pattern.
 */
export const wildcardTerm: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0% s', '100%', 'r_sc', 'm_ki', 'n_100%'),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat(20), fc.constantFrom('%', '_'))
    .map(([word, at, wildcard]) => {
      const i = 1 + (at % (word.length - 2));
      return `${word.slice(0, i)}${wildcard}${word.slice(i + 1)}`;
    }),
);

/** The corpus's hosts: signed-up accounts, each with a space to be invited to co-host from. */
export type Cast = { hostIds: string[]; spaceIds: string[] };

type Entry = { id: number; name: string };

export type Catalogue = { categories: Entry[]; tags: Entry[]; facts: Entry[] };

export async function seededCatalogue(db: Database): Promise<Catalogue> {
  return {
    categories: await db
      .select({ id: eventCategories.id, name: eventCategories.name })
      .from(eventCategories),
    tags: await db.select({ id: tags.id, name: tags.name }).from(tags),
    facts: await db.select({ id: eventFacts.id, name: eventFacts.name }).from(eventFacts),
  };
}

const WEEKLY: SeriesRule = {
  repeat: { kind: 'weekly', every: 1, weekdays: ['MO'] },
  end: { kind: 'never' },
  skipped: [],
  added: [],
};

/** Writes the corpus straight into the tables (search only reads them), `today` its day 0. */
export async function insertCorpus(
  db: Database,
  cast: Cast,
  catalogue: Catalogue,
  spec: Corpus,
  today: string,
): Promise<void> {
  const seriesCount = 1 + Math.max(-1, ...spec.events.map((e) => e.series ?? -1));
  const seriesIds: string[] = [];
  for (let s = 0; s < seriesCount; s++) {
    const first = spec.events.find((e) => e.series === s)!;
    const [row] = await db
      .insert(eventSeries)
      .values({
        userId: cast.hostIds[first.host]!,
        rule: WEEKLY,
        firstDate: addLondonDays(today, first.day),
        startTime: first.time,
        endTime: '23:00',
        madeUntil: addLondonDays(today, 200),
      })
      .returning({ id: eventSeries.id });
    seriesIds.push(row!.id);
  }
  const pick = (entries: Entry[], picks: number[]) => [
    ...new Set(picks.map((p) => entries[p % entries.length]!)),
  ];
  const inserted = await db
    .insert(events)
    .values(
      spec.events.map((e) => {
        const date = addLondonDays(today, e.day);
        const categories = pick(catalogue.categories, e.categories);
        return {
          title: e.title,
          subtitle: e.subtitle,
          description: e.description,
          startDate: date,
          endDate: date,
          startTime: e.time,
          endTime: '23:00',
          startsAt: londonInstant(date, e.time),
          endsAt: londonInstant(date, '23:00'),
          locationType: e.venue ? ('physical' as const) : ('online' as const),
          locationVenue: e.venue,
          locationCity: e.city,
          // As the events service files them: the first category is the event's main one.
          category: categories[0]?.name ?? null,
          categoryNames: categories.map((c) => c.name),
          categoryId: categories[0]?.id ?? null,
          categoryIds: categories.map((c) => c.id),
          eventTypeIds: pick(catalogue.tags, e.tags).map((t) => t.id),
          factIds: pick(catalogue.facts, e.facts).map((f) => f.id),
          userId: cast.hostIds[e.host]!,
          isDraft: e.draft,
          cancelledAt: e.cancelled ? new Date() : null,
          seriesId: e.series === undefined ? null : seriesIds[e.series]!,
          seriesDate: e.series === undefined ? null : date,
        };
      }),
    )
    .returning({ id: events.id });
  const invitations = spec.events.flatMap((e, i) =>
    e.cohosts
      .filter((c) => c.host !== e.host)
      .map((c) => ({
        eventId: inserted[i]!.id,
        facilitatorSpaceId: cast.spaceIds[c.host]!,
        inviterId: cast.hostIds[e.host]!,
        status: c.status,
      })),
  );
  if (invitations.length > 0) await db.insert(eventCollaborators).values(invitations);
  // Names and the suspension last, so search must follow them onto events already written.
  for (const [i, host] of spec.hosts.entries()) {
    await db
      .update(profiles)
      .set({ ...host, suspendedAt: i === spec.suspended ? new Date() : null })
      .where(eq(profiles.id, cast.hostIds[i]!));
  }
}

/** Deletes what insertCorpus wrote (invitations go with their events). */
export async function clearCorpus(db: Database, cast: Cast): Promise<void> {
  await db.delete(events).where(inArray(events.userId, cast.hostIds));
  await db.delete(eventSeries).where(inArray(eventSeries.userId, cast.hostIds));
}

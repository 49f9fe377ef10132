/**
 * How a search reaches its results (ADR 39), decided between its two statements from what the
 * first found among the soonest upcoming events: which fields must still be looked for beyond
 * them, and by which road. Pure, so every branch is tested without a database.
 */

/** The fields a term is found in, best first, with spec 01 §9's scores. */
export const SEARCH_FIELDS = [
  { field: 'titleStart', score: 100 },
  { field: 'title', score: 80 },
  { field: 'categories', score: 70 },
  { field: 'tags', score: 65 },
  { field: 'hosts', score: 60 },
  { field: 'city', score: 50 },
  { field: 'venue', score: 45 },
  { field: 'subtitle', score: 30 },
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number]['field'];

/** A description's score: lowest of all, and read apart from the short fields (ADR 35). */
export const DESCRIPTION_SCORE = 20;

/** The most the date adds: 10 points today, none after 30 days. */
export const MOST_DATE_POINTS = 10;

/**
 * What the first statement found in the sample: the soonest `walked` upcoming events, in date
 * order, of which it scored those that match a short field (not descriptions).
 */
export type SampleFindings = {
  /** How many events the sample read: fewer than asked means it read every one to come. */
  walked: number;
  /** The score of the `limit`-th best match in the sample, or null with fewer matches. */
  threshold: number | null;
  /** The date points of the sample's last event: no later event earns more. */
  lastDatePoints: number;
  /** How many events of the sample match each field (a title start counts as a title too). */
  counts: Record<SearchField, number>;
};

/**
 * How one field is looked for beyond the sample: by walking on in date order until `limit`
 * events match (cheap when the term is common in it), or through its trigram index (cheap
 * when rare; it reads every match).
 */
export type Road = 'walk' | 'index';

export type SearchPlan = {
  /** The fields still to look for among events after the sample, each by its road. */
  beyond: Array<{ field: SearchField; road: Road }>;
  /** Whether descriptions must be searched (among every event to come, ADR 14's way). */
  descriptions: boolean;
};

/**
 * A field whose term matched at least this share of the sample is walked: walking on finds
 * `limit` matches in about limit ÷ share events (5,000 at 1 in 100), where its index would read
 * every match (share × every event to come: 2,000 at 1 in 100 of 200,000, but read in one
 * bitmap with the other rare fields, each row cheaper than a step of a walk).
 */
const WALK_FROM_SHARE = 0.01;

/**
 * Which fields must still be looked for after the sample. The sample's best `limit` stand
 * unless a later event beats the `limit`-th of them (`threshold`); a later event ranks after
 * every sample event of the same score, and earns at most `lastDatePoints` for its date, so a
 * field whose score plus those points cannot pass the threshold can be left: any later event
 * that still makes the results matches a field that is looked for. A sample that read every
 * event to come leaves nothing to look for but descriptions.
 *
 * Descriptions are not read by the sample (they are long, and score least): they are searched
 * unless the threshold passes the most a description can score (today's date points on 20),
 * because an event of the sample found only by its description could otherwise tie it and come
 * first.
 */
export function planSearch(found: SampleFindings, sampleSize: number): SearchPlan {
  const { threshold, lastDatePoints, walked, counts } = found;
  const canPass = (score: number, datePoints: number) =>
    threshold === null || score + datePoints > threshold;
  const exhausted = walked < sampleSize;
  const beyond = exhausted
    ? []
    : SEARCH_FIELDS.filter(({ score }) => canPass(score, lastDatePoints)).map(({ field }) => ({
        field,
        road: (walked > 0 && counts[field] / walked >= WALK_FROM_SHARE ? 'walk' : 'index') as Road,
      }));
  const descriptions = threshold === null || DESCRIPTION_SCORE + MOST_DATE_POINTS >= threshold;
  return { beyond, descriptions };
}

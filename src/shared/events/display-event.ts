/** Spec 01 §3 "Display event": the fields derived for showing an event. */

/**
 * The picture of an event without a cover, in `public/`. Its name carries the first 8 hex digits
 * of its SHA-256, so browsers may keep it for a year (issue 14); `display-event.test.ts` fails
 * when the file changes and the name does not.
 */
export const PLACEHOLDER_EVENT_IMAGE = '/event-placeholder.29c11293.svg';
/** Where the placeholder was before its name carried its hash; it sends browsers on. */
export const OLD_PLACEHOLDER_EVENT_IMAGE = '/event-placeholder.svg';
/** Spec 02 §9: the mobile event card cuts the description to 60 characters. */
export const CARD_SUMMARY_LENGTH = 60;
const FESTIVALS_AND_RETREATS = 'festivals & retreats';

export function locationText(event: {
  locationType: 'online' | 'physical';
  venue: string | null;
  city: string | null;
}): string {
  if (event.locationType === 'online') return 'Online Event';
  const parts = [event.venue, event.city].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length > 0 ? parts.join(', ') : 'Location TBD';
}

/** A UTF-16 surrogate: half of a character outside the Basic Multilingual Plane (an emoji). */
const ASTRAL = /[\uD800-\uDFFF]/;

/**
 * The start of a description for a card: its first 60 characters, with an ellipsis when there
 * is more. Counts characters, not UTF-16 units, so an emoji is never cut in half.
 */
export function cardSummary(description: string): string {
  const text = description.trim();
  // Without characters outside the Basic Multilingual Plane, a character is one UTF-16 unit and
  // slicing cuts the same way: `Array.from` cost more than the rest of a server's event card.
  if (!ASTRAL.test(text)) {
    if (text.length <= CARD_SUMMARY_LENGTH) return text;
    return `${text.slice(0, CARD_SUMMARY_LENGTH).trimEnd()}…`;
  }
  const chars = Array.from(text);
  if (chars.length <= CARD_SUMMARY_LENGTH) return chars.join('');
  return `${chars.slice(0, CARD_SUMMARY_LENGTH).join('').trimEnd()}…`;
}

/** Facilitator display name, else profile first and last name, else handle, else empty. */
export function hostedBy(host: {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  handle?: string | null;
}): string {
  if (host.displayName?.trim()) return host.displayName.trim();
  const name = [host.firstName, host.lastName].filter((p) => p && p.trim()).join(' ');
  if (name) return name;
  return host.handle ?? '';
}

/** A host's space: `/@handle`, or by their user id while they have no handle. */
export function hostSpacePath(host: { userId: string; handle: string | null }): string {
  return host.handle ? `/@${host.handle}` : `/facilitator/${host.userId}`;
}

/**
 * What goes before each name of a list read aloud in English: nothing, then commas, and an
 * ampersand before the last ("A", "A & B", "A, B & C").
 */
export function listSeparator(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' & ' : ', ';
}

/** Names as one English list: "A", "A & B", "A, B & C". */
export function joinNames(names: string[]): string {
  return names.map((name, i) => `${listSeparator(i, names.length)}${name}`).join('');
}

/**
 * Tag names de-duplicated case-insensitively, with "Festivals & Retreats" first. With no tags,
 * the category names, then the single category.
 */
export function displayTags(
  tagNames: string[],
  categoryNames: string[],
  category: string | null,
): string[] {
  const source =
    tagNames.length > 0
      ? tagNames
      : categoryNames.length > 0
        ? categoryNames
        : category
          ? [category]
          : [];
  const seen = new Set<string>();
  const unique = source.filter((name) => {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const festival = unique.findIndex((n) => n.trim().toLowerCase() === FESTIVALS_AND_RETREATS);
  if (festival > 0) unique.unshift(...unique.splice(festival, 1));
  return unique;
}

/**
 * Spec 01 §5: a search needs at least 3 characters, and its text is trimmed and lower-cased.
 * Kept free of zod so the header's search box can use it without loading the schemas.
 */
export const SEARCH_MIN_LENGTH = 3;

/** The term as it is searched for. The API's `searchTermSchema` normalises the same way. */
export function normaliseSearchTerm(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether the text is long enough to search for, once normalised. */
export function isSearchable(text: string): boolean {
  return normaliseSearchTerm(text).length >= SEARCH_MIN_LENGTH;
}

import { findUuid } from '@shared/uuids';

/**
 * The event an address names: `?id=` when given, else the id at the end of its slug. The page and
 * its route loader read it alike; '' when there is none.
 */
export function eventIdFromAddress(eventSlug: string, search: URLSearchParams): string {
  return search.get('id') ?? findUuid(eventSlug) ?? '';
}

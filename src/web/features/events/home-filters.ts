import { DATE_FILTERS, type DateFilter } from '@shared/events/date-filters';

/**
 * The home page's filters as its address holds them (?date=, ?categories=, ?q=), so a filtered
 * list can be shared. The page and its route loader read them alike.
 */
export function homeFiltersFrom(params: URLSearchParams) {
  const dateParam = params.get('date');
  const date: DateFilter = DATE_FILTERS.includes(dateParam as DateFilter)
    ? (dateParam as DateFilter)
    : 'all';
  const categories = (params.get('categories') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return { date, categories, q: params.get('q') ?? '' };
}

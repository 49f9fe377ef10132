import { DATE_FILTERS, type DateFilter } from '@shared/events/date-filters';

/** The API takes at most this many facts (eventListQuerySchema): more would be refused. */
const MAX_FACTS = 20;

/** The positive whole numbers of a comma-separated parameter, in order. */
function idsIn(value: string | null) {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * The home page's filters as its address holds them (?date=, ?categories=, ?facts=, ?q=), so a
 * filtered list can be shared. The page and its route loader read them alike.
 */
export function homeFiltersFrom(params: URLSearchParams) {
  const dateParam = params.get('date');
  const date: DateFilter = DATE_FILTERS.includes(dateParam as DateFilter)
    ? (dateParam as DateFilter)
    : 'all';
  const categories = idsIn(params.get('categories'));
  const facts = [...new Set(idsIn(params.get('facts')))].slice(0, MAX_FACTS);
  return { date, categories, facts, q: params.get('q') ?? '' };
}

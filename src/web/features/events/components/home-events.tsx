import { useHomeFilters } from '../use-home-filters';
import { SearchResults } from './search-results';
import { UpcomingEvents } from './upcoming-events';

/** Home's events: the search's answer while the address holds one, else the filtered list. */
export function HomeEvents() {
  const filters = useHomeFilters();
  return (
    <div className="container-page grid gap-6 py-8">
      {filters.q ? (
        <SearchResults text={filters.q} onClear={filters.clearSearch} />
      ) : (
        <UpcomingEvents
          date={filters.date}
          categories={filters.categories}
          facts={filters.facts}
          onDateChange={filters.setDate}
          onCategoriesChange={filters.setCategories}
          onFactsChange={filters.setFacts}
          onClearFilters={filters.clearFilters}
        />
      )}
    </div>
  );
}

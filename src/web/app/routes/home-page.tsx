import { Page } from '@web/components/page';
import { isSearchable, normaliseSearchTerm } from '@shared/events/search-term';
import {
  catalogueQuery,
  eventListQuery,
  eventSearchQuery,
  upcomingCategoriesQuery,
} from '@web/features/events/api/events';
import { homeFiltersFrom } from '@web/features/events/home-filters';
import { HomeEvents } from '@web/features/events/components/home-events';
import { HomeHero } from '@web/features/events/components/home-hero';
import { preloadLazyParts } from '@web/lib/lazy-part';
import { queryLoader } from '@web/lib/query-loader';

/** Home's data (ADR 29): the first page of the list as filtered, or the search's answer. */
export const loader = queryLoader((client, { request }) => {
  preloadLazyParts(['event-grid', 'event-search-box']);
  const { date, categories, facts, q } = homeFiltersFrom(new URL(request.url).searchParams);
  if (q) {
    const term = normaliseSearchTerm(q);
    return isSearchable(term) ? client.ensureQueryData(eventSearchQuery(term)) : Promise.resolve();
  }
  return Promise.all([
    client.ensureInfiniteQueryData(eventListQuery(date, categories, facts)),
    client.ensureQueryData(upcomingCategoriesQuery),
    // The "What to expect" chips' facts.
    client.ensureQueryData(catalogueQuery),
  ]);
});

export default function HomePage() {
  return (
    <Page className="pt-0 sm:pt-0">
      <HomeHero />
      <HomeEvents />
    </Page>
  );
}

import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { isSearchable, normaliseSearchTerm } from '@shared/events/search-term';
import {
  eventListQuery,
  eventSearchQuery,
  upcomingCategoriesQuery,
} from '@web/features/events/api/events';
import { homeFiltersFrom } from '@web/features/events/home-filters';
import { SearchResults } from '@web/features/events/components/search-results';
import { UpcomingEvents } from '@web/features/events/components/upcoming-events';
import { preloadLazyParts } from '@web/lib/lazy-part';
import { queryLoader } from '@web/lib/query-loader';
import { useViewer } from '@web/lib/viewer';

/** Home's data (ADR 29): the first page of the list as filtered, or the search's answer. */
export const loader = queryLoader((client, { request }) => {
  preloadLazyParts(['event-grid', 'event-search-box']);
  const { date, categories, q } = homeFiltersFrom(new URL(request.url).searchParams);
  if (q) {
    const term = normaliseSearchTerm(q);
    return isSearchable(term) ? client.ensureQueryData(eventSearchQuery(term)) : Promise.resolve();
  }
  return Promise.all([
    client.ensureInfiniteQueryData(eventListQuery(date, categories)),
    client.ensureQueryData(upcomingCategoriesQuery),
  ]);
});

export default function HomePage() {
  const { data: viewer } = useViewer();
  const [params, setParams] = useSearchParams();
  const { date, categories, q } = homeFiltersFrom(params);

  const setFilters = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setParam = (key: string, value: string | null) => setFilters({ [key]: value });

  return (
    <Page className="pt-0 sm:pt-0">
      <section className="bg-gradient-to-b from-sage-50 to-cream">
        <div className="container-page grid gap-5 py-10 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-semibold text-forest-900 sm:text-5xl">
            Gatherings for the heart, body and soul
          </h1>
          <p className="max-w-2xl text-lg text-ink-muted">
            Cacao ceremonies, ecstatic dance, breathwork, sound baths and retreats, hosted by
            facilitators you can trust. Kindred is connecting hearts and healing communities.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={
                viewer?.isHost
                  ? paths.createEvent.getHref()
                  : viewer?.user
                    ? paths.becomeFacilitator.getHref()
                    : paths.signUp.getHref()
              }
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              {viewer?.isHost ? 'Create an event' : 'Host with Kindred'}
            </Link>
          </div>
        </div>
      </section>
      <div className="container-page grid gap-6 py-8">
        {q ? (
          <SearchResults text={q} onClear={() => setParam('q', null)} />
        ) : (
          <UpcomingEvents
            date={date}
            categories={categories}
            onDateChange={(d) => setParam('date', d === 'all' ? null : d)}
            onCategoriesChange={(c) => setParam('categories', c.length > 0 ? c.join(',') : null)}
            onClearFilters={() => setFilters({ date: null, categories: null })}
          />
        )}
      </div>
    </Page>
  );
}

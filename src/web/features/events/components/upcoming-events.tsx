import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CalendarHeart } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import type { DateFilter } from '@shared/events/date-filters';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMinimumDelayPassed } from '@web/lib/use-minimum-delay';
import { catalogueQuery, eventListQuery, upcomingCategoriesQuery } from '../api/events';
import { CategoryChips } from './category-chips';
import { DateFilterPicker } from './date-filter';
import { EventGridSkeleton } from './event-grid-skeleton';
import { FactChips } from './fact-chips';
import { EventGrid } from './lazy-event-grid';

/**
 * The home list: published events from today, filtered by category, date and what to expect,
 * paged.
 */
export function UpcomingEvents({
  date,
  categories,
  facts,
  onDateChange,
  onCategoriesChange,
  onFactsChange,
  onClearFilters,
}: {
  date: DateFilter;
  categories: number[];
  facts: number[];
  onDateChange: (d: DateFilter) => void;
  onCategoriesChange: (c: number[]) => void;
  onFactsChange: (f: number[]) => void;
  /** Every filter in one change: changes in a row would each start from the old URL. */
  onClearFilters: () => void;
}) {
  const list = useInfiniteQuery(eventListQuery(date, categories, facts));
  const chips = useQuery(upcomingCategoriesQuery);
  const catalogue = useQuery(catalogueQuery);
  const minimumPassed = useMinimumDelayPassed(500, { readyAtMount: list.isSuccess });
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Spec 01 §8: "Failed to load events: {message}" and the list is emptied.
    if (list.isError) toast.error(`Failed to load events: ${list.error.message}`);
  }, [list.isError, list.error]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const events = list.isError ? [] : (list.data?.pages.flatMap((p) => p.events) ?? []);
  const loading = list.isPending || !minimumPassed;
  const filtered = date !== 'all' || categories.length > 0 || facts.length > 0;

  return (
    <section aria-labelledby="upcoming-title" className="grid gap-5">
      <div className="grid gap-3">
        <h2 id="upcoming-title" className="text-2xl font-semibold text-forest-900">
          Upcoming events
        </h2>
        <CategoryChips
          categories={chips.data?.categories ?? []}
          selected={categories}
          onChange={onCategoriesChange}
        />
        <DateFilterPicker value={date} onChange={onDateChange} />
        <FactChips facts={catalogue.data?.facts ?? []} selected={facts} onChange={onFactsChange} />
      </div>
      {loading ? (
        <EventGridSkeleton />
      ) : events.length === 0 ? (
        // EmptyState's look, a little taller on the home page.
        <Card variant="dashed" className="grid justify-items-center gap-3 px-6 py-14 text-center">
          <CalendarHeart aria-hidden="true" className="size-10 text-forest-700" />
          <p className="text-lg font-medium text-forest-900">
            {filtered ? 'No events match these filters' : 'No upcoming events yet'}
          </p>
          <p className="max-w-md text-ink-muted">
            {filtered
              ? facts.length > 0
                ? 'Try fewer things to expect, or another date or category.'
                : 'Try another date or category.'
              : 'Our facilitators are preparing their next gatherings. Check back soon.'}
          </p>
          {filtered && (
            <Button variant="outline" onClick={onClearFilters}>
              Show all events
            </Button>
          )}
        </Card>
      ) : (
        <>
          <Suspense fallback={<EventGridSkeleton />}>
            <EventGrid events={events} />
          </Suspense>
          <div ref={sentinel} />
          {hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading more...' : 'Load more events'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

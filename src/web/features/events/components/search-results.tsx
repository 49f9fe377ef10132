import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { isSearchable, normaliseSearchTerm } from '@shared/events/search-term';
import { Button } from '@web/components/ui/button';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { eventSearchQuery } from '../api/events';
import { EventGridSkeleton } from './event-grid-skeleton';
import { EventGrid } from './lazy-event-grid';

/** Spec 01 §4 search states: idle (under 3 characters), searching, results, empty, unavailable. */
export function SearchResults({ text, onClear }: { text: string; onClear: () => void }) {
  const term = useDebouncedValue(normaliseSearchTerm(text), 250);
  const ready = isSearchable(term);
  const search = useQuery({ ...eventSearchQuery(term), enabled: ready });

  let body;
  if (!isSearchable(text)) {
    body = <p className="text-ink-muted">Type at least 3 characters to search</p>;
  } else if (!ready || search.isPending) {
    body = (
      <>
        <p className="text-ink-muted">Searching…</p>
        <EventGridSkeleton count={3} />
      </>
    );
  } else if (search.isError && !search.data) {
    body = (
      <p className="font-medium text-red-800">Search temporarily unavailable. Please try again.</p>
    );
  } else if (search.data.events.length === 0) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p>No events match your search. Try a different keyword or explore all events.</p>
        <Button variant="outline" onClick={onClear}>
          Explore all events
        </Button>
      </div>
    );
  } else {
    const count = search.data.events.length;
    body = (
      <>
        <p className="text-ink-muted">
          {count} {count === 1 ? 'event matches' : 'events match'} “{term}”
        </p>
        <Suspense fallback={<EventGridSkeleton count={3} />}>
          <EventGrid events={search.data.events} />
        </Suspense>
      </>
    );
  }

  return (
    <section aria-labelledby="search-title" className="grid gap-4">
      <h2 id="search-title" className="text-2xl font-semibold text-forest-900">
        Search results
      </h2>
      <div aria-live="polite" className="grid gap-4">
        {body}
      </div>
    </section>
  );
}

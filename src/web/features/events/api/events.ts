import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DateFilter } from '@shared/events/date-filters';
import type {
  EventDetail,
  EventList,
  HostEvents,
  SearchResult,
  UpcomingCategories,
} from '@shared/events/event-schemas';
import type { z } from 'zod';
import type { catalogueSchema } from '@shared/events/event-schemas';
import { api } from '@web/lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

export const eventKeys = {
  all: ['events'] as const,
  list: (date: DateFilter, categories: number[], facts: number[]) =>
    ['events', 'list', date, categories, facts] as const,
  search: (term: string) => ['events', 'search', term] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  host: ['events', 'host'] as const,
};

/** Home's list as filtered: by date, categories and what to expect (events with every fact). */
export function eventListQuery(date: DateFilter, categories: number[], facts: number[]) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(date, categories, facts),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ date });
      if (categories.length > 0) params.set('categories', categories.join(','));
      if (facts.length > 0) params.set('facts', facts.join(','));
      if (pageParam) params.set('cursor', pageParam);
      return api<EventList>(`/api/events?${params}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Spec 01 §9: repeated searches are answered from a 5-minute client cache. */
export function eventSearchQuery(term: string) {
  return queryOptions({
    queryKey: eventKeys.search(term),
    queryFn: ({ signal }) =>
      api<SearchResult>(`/api/events/search?${new URLSearchParams({ q: term })}`, { signal }),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });
}

export const upcomingCategoriesQuery = queryOptions({
  queryKey: ['event-categories', 'upcoming'],
  queryFn: ({ signal }) => api<UpcomingCategories>('/api/event-categories/upcoming', { signal }),
});

export const catalogueQuery = queryOptions({
  queryKey: ['event-catalogue'],
  queryFn: ({ signal }) => api<z.infer<typeof catalogueSchema>>('/api/event-catalogue', { signal }),
  staleTime: FIVE_MINUTES,
});

export function eventDetailQuery(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api<EventDetail>(`/api/events/${id}`, { signal }),
    staleTime: 30_000,
  });
}

export const hostEventsQuery = queryOptions({
  queryKey: eventKeys.host,
  queryFn: ({ signal }) => api<HostEvents>('/api/host/events', { signal }),
  staleTime: 0,
});

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TestimonialsPage } from '@shared/testimonials/testimonial-schemas';
import { api } from '@web/lib/api-client';
import { listQuery } from '@web/lib/cursor-pages';

/** The visible testimonials of a space's facilitator, as the person looking may act on them. */
export const spaceTestimonialsKey = (spaceId: string) =>
  ['testimonials', 'space', spaceId] as const;

/**
 * A space's testimonials, newest first, a page at a time (the server's cursor says where the next
 * one starts); "Show more testimonials" adds the next page below. The space's route reads the
 * first page with the space, so the server draws them (ADR 29).
 */
export const spaceTestimonialsQuery = (spaceId: string) =>
  infiniteQueryOptions({
    queryKey: spaceTestimonialsKey(spaceId),
    queryFn: ({ signal, pageParam }) => {
      const query = listQuery({ cursor: pageParam }).toString();
      return api<TestimonialsPage>(
        `/api/spaces/${encodeURIComponent(spaceId)}/testimonials${query && `?${query}`}`,
        { signal },
      );
    },
    initialPageParam: '',
    getNextPageParam: (last: TestimonialsPage) => last.nextCursor ?? undefined,
  });

export function useSpaceTestimonials(spaceId: string) {
  return useInfiniteQuery(spaceTestimonialsQuery(spaceId));
}

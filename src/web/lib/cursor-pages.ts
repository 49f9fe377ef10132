import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** A list's query string: only the values set, so "all" and empty filters stay out of the URL. */
export function listQuery(values: Record<string, string | undefined>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** What every keyset-paged list endpoint answers: its rows under some name, and where to go on. */
export type CursorPage = { nextCursor: string | null };

/**
 * The pages of a keyset-paged list, later pages added below on request. The server hands out
 * an opaque `nextCursor` (no page numbers: a keyset page stays right while rows are added), so
 * the next page is asked for from there. The previous pages stay on screen while a new filter
 * loads (`keepPreviousData`), and every visit asks afresh: admin lists change under others' hands.
 */
export function useCursorPages<TPage extends CursorPage>(
  queryKey: readonly unknown[],
  path: string,
  filters: Record<string, string | undefined>,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, filters],
    queryFn: ({ signal, pageParam }) =>
      api<TPage>(`${path}?${listQuery({ ...filters, cursor: pageParam })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeoplePage } from '@shared/admin-schemas';
import { api } from '@web/lib/api-client';

export function usePeople(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'people', q, page],
    queryFn: ({ signal }) =>
      api<PeoplePage>(`/api/admin/people?${new URLSearchParams({ q, page: String(page) })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

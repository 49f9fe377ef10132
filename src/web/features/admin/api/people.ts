import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type Person = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isHost: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
};

export function usePeople(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'people', q, page],
    queryFn: ({ signal }) =>
      api<{ people: Person[]; total: number; pageSize: number }>(
        `/api/admin/people?${new URLSearchParams({ q, page: String(page) })}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

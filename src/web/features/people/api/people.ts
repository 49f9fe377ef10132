import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeoplePage, PeopleQuery, Person, Role } from '@shared/admin-schemas';
import { api } from '@web/lib/api-client';
import { listQuery } from '@web/lib/cursor-pages';
import { auditLogKeys } from '@web/lib/admin-query-keys';
import { useRefetchingMutation } from '@web/lib/refetching-mutation';

export const peopleKeys = { all: ['admin', 'people'] as const };

/** One page of the people list: the search, filter and order, from `cursor` on. */
export function usePeople(query: PeopleQuery) {
  return useQuery({
    queryKey: [...peopleKeys.all, query],
    queryFn: ({ signal }) => api<PeoplePage>(`/api/admin/people?${listQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a change, the people list and the audit log are fetched afresh. */
const usePersonMutation = <TInput>(request: (input: TInput) => Promise<Person>) =>
  useRefetchingMutation([peopleKeys.all, auditLogKeys.all], request);

export const useSetRole = () =>
  usePersonMutation(({ id, role, granted }: { id: string; role: Role; granted: boolean }) =>
    api<Person>(`/api/admin/people/${id}/roles`, { method: 'POST', body: { role, granted } }),
  );

export const useSetSuspended = () =>
  usePersonMutation(
    ({ id, suspended, reason }: { id: string; suspended: boolean; reason: string }) =>
      api<Person>(`/api/admin/people/${id}/${suspended ? 'suspend' : 'restore'}`, {
        method: 'POST',
        body: { reason },
      }),
  );

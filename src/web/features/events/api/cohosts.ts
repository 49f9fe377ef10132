import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cohost, FacilitatorMatch, MyCollaborations } from '@shared/cohosts/cohost-schemas';
import { api } from '@web/lib/api-client';
import { eventKeys } from './events';

export const cohostKeys = {
  all: ['cohosts'] as const,
  search: (term: string) => ['cohosts', 'search', term] as const,
  ofEvent: (eventId: string) => ['cohosts', 'event', eventId] as const,
  mine: ['cohosts', 'mine'] as const,
};

/** Type-ahead: other facilitators whose name or @handle matches (2 characters or more). */
export function facilitatorSearchQuery(term: string) {
  return queryOptions({
    queryKey: cohostKeys.search(term),
    queryFn: ({ signal }) =>
      api<{ facilitators: FacilitatorMatch[] }>(
        `/api/facilitators/search?${new URLSearchParams({ q: term })}`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

/** An event's invitations and co-hosts, for its hosts. */
export function eventCohostsQuery(eventId: string) {
  return queryOptions({
    queryKey: cohostKeys.ofEvent(eventId),
    queryFn: ({ signal }) =>
      api<{ cohosts: Cohost[] }>(`/api/events/${eventId}/cohosts`, { signal }),
  });
}

/** The host's collaborations from both sides, for the dashboard. */
export const myCollaborationsQuery = queryOptions({
  queryKey: cohostKeys.mine,
  queryFn: ({ signal }) => api<MyCollaborations>('/api/cohosts/mine', { signal }),
  staleTime: 0,
});

/** Who hosts an event shows on its page, in spaces and in search: all are fetched afresh. */
function useCohostMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cohostKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

export const inviteCohost = (eventId: string, spaceId: string) =>
  api<Cohost>(`/api/events/${eventId}/cohosts`, { method: 'POST', body: { spaceId } });

export const useInviteCohost = () =>
  useCohostMutation(({ eventId, spaceId }: { eventId: string; spaceId: string }) =>
    inviteCohost(eventId, spaceId),
  );

/** Withdraws a pending invitation, or removes a co-host. */
export const useRemoveCohost = () =>
  useCohostMutation(({ eventId, id }: { eventId: string; id: string }) =>
    api<void>(`/api/events/${eventId}/cohosts/${id}`, { method: 'DELETE' }),
  );

export const useAnswerInvitation = () =>
  useCohostMutation(({ id, accept }: { id: string; accept: boolean }) =>
    api<{ id: string; eventId: string; status: string }>(
      `/api/cohost-invitations/${id}/${accept ? 'accept' : 'decline'}`,
      { method: 'POST', body: {} },
    ),
  );

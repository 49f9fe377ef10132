import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowState, PublicSpace } from '@shared/spaces/space-schemas';
import { api } from '@web/lib/api-client';

// Spec 02 §4: the facilitator lookup is cached for 5 minutes.
export function publicSpaceQuery(id: string) {
  return queryOptions({
    queryKey: ['spaces', 'public', id],
    queryFn: ({ signal }) =>
      api<PublicSpace>(`/api/facilitators/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api<FollowState>(`/api/facilitators/${encodeURIComponent(id)}/follow`, {
        method: follow ? 'POST' : 'DELETE',
        body: follow ? {} : undefined,
      }),
    onSuccess: (state) =>
      queryClient.setQueryData<PublicSpace>(publicSpaceQuery(id).queryKey, (space) =>
        space
          ? {
              ...space,
              isFollowing: state.following,
              stats: { ...space.stats, followers: state.followers },
            }
          : space,
      ),
  });
}

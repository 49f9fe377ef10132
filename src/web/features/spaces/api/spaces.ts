import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useOptimistic, useTransition } from 'react';
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

/**
 * Following a space (spec 02 §3). The button shows the new state at once, while the server saves
 * it (React's useOptimistic); the answer puts the server's state and count in the cached space,
 * and a failure shows the state as it was, as soon as the action ends.
 */
export function useFollow(id: string, following: boolean) {
  const queryClient = useQueryClient();
  const [isPending, startTransition] = useTransition();
  const [shown, show] = useOptimistic(following);
  const setFollowing = (follow: boolean) =>
    new Promise<FollowState>((resolve, reject) =>
      startTransition(async () => {
        show(follow);
        try {
          const state = await api<FollowState>(
            `/api/facilitators/${encodeURIComponent(id)}/follow`,
            { method: follow ? 'POST' : 'DELETE', body: follow ? {} : undefined },
          );
          queryClient.setQueryData<PublicSpace>(publicSpaceQuery(id).queryKey, (space) =>
            space
              ? {
                  ...space,
                  isFollowing: state.following,
                  stats: { ...space.stats, followers: state.followers },
                }
              : space,
          );
          resolve(state);
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
  return { isFollowing: shown, isPending, setFollowing };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandleCheck, Space, SpaceInput } from '@shared/spaces/space-schemas';
import { api, uploadFile } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';
import { ownSpaceQuery } from './own-space-query';

export function useSaveSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceInput) =>
      api<Space>('/api/facilitator-space', { method: 'PUT', body: input }),
    onSuccess: (space) => {
      queryClient.setQueryData(ownSpaceQuery.queryKey, { space });
      void queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['spaces', 'public'] });
    },
  });
}

export function useSpaceAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api<Space>('/api/facilitator-space/avatar', { method: 'DELETE' });
      return uploadFile<Space>('/api/facilitator-space/avatar', file);
    },
    onSuccess: (space) => queryClient.setQueryData(ownSpaceQuery.queryKey, { space }),
  });
}

export async function checkHandleAvailability(handle: string, signal?: AbortSignal) {
  return api<HandleCheck>(`/api/handles/${encodeURIComponent(handle)}`, { signal });
}

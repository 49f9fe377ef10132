import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMissingAreas, StorageStatus } from '@shared/storage-schemas';
import { api } from '@web/lib/api-client';

const storageKeys = { status: ['admin', 'storage'] as const };

/** The three image areas, checked afresh each time the panel opens or asks again. */
export function useStorageStatus() {
  return useQuery({
    queryKey: storageKeys.status,
    queryFn: ({ signal }) => api<StorageStatus>('/api/admin/storage', { signal }),
    staleTime: 0,
  });
}

/** "Create missing": the answer carries the areas as they now are; a refusal, a fresh check. */
export function useCreateMissingAreas() {
  const queryClient = useQueryClient();
  return useMutation<CreateMissingAreas, Error, void>({
    mutationFn: () =>
      api<CreateMissingAreas>('/api/admin/storage/create-missing', { method: 'POST', body: {} }),
    onSuccess: ({ backend, areas }) =>
      queryClient.setQueryData<StorageStatus>(storageKeys.status, { backend, areas }),
    onError: () => queryClient.invalidateQueries({ queryKey: storageKeys.status }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@shared/profile-schemas';
import { api, uploadFile } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';

function useProfileMutation<TInput>(request: (input: TInput) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey }),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((input: UpdateProfileInput) =>
    api<Profile>('/api/profile', { method: 'PATCH', body: input }),
  );

export const useUploadAvatar = () =>
  useProfileMutation((file: File) => uploadFile<Profile>('/api/profile/avatar', file));

export const useRemoveAvatar = () =>
  useProfileMutation(() => api<Profile>('/api/profile/avatar', { method: 'DELETE' }));

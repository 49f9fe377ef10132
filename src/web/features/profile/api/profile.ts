import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@shared/profile-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from '@web/features/auth/api/viewer';

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
  useProfileMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<Profile>('/api/profile/avatar', { method: 'POST', body });
  });

export const useRemoveAvatar = () =>
  useProfileMutation(() => api<Profile>('/api/profile/avatar', { method: 'DELETE' }));

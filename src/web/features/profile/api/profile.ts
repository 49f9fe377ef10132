import type { Profile, UpdateProfileInput } from '@shared/profile-schemas';
import { api, uploadFile } from '@web/lib/api-client';
import { useRefetchingMutation } from '@web/lib/refetching-mutation';
import { viewerQuery } from '@web/lib/viewer';

const useProfileMutation = <TInput>(request: (input: TInput) => Promise<Profile>) =>
  useRefetchingMutation([viewerQuery.queryKey], request);

export const useUpdateProfile = () =>
  useProfileMutation((input: UpdateProfileInput) =>
    api<Profile>('/api/profile', { method: 'PATCH', body: input }),
  );

export const useUploadAvatar = () =>
  useProfileMutation((file: File) => uploadFile<Profile>('/api/profile/avatar', file));

export const useRemoveAvatar = () =>
  useProfileMutation(() => api<Profile>('/api/profile/avatar', { method: 'DELETE' }));

import { useQuery } from '@tanstack/react-query';
import type { Banner, BannerList, SaveBannerInput } from '@shared/banners/banner-schemas';
import { api } from '@web/lib/api-client';
import { useRefetchingMutation } from '@web/lib/refetching-mutation';
import { bannerKeys } from './current-banner';

const adminBannerKeys = { all: ['admin', 'banners'] as const };

export function useBanners() {
  return useQuery({
    queryKey: adminBannerKeys.all,
    queryFn: ({ signal }) =>
      api<BannerList>('/api/admin/banners', { signal }).then((list) => list.banners),
    staleTime: 0,
  });
}

/**
 * After any change the list is fetched afresh, and so is every page's banner (`bannerKeys.all`),
 * so the super admin sees the change at once.
 */
const useBannerMutation = <TInput>(request: (input: TInput) => Promise<unknown>) =>
  useRefetchingMutation([adminBannerKeys.all, bannerKeys.all], request);

export const useSaveBanner = () =>
  useBannerMutation(({ id, banner }: { id?: string; banner: SaveBannerInput }) =>
    id
      ? api<Banner>(`/api/admin/banners/${id}`, { method: 'PUT', body: banner })
      : api<Banner>('/api/admin/banners', { method: 'POST', body: banner }),
  );

export const useSetBannerActive = () =>
  useBannerMutation(({ id, active }: { id: string; active: boolean }) =>
    api<Banner>(`/api/admin/banners/${id}/${active ? 'activate' : 'deactivate'}`, {
      method: 'POST',
      body: {},
    }),
  );

export const useDeleteBanner = () =>
  useBannerMutation((id: string) => api<void>(`/api/admin/banners/${id}`, { method: 'DELETE' }));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerPage } from '@shared/banners/banner-pages';
import type { CurrentBanner } from '@shared/banners/banner-schemas';
import { api } from '@web/lib/api-client';

/** Every banner query starts with this key; the super admin's changes invalidate it. */
export const bannerKeys = {
  all: ['banners'] as const,
  current: (page: BannerPage) => ['banners', 'current', page] as const,
};

/** The newest active banner of a page (spec 01 §4). */
export function currentBannerQuery(page: BannerPage) {
  return queryOptions({
    queryKey: bannerKeys.current(page),
    queryFn: ({ signal }) =>
      api<CurrentBanner>(`/api/banners/current?page=${page}`, { signal }).then((r) => r.banner),
  });
}

/** The newest active banner of a page; no request on a page without banners. */
export function useCurrentBanner(page: BannerPage | null) {
  return useQuery({ ...currentBannerQuery(page ?? 'home'), enabled: page !== null });
}

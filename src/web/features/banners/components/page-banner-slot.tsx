import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '@web/lib/lazy-part';
import { toast } from '@web/lib/toast';
import { useCurrentBanner } from '../api/current-banner';
import { bannerPageOf } from '../banner-page';

// Drawn by a chunk of its own, fetched only when a page has a banner to show.
const PageBanner = lazyPart('page-banner', () =>
  import('./page-banner').then((module) => module.default),
);

/**
 * Under the header: the newest active banner of this page, if any (spec 01 §4). Nothing shows
 * while it loads or when there is none; a failed load says so in spec 01 §8's two toasts.
 */
export function PageBannerSlot() {
  const page = bannerPageOf(useLocation().pathname);
  const { data: banner, isError, errorUpdatedAt } = useCurrentBanner(page);
  useEffect(() => {
    if (!isError) return;
    toast.error('Failed to load page announcements', { id: 'banner-load-failed' });
    toast.error('Something went wrong with loading announcements', {
      id: 'banner-load-failed-detail',
    });
  }, [isError, errorUpdatedAt]);
  if (!page || !banner) return null;
  return (
    <Suspense fallback={null}>
      <PageBanner banner={banner} />
    </Suspense>
  );
}

import { privilegesQuery } from '@web/features/auth/components/privilege-watch';
import { currentBannerQuery } from '@web/features/banners/api/current-banner';
import { bannerPageOf } from '@web/features/banners/banner-page';
import { queryLoader } from '@web/lib/query-loader';
import { viewerQuery } from '@web/lib/viewer';

/** Around every page (ADR 29): who is looking, their roles, and the page's announcement banner. */
export const layoutLoader = queryLoader((client, { request }) => {
  const page = bannerPageOf(new URL(request.url).pathname);
  return Promise.all([
    client.ensureQueryData(viewerQuery),
    client.ensureQueryData(privilegesQuery),
    page ? client.ensureQueryData(currentBannerQuery(page)) : null,
  ]);
});

import { currentBannerQuery } from '@web/features/banners/api/current-banner';
import { bannerPageOf } from '@web/features/banners/banner-page';
import { queryLoader } from '@web/lib/query-loader';
import { viewerQuery } from '@web/lib/viewer';

/**
 * Around every page (ADR 29): who is looking and the page's announcement banner. (The server draws
 * pages for visitors only, who have no roles to watch: PrivilegeWatch is not drawn for them.)
 */
export const layoutLoader = queryLoader((client, { request }) => {
  const page = bannerPageOf(new URL(request.url).pathname);
  return Promise.all([
    client.ensureQueryData(viewerQuery),
    page ? client.ensureQueryData(currentBannerQuery(page)) : null,
  ]);
});

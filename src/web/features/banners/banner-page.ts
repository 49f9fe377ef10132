import { matchPath } from 'react-router';
import type { BannerPage } from '@shared/banners/banner-pages';
import { paths } from '@web/config/paths';

/** The routes of each page key (spec 01 §3 "Banner"); a page not listed shows no banner. */
const ROUTES: Array<[BannerPage, string[]]> = [
  ['home', [paths.home.path]],
  ['host-dashboard', [paths.hostDashboard.path, paths.hostDashboardAlias.path]],
  ['profile', [paths.profile.path]],
  ['events', ['/events', '/events/*']],
  ['about', [paths.about.path]],
  [
    'create-event',
    [
      paths.createEvent.path,
      paths.hostEvent.path,
      paths.createHostedEvent.path,
      paths.createExternalEvent.path,
      paths.externalEvent.path,
    ],
  ],
  ['super-admin', [paths.superAdmin.path, `${paths.superAdmin.path}/*`]],
];

/** The banner page key of an address, or null for pages without banners. */
export function bannerPageOf(pathname: string): BannerPage | null {
  for (const [page, patterns] of ROUTES)
    if (patterns.some((pattern) => matchPath(pattern, pathname))) return page;
  return null;
}

import { SITE_PAGES } from '../../../shared/site-pages';

/**
 * The paths crawlers are asked to keep out of: the API, and every page the shared table marks
 * `noIndex` (signed-in pages and one-time links), each up to its first parameter. A path already
 * covered by a shorter one (/super-admin/sitemap by /super-admin) is left out: a Disallow line
 * matches every address that starts with it.
 */
export const DISALLOWED_PATHS: readonly string[] = (() => {
  // "/host-dashboard/:tab?" is "/host-dashboard"; "/edit-hosted-event/:id" is "/edit-hosted-event/".
  const prefixes = Object.values(SITE_PAGES).flatMap((page) =>
    'noIndex' in page
      ? page.paths.map((path) => path.replace(/\/:\w+\?$/, '').replace(/:.*$/, ''))
      : [],
  );
  const all = ['/api/', ...new Set(prefixes)];
  return all.filter(
    (path, i) => !all.some((other, j) => j !== i && other !== path && path.startsWith(other)),
  );
})();

/** robots.txt: the disallowed paths, then where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

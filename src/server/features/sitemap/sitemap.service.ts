import { createHash } from 'node:crypto';
import { SITE_PAGES } from '../../../shared/site-pages';
import type { PageLink, PageLinkSource } from '../../lib/page-links';

/** sitemaps.org: a sitemap file lists at most 50,000 addresses; past that, an index of files. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/**
 * The information pages (home, about, terms…) that anyone may open and search engines may list:
 * the shared table's pages without `noIndex` whose address has no parameter, each by its first
 * address (the log-in page is /auth, not also /login).
 */
export const INFO_PAGE_PATHS: readonly string[] = Object.values(SITE_PAGES).flatMap((page) =>
  'head' in page || 'noIndex' in page || page.paths[0]!.includes(':') ? [] : [page.paths[0]!],
);

export function infoPageLinks(): PageLinkSource {
  return {
    summary: async () => ({ count: INFO_PAGE_PATHS.length, fingerprint: 'info-pages' }),
    async *pages(skip, take) {
      const paths = INFO_PAGE_PATHS.slice(skip, skip + take);
      if (paths.length > 0) yield paths.map((path) => ({ path }));
    },
  };
}

/** What the sitemap holds now: how many addresses, in how many files, and a validator for it. */
export type SitemapPlan = {
  sources: ReadonlyArray<{ source: PageLinkSource; count: number }>;
  total: number;
  files: number;
  perFile: number;
  /** Changes whenever any address of any file might have. */
  fingerprint: string;
};

export async function planSitemap(
  sources: readonly PageLinkSource[],
  perFile: number,
): Promise<SitemapPlan> {
  const summaries = await Promise.all(sources.map((source) => source.summary()));
  const total = summaries.reduce((sum, s) => sum + s.count, 0);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([perFile, ...summaries]))
    .digest('base64url');
  return {
    sources: sources.map((source, i) => ({ source, count: summaries[i]!.count })),
    total,
    files: Math.max(1, Math.ceil(total / perFile)),
    perFile,
    fingerprint,
  };
}

/**
 * The addresses of file `n` (from 1): the sources one after another, cut into files of
 * `perFile`; each source is read from where the file starts, a page at a time.
 */
export async function* linksOfFile(
  plan: SitemapPlan,
  n: number,
): AsyncGenerator<readonly PageLink[]> {
  let skip = (n - 1) * plan.perFile;
  let take = plan.perFile;
  for (const { source, count } of plan.sources) {
    if (take <= 0) return;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const wanted = Math.min(count - skip, take);
    let read = 0;
    for await (const links of source.pages(skip, wanted)) {
      read += links.length;
      yield links;
    }
    // A source that shrank since it was counted gives fewer; the file is a little shorter.
    take -= read;
    skip = 0;
  }
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(publicUrl: string, link: PageLink): string {
  const lastmod = link.lastModified ? `<lastmod>${escapeXml(link.lastModified)}</lastmod>` : '';
  return `<url><loc>${escapeXml(publicUrl + link.path)}</loc>${lastmod}</url>\n`;
}

/** A sitemap file (`<urlset>`), written a page of addresses at a time as they are read. */
export async function* urlsetXml(
  publicUrl: string,
  pages: AsyncIterable<readonly PageLink[]>,
): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
  for await (const links of pages) yield links.map((link) => urlEntry(publicUrl, link)).join('');
  yield '</urlset>\n';
}

/** The sitemap index: one `<sitemap>` for each file, /sitemaps/1.xml to /sitemaps/{files}.xml. */
export function sitemapIndexXml(publicUrl: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap><loc>${escapeXml(`${publicUrl}${sitemapFilePath(i + 1)}`)}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

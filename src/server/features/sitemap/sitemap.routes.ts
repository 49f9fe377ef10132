import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageLinkSource } from '../../lib/page-links';
import { ifNoneMatchHits } from '../../lib/revalidated-reply';
import { robotsTxt } from './robots';
import {
  infoPageLinks,
  linksOfFile,
  planSitemap,
  SITEMAP_URLS_PER_FILE,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.service';

/** Crawlers may keep an answer a few minutes, then ask again with its ETag. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * /sitemap.xml for search engines: the information pages, then what other features list (the
 * published upcoming events, the facilitators' spaces), with absolute addresses on `publicUrl`.
 * Up to `urlsPerFile` addresses it is one file; past that it is an index of /sitemaps/{n}.xml.
 * The files are written as the rows are read, a page at a time, never held whole in memory; the
 * ETag comes from the sources' counts and last changes, so a crawler that has the current one
 * gets 304 before any row is read. /robots.txt names it.
 */
export function registerSitemapRoutes(
  app: FastifyInstance,
  deps: { publicUrl: string; sources: readonly PageLinkSource[]; urlsPerFile?: number },
) {
  const sources = [infoPageLinks(), ...deps.sources];
  const perFile = deps.urlsPerFile ?? SITEMAP_URLS_PER_FILE;

  /** Headers for the current answer; true when the client's copy is still it (sends 304). */
  const revalidate = (request: FastifyRequest, reply: FastifyReply, tag: string) => {
    const etag = `W/"${tag}"`;
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag);
    return ifNoneMatchHits(request.headers['if-none-match'], etag);
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const plan = await planSitemap(sources, perFile);
    const kind = plan.files > 1 ? 'index' : 'urlset';
    if (revalidate(request, reply, `${kind}-${plan.fingerprint}`)) return reply.code(304).send();
    if (kind === 'index') return reply.send(sitemapIndexXml(deps.publicUrl, plan.files));
    return reply.send(Readable.from(urlsetXml(deps.publicUrl, linksOfFile(plan, 1))));
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const n = /^[1-9]\d{0,6}\.xml$/.test(file) ? Number.parseInt(file, 10) : 0;
    if (n === 0) return reply.callNotFound();
    const plan = await planSitemap(sources, perFile);
    if (n > plan.files) return reply.callNotFound();
    if (revalidate(request, reply, `${n}-${plan.fingerprint}`)) return reply.code(304).send();
    return reply.send(Readable.from(urlsetXml(deps.publicUrl, linksOfFile(plan, n))));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(deps.publicUrl)),
  );
}

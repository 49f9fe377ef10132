import type { FastifyInstance } from 'fastify';
import { documentTitle, SITE_PAGES } from '../../../shared/site-pages';
import { sendLandingPage } from '../../lib/drawn-page';
import { renderHead, type PageImage } from '../../lib/head-tags';
import { type PageTemplate } from '../../lib/page-template';
import type { MicroCache } from '../../lib/micro-cache';
import { rendererForVisitor, type PageRenderer } from '../../lib/server-rendering';

/**
 * The app's own pages (home, information, account, host and admin pages) answered with HTTP 200
 * and their own head from the shared table. Pages about one event or one space have routes of
 * their own; any other path falls to the not-found handler (404).
 *
 * The table's paths are React Router patterns; the ones it uses (`:param`, a last `:param?`)
 * mean the same to Fastify's router, which prefers these fixed paths to `/:handle`.
 */
export function registerSitePageRoutes(
  app: FastifyInstance,
  deps: {
    page: PageTemplate;
    publicUrl: string;
    /** Draws home for visitors (ADR 24); null: the browser draws it. */
    renderer: PageRenderer | null;
    /** Where visitors' drawings of home are shared for a few seconds (ADR 7). */
    publicCache: MicroCache;
    /** Kindred's own picture for shared links (the share-images feature). */
    image: PageImage;
  },
) {
  for (const page of Object.values(SITE_PAGES)) {
    if ('head' in page) continue;
    const head = {
      title: documentTitle('title' in page ? page.title : undefined),
      description: page.description,
      ogType: 'website',
      noIndex: 'noIndex' in page,
      image: deps.image,
    };
    for (const path of page.paths) {
      // Of these pages, only home is one people land on from a link: it is drawn on the server.
      const drawnOnServer = path === '/';
      app.get(path, async (request, reply) => {
        const pageHead = {
          ...head,
          canonicalUrl: `${deps.publicUrl}${request.url.split('?')[0]}`,
          landingPage: drawnOnServer ? ('home' as const) : undefined,
        };
        const renderer = drawnOnServer ? await rendererForVisitor(request, deps.renderer) : null;
        if (renderer)
          return sendLandingPage(request, reply, {
            cache: deps.publicCache,
            cacheKey: 'home-page',
            template: deps.page,
            renderer,
            headOf: () => pageHead,
          });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(renderHead(deps.page, pageHead));
      });
    }
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentTitle, NOT_FOUND_PAGES } from '../../../shared/site-pages';
import { isValidHandle, RESERVED_HANDLES } from '../../../shared/spaces/handles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sendLandingPage } from '../../lib/drawn-page';
import { renderHead, renderUnlistedHead, summarise } from '../../lib/head-tags';
import type { HeadTags, PageImage } from '../../lib/head-tags';
import type { PageTemplate } from '../../lib/page-template';
import type { MicroCache } from '../../lib/micro-cache';
import { rendererForVisitor, type PageRenderer } from '../../lib/server-rendering';
import type { SpaceFacts } from '../../lib/space-facts';
import { spaceJsonLd } from './space-json-ld';
import { getSpaceSummary } from './spaces.service';

/**
 * A personal space's addresses (/@handle, /{handle}, /facilitator/:id, /f/display-name) answered
 * with its own title, OpenGraph tags and schema.org JSON-LD, so shared links preview well.
 */
export function registerSpacePageRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    page: PageTemplate;
    publicUrl: string;
    /** Draws the page for visitors (ADR 24); null: the browser draws it. */
    renderer: PageRenderer | null;
    /** Where visitors' drawings of a space are shared for a few seconds (ADR 7). */
    publicCache: MicroCache;
    /** The raster picture a shared link previews (the share-images feature). */
    previewImage: (space: SpaceFacts) => PageImage;
  },
) {
  const headOf = async (id: string): Promise<HeadTags> => {
    // The page itself loads stats, follows and events through the API; the head needs none.
    const space = await getSpaceSummary(deps.db, id);
    const url = `${deps.publicUrl}/${space.handle ? `@${space.handle}` : `facilitator/${space.id}`}`;
    const previewImage = deps.previewImage(space);
    const description = summarise(
      space.description ||
        `${space.displayName} on Kindred${space.roles.length ? `: ${space.roles.join(', ')}` : ''}.`,
    );
    return {
      title: documentTitle(space.displayName),
      description,
      canonicalUrl: url,
      image: previewImage,
      ogType: 'profile',
      landingPage: 'space',
      jsonLd: spaceJsonLd({ space, url, description, publicUrl: deps.publicUrl, previewImage }),
    };
  };

  const render = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      const renderer = await rendererForVisitor(request, deps.renderer);
      if (renderer)
        return await sendLandingPage(request, reply, {
          cache: deps.publicCache,
          cacheKey: 'space-page',
          template: deps.page,
          renderer,
          headOf: () => headOf(id),
        });
      return reply.send(renderHead(deps.page, await headOf(id)));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        const page =
          error.code === 'NO_FACILITATOR_PROFILE' ? NOT_FOUND_PAGES.noSpace : NOT_FOUND_PAGES.space;
        return reply.status(404).send(
          renderUnlistedHead(deps.page, {
            title: documentTitle(page.title),
            description: page.description,
            canonicalUrl: `${deps.publicUrl}${request.url}`,
          }),
        );
      }
      throw error;
    }
  };

  app.get('/facilitator/:id', (request, reply) =>
    render(request, reply, (request.params as { id: string }).id),
  );
  app.get('/f/:slug', (request, reply) =>
    render(request, reply, (request.params as { slug: string }).slug.replace(/-/g, ' ')),
  );
  app.get('/:handle', (request, reply) => {
    const { handle } = request.params as { handle: string };
    const name = (handle.startsWith('@') ? handle.slice(1) : handle).toLowerCase();
    // Kindred's own pages have routes of their own. Its other reserved words, and whatever a
    // handle cannot be (favicon.ico, sitemap.xml…), are no one's page.
    if (!isValidHandle(name) || (!handle.startsWith('@') && RESERVED_HANDLES.has(name)))
      return reply.callNotFound();
    return render(request, reply, `@${name}`);
  });
}

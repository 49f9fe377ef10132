import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESERVED_HANDLES } from '../../../shared/spaces/handles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { absoluteUrl, renderHead, renderNotFoundHead, summarise } from '../../lib/html-head';
import { getSpaceSummary } from './spaces.service';

/**
 * A personal space's addresses (/@handle, /{handle}, /facilitator/:id, /f/display-name) answered
 * with its own title, OpenGraph tags and schema.org JSON-LD, so shared links preview well.
 */
export function registerSpacePageRoutes(
  app: FastifyInstance,
  deps: { db: Database; indexHtml: string; publicUrl: string },
) {
  const render = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      // The page itself loads stats, follows and events through the API; the head needs none.
      const space = await getSpaceSummary(deps.db, id);
      const url = `${deps.publicUrl}/${space.handle ? `@${space.handle}` : `facilitator/${space.id}`}`;
      const image = space.avatarUrl ? absoluteUrl(deps.publicUrl, space.avatarUrl) : undefined;
      const description = summarise(
        space.description ||
          `${space.displayName} on Kindred${space.roles.length ? `: ${space.roles.join(', ')}` : ''}.`,
      );
      return reply.send(
        renderHead(deps.indexHtml, {
          title: `${space.displayName} · Kindred`,
          description,
          canonicalUrl: url,
          imageUrl: image,
          ogType: 'profile',
          jsonLd: {
            '@context': 'https://schema.org',
            // A space with a venue or an organiser role speaks for a group; otherwise for a person.
            '@type': space.roles.some((r) => r === 'Venue' || r === 'Event Organiser')
              ? 'Organization'
              : 'Person',
            name: space.displayName,
            url,
            description,
            ...(image ? { image } : {}),
            ...(space.roles.length ? { jobTitle: space.roles.join(', ') } : {}),
          },
        }),
      );
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        return reply.status(404).send(
          renderNotFoundHead(deps.indexHtml, {
            title: 'Facilitator not found · Kindred',
            description: error.message,
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
    // Kindred's own single-segment pages (/profile, /terms…) are the app's, not handles.
    if (!handle.startsWith('@') && RESERVED_HANDLES.has(handle)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(deps.indexHtml);
    }
    return render(request, reply, handle.startsWith('@') ? handle : `@${handle}`);
  });
}

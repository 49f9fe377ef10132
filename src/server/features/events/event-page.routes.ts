import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { LONDON } from '../../../shared/events/london-dates';
import { findUuid, isUuid } from '../../../shared/ids';
import type { EventDetail } from '../../../shared/events/event-schemas';
import type { PublicTicketType } from '../../../shared/tickets/ticket-schemas';
import { documentTitle, NOT_FOUND_PAGES } from '../../../shared/site-pages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sendLandingPage } from '../../lib/drawn-page';
import { absoluteUrl, renderHead, renderUnlistedHead, summarise } from '../../lib/head-tags';
import type { HeadTags, PageImage } from '../../lib/head-tags';
import type { PageTemplate } from '../../lib/page-template';
import type { MicroCache } from '../../lib/micro-cache';
import type { PageRenderer } from '../../lib/server-rendering';
import type { SpaceFacts, SpaceFactsLookup } from '../../lib/space-facts';
import { sendRevalidated, validated, type Validated } from '../../lib/revalidated-reply';
import { eventJsonLd } from './event-json-ld';
import { getEventForViewer, getEventForVisitor, type CohostCheck } from './events.service';

/**
 * /events/:slug?id=… answered with the event's own title, description, OpenGraph and Twitter
 * tags and schema.org Event JSON-LD, so shared links preview and search engines list it.
 * Unknown ids and other people's drafts get the app's not-found page with HTTP 404.
 */
export function registerEventPageRoute(
  app: FastifyInstance,
  deps: {
    db: Database;
    page: PageTemplate;
    publicUrl: string;
    publicCache: MicroCache;
    /** Draws the page for visitors (ADR 24); null: the browser draws it. */
    renderer: PageRenderer | null;
    isCohost: CohostCheck;
    /** The event's tickets on offer (the tickets feature), for the JSON-LD offers; null: none. */
    ticketOffers: (eventId: string) => Promise<PublicTicketType[] | null>;
    /** The hosts' spaces (the spaces feature): their kinds for the JSON-LD, their colours. */
    hostSpaces: SpaceFactsLookup;
    /** The raster picture a shared link previews (the share-images feature). */
    previewImage: (event: EventDetail, hostSpaces: readonly SpaceFacts[]) => PageImage;
  },
) {
  const headOf = async (event: EventDetail): Promise<HeadTags> => {
    const url = `${deps.publicUrl}${event.path}`;
    const when = format(new TZDate(event.startsAt, LONDON), 'EEE d MMM yyyy, HH:mm');
    const hostSpaces = await deps.hostSpaces(event.hosts.map((host) => host.userId));
    // A draft has no public picture yet: its preview address answers 404 to everyone.
    const image = event.isDraft ? undefined : deps.previewImage(event, hostSpaces);
    return {
      title: documentTitle(event.title),
      description: summarise(
        `${when} · ${event.locationText}. ${event.subtitle || event.description}`,
      ),
      canonicalUrl: url,
      imageUrl: absoluteUrl(deps.publicUrl, event.imageUrl),
      image,
      ogType: 'website',
      noIndex: event.isDraft,
      landingPage: 'event',
      jsonLd: eventJsonLd({
        event,
        url,
        publicUrl: deps.publicUrl,
        tickets: event.isExternal ? null : await deps.ticketOffers(event.id),
        hostSpaces,
        previewImage: image,
      }),
    };
  };

  app.get('/events/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const id = (request.query as { id?: string }).id ?? findUuid(slug);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      if (!id || !isUuid(id)) throw new AppError('NOT_FOUND', 'Event not found');
      const viewer = await request.viewer();
      // A page for one person; `no-cache` rather than `no-store` keeps the back button quick.
      if (viewer) {
        const event = await getEventForViewer(deps.db, deps.isCohost, viewer, id);
        return reply
          .header('cache-control', 'private, no-cache')
          .send(renderHead(deps.page, await headOf(event)));
      }
      const visitorsEvent = () => getEventForVisitor(deps.db, deps.isCohost, id);
      // A shared link brings bursts of visitors: they share one page for a few seconds, and
      // their browsers revalidate it on every load (ADR 15).
      if (deps.renderer)
        return await sendLandingPage(request, reply, {
          cache: deps.publicCache,
          cacheKey: 'event-page',
          template: deps.page,
          renderer: deps.renderer,
          headOf: async () => headOf(await visitorsEvent()),
        });
      const page = await deps.publicCache.getOrLoad<Validated>(
        `event-page:${request.url}`,
        async () => validated(renderHead(deps.page, await headOf(await visitorsEvent()))),
      );
      return sendRevalidated(request, reply, page, 'public');
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        return reply.status(404).send(
          renderUnlistedHead(deps.page, {
            title: documentTitle(NOT_FOUND_PAGES.event.title),
            description: NOT_FOUND_PAGES.event.description,
            canonicalUrl: `${deps.publicUrl}${request.url}`,
          }),
        );
      }
      throw error;
    }
  });
}

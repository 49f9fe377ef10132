import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { hostSpacePath } from '../../../shared/events/display-event';
import { LONDON } from '../../../shared/events/london-dates';
import { findUuid, isUuid } from '../../../shared/ids';
import type { EventDetail } from '../../../shared/events/event-schemas';
import type { PublicTicketType } from '../../../shared/tickets/ticket-schemas';
import { documentTitle, NOT_FOUND_PAGES } from '../../../shared/site-pages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { absoluteUrl, renderHead, renderUnlistedHead, summarise } from '../../lib/html-head';
import type { PageTemplate } from '../../lib/html-head';
import type { MicroCache } from '../../lib/micro-cache';
import { renderForVisitor, type PageRenderer, type RenderedApp } from '../../lib/server-rendering';
import { sendRevalidated, validated, type Validated } from '../../lib/revalidated-reply';
import { getEventForViewer, type CohostCheck } from './events.service';

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
  },
) {
  const render = async (event: EventDetail, drawn: RenderedApp | null = null) => {
    const url = `${deps.publicUrl}${event.path}`;
    const when = format(new TZDate(event.startsAt, LONDON), 'EEE d MMM yyyy, HH:mm');
    return renderHead(
      deps.page,
      {
        title: documentTitle(event.title),
        description: summarise(
          `${when} · ${event.locationText}. ${event.subtitle || event.description}`,
        ),
        canonicalUrl: url,
        imageUrl: absoluteUrl(deps.publicUrl, event.imageUrl),
        ogType: 'website',
        noIndex: event.isDraft,
        jsonLd: eventJsonLd(
          event,
          url,
          deps.publicUrl,
          event.isExternal ? null : await deps.ticketOffers(event.id),
        ),
      },
      drawn,
    );
  };

  app.get('/events/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const id = (request.query as { id?: string }).id ?? findUuid(slug);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      if (!id || !isUuid(id)) throw new AppError('NOT_FOUND', 'Event not found');
      const viewer = await request.viewer();
      // A page for one person; `no-cache` rather than `no-store` keeps the back button quick.
      if (viewer)
        return reply
          .header('cache-control', 'private, no-cache')
          .send(await render(await getEventForViewer(deps.db, deps.isCohost, viewer, id)));
      // A shared link brings bursts of visitors: they share one rendering for a few seconds, and
      // their browsers revalidate it on every load (ADR 15).
      const page = await deps.publicCache.getOrLoad<Validated>(
        `event-page:${request.url}`,
        async () => {
          const event = await getEventForViewer(deps.db, deps.isCohost, null, id);
          return validated(await render(event, await renderForVisitor(request, deps.renderer)));
        },
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

const AVAILABILITY: Record<PublicTicketType['state'], string> = {
  on_sale: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/SoldOut',
  not_yet: 'https://schema.org/PreOrder',
  ended: 'https://schema.org/SoldOut',
};

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * schema.org offers: one per ticket type on Kindred (a sliding scale's range as a price
 * specification), or the external site's single price.
 */
function offersOf(event: EventDetail, url: string, tickets: PublicTicketType[] | null) {
  if (!tickets || tickets.length === 0)
    return {
      '@type': 'Offer',
      price: event.price.toFixed(2),
      priceCurrency: 'GBP',
      url: event.isExternal && event.externalLink ? event.externalLink : url,
      availability: 'https://schema.org/InStock',
    };
  return tickets.map((type) => ({
    '@type': 'Offer',
    name: type.name,
    price: pounds(type.kind === 'sliding' ? (type.minPence ?? type.pricePence) : type.pricePence),
    priceCurrency: 'GBP',
    ...(type.kind === 'sliding'
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: pounds(type.minPence ?? 0),
            maxPrice: pounds(type.maxPence ?? type.pricePence),
            priceCurrency: 'GBP',
          },
        }
      : {}),
    availability: AVAILABILITY[type.state],
    ...(type.salesStart ? { validFrom: type.salesStart } : {}),
    ...(type.salesEnd ? { validThrough: type.salesEnd } : {}),
    url,
  }));
}

function eventJsonLd(
  event: EventDetail,
  url: string,
  publicUrl: string,
  tickets: PublicTicketType[] | null,
) {
  const online = event.locationType === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: summarise(event.description || event.subtitle || event.title, 500),
    startDate: new TZDate(event.startsAt, LONDON).toISOString(),
    endDate: new TZDate(event.endsAt, LONDON).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: event.venue || event.city,
          address: {
            '@type': 'PostalAddress',
            streetAddress: event.venue || undefined,
            addressLocality: event.city || undefined,
            postalCode: event.postcode || undefined,
            addressCountry: event.country || 'GB',
          },
          ...(event.latitude !== null && event.longitude !== null
            ? {
                geo: {
                  '@type': 'GeoCoordinates',
                  latitude: event.latitude,
                  longitude: event.longitude,
                },
              }
            : {}),
        },
    image: [absoluteUrl(publicUrl, event.imageUrl)],
    url,
    // Every host, the owner first, each with their space.
    organizer:
      event.hosts.length > 0
        ? event.hosts.map((host) => ({
            '@type': 'Person',
            name: host.name,
            url: `${publicUrl}${hostSpacePath(host)}`,
          }))
        : undefined,
    isAccessibleForFree: event.price === 0,
    offers: offersOf(event, url, tickets),
  };
}

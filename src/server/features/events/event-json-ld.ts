import { TZDate } from '@date-fns/tz';
import type {
  Audience,
  Event as SchemaEvent,
  LocationFeatureSpecification,
  Offer,
  Organization,
  Person,
  WithContext,
} from 'schema-dts';
import { hostSpacePath, PLACEHOLDER_EVENT_IMAGE } from '../../../shared/events/display-event';
import type { EventDetail } from '../../../shared/events/event-schemas';
import { LONDON } from '../../../shared/events/london-dates';
import type { PublicTicketType } from '../../../shared/tickets/ticket-schemas';
import { absoluteUrl, summarise, type PageImage } from '../../lib/head-tags';
import type { SpaceFacts } from '../../lib/space-facts';
import { countryCode } from '../../lib/structured-data/country-code';
import { leadsGatherings, spaceSchemaType } from '../../lib/structured-data/space-kind';

/**
 * schema.org Event JSON-LD for an event's page, so search engines list it with its date, place,
 * prices, who organises it and who leads it. Typed with schema-dts, so a property a type does
 * not have fails the type check; `event-json-ld.test.ts` checks the JSON against schema.org's
 * property lists too.
 */
export type EventJsonLdInput = {
  event: EventDetail;
  /** The page's canonical address. */
  url: string;
  publicUrl: string;
  /** The event's tickets on offer on Kindred; null for none (an external or free-listed event). */
  tickets: PublicTicketType[] | null;
  /** The hosts' spaces, where they have one: what kind of space each is. */
  hostSpaces: readonly SpaceFacts[];
  /** The shared-link preview picture (a raster 1200×630), listed first among the images. */
  previewImage?: PageImage | undefined;
};

const AVAILABILITY: Record<PublicTicketType['state'], Offer['availability'] & string> = {
  on_sale: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/SoldOut',
  not_yet: 'https://schema.org/PreOrder',
  ended: 'https://schema.org/SoldOut',
};

const pounds = (pence: number) => (pence / 100).toFixed(2);

export function eventJsonLd(input: EventJsonLdInput): WithContext<SchemaEvent> {
  const { event, url, publicUrl } = input;
  const online = event.locationType === 'online';
  const hosts = event.hosts.map((host) => ({
    host,
    url: `${publicUrl}${hostSpacePath(host)}`,
    roles: input.hostSpaces.find((space) => space.userId === host.userId)?.roles ?? [],
  }));
  // Every host, the owner first, each with their space, typed by the kind of space it is.
  const organizer = hosts.map(({ host, url: spaceUrl, roles }): Person | Organization =>
    spaceSchemaType(roles) === 'Organization'
      ? { '@type': 'Organization', name: host.name, url: spaceUrl }
      : { '@type': 'Person', name: host.name, url: spaceUrl },
  );
  // The hosts who lead it (a facilitator, a DJ…) rather than run it.
  const performer = hosts
    .filter(({ roles }) => leadsGatherings(roles))
    .map(({ host, url: spaceUrl }): Person => ({
      '@type': 'Person',
      name: host.name,
      url: spaceUrl,
    }));
  const cover =
    event.imageUrl !== PLACEHOLDER_EVENT_IMAGE ? absoluteUrl(publicUrl, event.imageUrl) : null;
  const images = [input.previewImage?.url, cover].filter((image): image is string => !!image);
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
            // Most events are in the UK, and a host who left the country out meant theirs.
            addressCountry: event.country.trim() ? countryCode(event.country) : 'GB',
          },
          ...amenitiesOf(event),
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
    image: images.length > 0 ? images : [absoluteUrl(publicUrl, event.imageUrl)],
    url,
    organizer: organizer.length > 0 ? organizer : undefined,
    performer: performer.length > 0 ? performer : undefined,
    isAccessibleForFree: event.price === 0,
    ...audienceOf(event),
    offers: offersOf(event, url, input.tickets),
  };
}

/**
 * What schema.org can say of what to expect (issue 25): the place's access facts as its
 * amenities (Place.amenityFeature), who it is for as the audience (Event.audience). The rest
 * (atmosphere, intensity) has no schema.org property and is on the page alone.
 */
function amenitiesOf(event: EventDetail): { amenityFeature?: LocationFeatureSpecification[] } {
  const access = event.whatToExpect.facts.filter((fact) => fact.kind === 'access');
  if (access.length === 0) return {};
  return {
    amenityFeature: access.map((fact): LocationFeatureSpecification => ({
      '@type': 'LocationFeatureSpecification',
      name: fact.name,
      value: true,
    })),
  };
}

function audienceOf(event: EventDetail): { audience?: Audience } {
  const audience = event.whatToExpect.facts.filter((fact) => fact.kind === 'audience');
  if (audience.length === 0) return {};
  return {
    audience: {
      '@type': 'Audience',
      audienceType: audience.map((fact) => fact.name).join(', '),
    },
  };
}

/**
 * schema.org offers: one per ticket type on Kindred (a sliding scale's range as a price
 * specification), or the external site's single price. Each stands from when its sales open,
 * or else from when the event was first saved.
 */
function offersOf(event: EventDetail, url: string, tickets: PublicTicketType[] | null) {
  if (!tickets || tickets.length === 0)
    return {
      '@type': 'Offer',
      price: event.price.toFixed(2),
      priceCurrency: 'GBP',
      url: event.isExternal && event.externalLink ? event.externalLink : url,
      availability: 'https://schema.org/InStock',
      validFrom: event.createdAt,
    } satisfies Offer;
  return tickets.map((type): Offer => ({
    '@type': 'Offer',
    name: type.name,
    price: pounds(type.kind === 'sliding' ? (type.minPence ?? type.pricePence) : type.pricePence),
    priceCurrency: 'GBP',
    ...(type.kind === 'sliding'
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            // Numbers here: schema.org's minPrice and maxPrice take no text.
            minPrice: (type.minPence ?? 0) / 100,
            maxPrice: (type.maxPence ?? type.pricePence) / 100,
            priceCurrency: 'GBP',
          },
        }
      : {}),
    availability: AVAILABILITY[type.state],
    validFrom: type.salesStart ?? event.createdAt,
    ...(type.salesEnd ? { validThrough: type.salesEnd } : {}),
    url,
  }));
}

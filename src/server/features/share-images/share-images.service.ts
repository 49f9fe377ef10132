import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LRUCache } from 'lru-cache';
import { joinNames, PLACEHOLDER_EVENT_IMAGE } from '../../../shared/events/display-event';
import type { EventDetail } from '../../../shared/events/event-schemas';
import { LONDON } from '../../../shared/events/london-dates';
import { isUuid } from '../../../shared/uuids';
import { SITE_NAME, TAGLINE } from '../../../shared/page-titles';
import { keyOf, type FileStorage } from '../../lib/file-storage';
import type { PageImage } from '../../lib/head-tags';
import type { SpaceFacts, SpaceFactsLookup } from '../../lib/space-facts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  eventCard,
  LAYOUT_VERSION,
  siteCard,
  spaceCard,
} from './share-image-cards';
import { avatarDataUri, coverCrop, renderCard } from './share-image-render';

/**
 * The pictures a shared link previews (ADR 25): an event's, a space's and the site's, each at
 * an address that names a hash of what it shows (`/og/events/{id}.png?v=…`), so a changed
 * title, date or colour is a new address that networks fetch again, and an unchanged one can be
 * cached for a year. They are drawn when first asked for and kept in a bounded LRU in memory;
 * two requests for one picture at once share one drawing.
 */
export type ShareImageLinks = {
  /** An event as anyone may see it (published, its host not suspended), or null. */
  findEvent: (id: string) => Promise<EventDetail | null>;
  /** A space as anyone may see it (its person not suspended), or null. */
  findSpace: (id: string) => Promise<SpaceFacts | null>;
  hostSpaces: SpaceFactsLookup;
};

/** A picture as it is answered: its bytes, and whether the address asked for is its current one. */
export type ServedPicture = { body: Buffer; type: PageImage['type']; current: boolean };

/** What a picture shows and how to draw it: both the page's tags and the route read it. */
type Plan = {
  path: string;
  type: PageImage['type'];
  alt: string;
  /** Everything the picture shows, hashed into its address. */
  inputs: unknown;
  draw: () => Promise<Buffer>;
};

export type ShareImages = ReturnType<typeof createShareImages>;

export function createShareImages(deps: {
  publicUrl: string;
  storage: FileStorage;
  links: ShareImageLinks;
  /** How many bytes of pictures to keep in memory (32 MB: some 400 pictures). */
  cacheBytes?: number;
}) {
  const host = new URL(deps.publicUrl).host;
  const cache = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    maxSize: deps.cacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (body) => body.length,
    // lru-cache runs one fetch per key at a time: concurrent requests wait for the same drawing.
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const versionOf = (plan: Plan) =>
    createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, plan.type, plan.inputs]))
      .digest('base64url')
      .slice(0, 16);
  const describe = (plan: Plan): PageImage => ({
    url: `${deps.publicUrl}${plan.path}?v=${versionOf(plan)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: plan.type,
    alt: plan.alt,
  });
  const serve = async (plan: Plan, asked: { path: string; version?: string | undefined }) => {
    const version = versionOf(plan);
    const body = await cache.fetch(`${plan.path}?v=${version}`, { context: plan.draw });
    if (!body) throw new Error(`no picture drawn for ${plan.path}`);
    return {
      body,
      type: plan.type,
      current: asked.path === plan.path && asked.version === version,
    } satisfies ServedPicture;
  };
  const stored = async (url: string | null | undefined): Promise<Buffer | null> => {
    const key = keyOf(url);
    return key ? deps.storage.get(key) : null;
  };

  function eventPlan(event: EventDetail, hostSpaces: readonly SpaceFacts[]): Plan {
    const owner = hostSpaces.find((space) => space.userId === event.hostId);
    const card = {
      title: event.title,
      when: format(new TZDate(event.startsAt, LONDON), 'EEE d MMM yyyy · HH:mm'),
      place: event.locationText,
      hostedBy: joinNames(event.hosts.map((h) => h.name)),
      colours: { dark: owner?.darkColor, light: owner?.lightColor },
    };
    const drawCard = () => renderCard(eventCard(card));
    const cover =
      event.imageUrl === PLACEHOLDER_EVENT_IMAGE
        ? null
        : (event.originalImageUrl ?? event.imageUrl);
    if (cover)
      return {
        path: `/og/events/${event.id}.jpg`,
        type: 'image/jpeg',
        alt: `${event.title}: the event's picture`,
        inputs: { cover },
        // A cover gone from storage still gives a picture: the card, as a JPEG.
        draw: async () => coverCrop((await stored(cover)) ?? (await drawCard())),
      };
    return {
      path: `/og/events/${event.id}.png`,
      type: 'image/png',
      alt: `${event.title}, ${card.when}, ${card.place}`,
      inputs: card,
      draw: drawCard,
    };
  }

  function spacePlan(space: SpaceFacts): Plan {
    const handle = space.handle ? `@${space.handle}` : '';
    const inputs = {
      name: space.displayName,
      handle,
      roles: space.roles,
      avatar: keyOf(space.avatarUrl),
      address: `${host}/${handle || `facilitator/${space.id}`}`,
      colours: { dark: space.darkColor, light: space.lightColor },
    };
    return {
      path: `/og/spaces/${space.id}.png`,
      type: 'image/png',
      alt: `${space.displayName} on ${SITE_NAME}${space.roles.length ? `: ${space.roles.join(', ')}` : ''}`,
      inputs,
      draw: async () => {
        // A picture that cannot be read leaves the card its initial instead.
        const avatar = await stored(space.avatarUrl)
          .then((bytes) => (bytes ? avatarDataUri(bytes) : null))
          .catch(() => null);
        return renderCard(spaceCard({ ...inputs, avatar }));
      },
    };
  }

  const sitePlan: Plan = {
    path: '/og/site.png',
    type: 'image/png',
    alt: `${SITE_NAME}: ${TAGLINE}`,
    inputs: { host },
    draw: () => renderCard(siteCard(host)),
  };

  return {
    /** The preview of an event's page: its cover as a JPEG crop, or a card drawn from its facts. */
    eventImage: (event: EventDetail, hostSpaces: readonly SpaceFacts[]) =>
      describe(eventPlan(event, hostSpaces)),
    spaceImage: (space: SpaceFacts) => describe(spacePlan(space)),
    /** Home, the information pages and the sign-in pages. */
    siteImage: describe(sitePlan),

    /** The picture behind /og/events/{file}; null for an event no one may see. */
    async eventPicture(file: string, version?: string): Promise<ServedPicture | null> {
      const id = idOf(file, /^([0-9a-f-]{36})\.(png|jpg)$/i);
      const event = id ? await deps.links.findEvent(id) : null;
      if (!event) return null;
      const plan = eventPlan(event, await deps.links.hostSpaces([event.hostId]));
      return serve(plan, { path: `/og/events/${file}`, version });
    },
    async spacePicture(file: string, version?: string): Promise<ServedPicture | null> {
      const id = idOf(file, /^([0-9a-f-]{36})\.png$/i);
      const space = id ? await deps.links.findSpace(id) : null;
      if (!space) return null;
      return serve(spacePlan(space), { path: `/og/spaces/${file}`, version });
    },
    sitePicture: (version?: string) => serve(sitePlan, { path: sitePlan.path, version }),
  };
}

/** The id in a picture's file name ("{uuid}.png"), or null when it names none. */
function idOf(file: string, pattern: RegExp): string | null {
  const id = pattern.exec(file)?.[1];
  return id && isUuid(id) ? id : null;
}

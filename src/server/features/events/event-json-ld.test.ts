import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../shared/events/event-schemas';
import type { PublicTicketType } from '../../../shared/tickets/ticket-schemas';
import { pngPreview, schemaOrgProblems, spaceFacts } from '../../test/schema-org';
import { eventJsonLd, type EventJsonLdInput } from './event-json-ld';
import { PLACEHOLDER_EVENT_IMAGE } from '../../../shared/events/display-event';

const PUBLIC_URL = 'https://kindred.example';
const MAYA = '11111111-1111-4111-8111-111111111111';
const HALL = '22222222-2222-4222-8222-222222222222';
const SAM = '33333333-3333-4333-8333-333333333333';

const event: EventDetail = {
  id: '99999999-9999-4999-8999-999999999999',
  path: '/events/full-moon-cacao-99999999-9999-4999-8999-999999999999',
  title: 'Full Moon Cacao',
  subtitle: 'An evening of heart-opening cacao',
  summary: 'Bring a blanket.',
  startDate: '2026-11-28',
  startTime: '19:00',
  endDate: '2026-11-28',
  endTime: '22:00',
  startsAt: '2026-11-28T19:00:00.000Z',
  endsAt: '2026-11-28T22:00:00.000Z',
  locationType: 'physical',
  locationText: 'The Round House, Bristol',
  city: 'Bristol',
  venue: 'The Round House',
  country: 'United Kingdom',
  postcode: 'BS1 4QA',
  latitude: 51.45,
  longitude: -2.59,
  imageUrl: PLACEHOLDER_EVENT_IMAGE,
  originalImageUrl: null,
  isExternal: false,
  externalLink: null,
  price: 12.5,
  priceVaries: false,
  hostId: MAYA,
  hostedBy: 'Maya Rivers',
  tags: [],
  categoryNames: [],
  isDraft: false,
  description: 'Bring a blanket. We begin at sunset.',
  capacity: 40,
  categoryIds: [],
  tagIds: [],
  hasOnlineLink: false,
  onlineLink: null,
  hostAvatarUrl: null,
  hosts: [
    { userId: MAYA, name: 'Maya Rivers', handle: 'maya-rivers', avatarUrl: null },
    { userId: HALL, name: 'The Round House', handle: 'round-house', avatarUrl: null },
    { userId: SAM, name: 'Sam Helper', handle: null, avatarUrl: null },
  ],
  canEdit: false,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-02T10:00:00.000Z',
  moderation: null,
  series: null,
  repeats: null,
  facts: [],
  whatToExpect: { facts: [], whatToBring: '', accessNotes: '' },
  sequence: 0,
  cancelledAt: null,
  cancellationMessage: '',
};

const space = (userId: string, roles: string[]) =>
  spaceFacts({ id: userId.replace(/^./, 'a'), userId, roles });

const ticket = (overrides: Partial<PublicTicketType>): PublicTicketType => ({
  id: 't1',
  name: 'General admission',
  description: '',
  kind: 'fixed',
  pricePence: 1250,
  minPence: null,
  maxPence: null,
  perOrderLimit: 10,
  placesLeft: 40,
  state: 'on_sale',
  salesStart: null,
  salesEnd: null,
  ...overrides,
});

const build = (overrides: Partial<EventJsonLdInput> = {}) =>
  eventJsonLd({
    event,
    url: `${PUBLIC_URL}${event.path}`,
    publicUrl: PUBLIC_URL,
    tickets: null,
    hostSpaces: [
      space(MAYA, ['Facilitator', 'DJ']),
      space(HALL, ['Venue']),
      space(SAM, ['Volunteer']),
    ],
    previewImage: pngPreview(`${PUBLIC_URL}/og/events/${event.id}.png?v=abc`, 'Full Moon Cacao'),
    ...overrides,
  }) as unknown as Record<string, unknown>;

/** The event with what to expect of every kind. */
const withFacts: EventDetail = {
  ...event,
  whatToExpect: {
    facts: [
      { id: 1, kind: 'access', name: 'Step-free entrance', icon: 'accessibility' },
      { id: 4, kind: 'access', name: 'Hearing loop', icon: 'ear' },
      { id: 7, kind: 'atmosphere', name: 'Alcohol-free', icon: 'wine-off' },
      { id: 12, kind: 'audience', name: 'Beginners welcome', icon: 'sprout' },
      { id: 13, kind: 'audience', name: 'Women only', icon: 'venus' },
      { id: 18, kind: 'intensity', name: 'Gentle', icon: 'feather' },
    ],
    whatToBring: 'A blanket',
    accessNotes: '',
  },
};

describe('eventJsonLd', () => {
  it('names each host as organiser, typed by their space, with their space’s address', () => {
    expect(build().organizer).toEqual([
      { '@type': 'Person', name: 'Maya Rivers', url: `${PUBLIC_URL}/@maya-rivers` },
      { '@type': 'Organization', name: 'The Round House', url: `${PUBLIC_URL}/@round-house` },
      { '@type': 'Person', name: 'Sam Helper', url: `${PUBLIC_URL}/facilitator/${SAM}` },
    ]);
  });

  it('names as performers only the hosts who lead gatherings', () => {
    expect(build().performer).toEqual([
      { '@type': 'Person', name: 'Maya Rivers', url: `${PUBLIC_URL}/@maya-rivers` },
    ]);
    // A host with no space yet, and helpers and venues, perform nothing.
    expect(build({ hostSpaces: [space(HALL, ['Venue'])] }).performer).toBeUndefined();
  });

  it('gives the country as an ISO 3166-1 alpha-2 code', () => {
    const country = (name: string) =>
      (
        build({ event: { ...event, country: name } }).location as {
          address: { addressCountry?: string };
        }
      ).address.addressCountry;
    expect(country('United Kingdom')).toBe('GB');
    expect(country('France')).toBe('FR');
    expect(country('')).toBe('GB');
    expect(country('Atlantis')).toBeUndefined();
  });

  it('dates each offer from its sales start, else from when the event was saved', () => {
    expect(build().offers).toMatchObject({ validFrom: '2026-09-01T10:00:00.000Z', price: '12.50' });
    const offers = build({
      tickets: [
        ticket({ salesStart: '2026-10-01T09:00:00.000Z', salesEnd: '2026-11-20T23:00:00.000Z' }),
        ticket({
          name: 'Sliding',
          kind: 'sliding',
          minPence: 500,
          maxPence: 3000,
          pricePence: 1500,
        }),
      ],
    }).offers;
    expect(offers).toEqual([
      expect.objectContaining({
        validFrom: '2026-10-01T09:00:00.000Z',
        validThrough: '2026-11-20T23:00:00.000Z',
      }),
      expect.objectContaining({
        validFrom: '2026-09-01T10:00:00.000Z',
        price: '5.00',
        priceSpecification: expect.objectContaining({ minPrice: 5, maxPrice: 30 }),
      }),
    ]);
  });

  it('shows the raster preview first, then the uploaded cover', () => {
    expect(build().image).toEqual([`${PUBLIC_URL}/og/events/${event.id}.png?v=abc`]);
    const withCover = build({
      event: { ...event, imageUrl: '/uploads/events/u/abc-1200.webp' },
    });
    expect(withCover.image).toEqual([
      `${PUBLIC_URL}/og/events/${event.id}.png?v=abc`,
      `${PUBLIC_URL}/uploads/events/u/abc-1200.webp`,
    ]);
  });

  it('says what to expect that schema.org can: the place’s access as amenities, who it is for', () => {
    const expecting = build({ event: withFacts });
    expect((expecting.location as { amenityFeature?: unknown }).amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Hearing loop', value: true },
    ]);
    expect(expecting.audience).toEqual({
      '@type': 'Audience',
      audienceType: 'Beginners welcome, Women only',
    });
    // The atmosphere and the intensity have no schema.org property; with no facts, nothing.
    expect(JSON.stringify(expecting)).not.toContain('Alcohol-free');
    expect(build().audience).toBeUndefined();
    expect((build().location as { amenityFeature?: unknown }).amenityFeature).toBeUndefined();
  });

  it('uses only properties schema.org gives each type, online or in person, with tickets or not', () => {
    const online: EventDetail = { ...event, locationType: 'online', locationText: 'Online Event' };
    for (const document of [
      build(),
      build({ event: withFacts }),
      build({ event: online, hostSpaces: [] }),
      build({ tickets: [ticket({ kind: 'sliding', minPence: 0, maxPence: 2000 })] }),
      build({ event: { ...event, latitude: null, longitude: null, isExternal: true } }),
    ])
      expect(schemaOrgProblems(document)).toEqual([]);
    // The check itself catches a property a type does not have.
    expect(schemaOrgProblems({ '@type': 'Organization', name: 'x', jobTitle: 'DJ' })).toEqual([
      '$: Organization.jobTitle',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SpaceFacts } from '../../lib/space-facts';
import { pngPreview, schemaOrgProblems, spaceFacts } from '../../test/schema-org';
import { spaceJsonLd } from './space-json-ld';

const PUBLIC_URL = 'https://kindred.example';

const maya = spaceFacts({
  id: 'a1111111-1111-4111-8111-111111111111',
  userId: '11111111-1111-4111-8111-111111111111',
  displayName: 'Maya Rivers',
  handle: 'maya-rivers',
  description: 'Cacao ceremony facilitator and ecstatic dance DJ in Bristol.',
  roles: ['Facilitator', 'DJ', 'Event Organiser'],
  darkColor: '#7A2E4F',
  lightColor: '#FBEFF4',
  socialLinks: {
    instagram: '@mayariversmoves',
    website: 'mayarivers.example',
    email: 'hello@mayarivers.example',
    phone: '07700 900123',
  },
});

const previewImage = pngPreview(
  `${PUBLIC_URL}/og/spaces/${maya.id}.png?v=abc`,
  'Maya Rivers on Kindred',
);

const build = (space: SpaceFacts) =>
  spaceJsonLd({
    space,
    url: `${PUBLIC_URL}/@${space.handle}`,
    description: space.description,
    publicUrl: PUBLIC_URL,
    previewImage,
  }) as unknown as Record<string, unknown>;

describe('spaceJsonLd', () => {
  it('types a facilitator as a Person, with what they do, their picture and their pages elsewhere', () => {
    expect(build(maya)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Maya Rivers',
      url: `${PUBLIC_URL}/@maya-rivers`,
      description: maya.description,
      image: previewImage.url,
      jobTitle: 'Facilitator, DJ, Event Organiser',
      // Her e-mail address and phone number are contact details, not pages.
      sameAs: ['https://www.instagram.com/mayariversmoves', 'https://mayarivers.example/'],
    });
  });

  it('types a venue as an Organization, without a person’s properties', () => {
    const hall = build({
      ...maya,
      displayName: 'The Round House',
      handle: 'round-house',
      roles: ['Venue', 'Event Organiser'],
      avatarUrl: '/uploads/spaces/u/hall.webp',
      socialLinks: {},
    });
    expect(hall).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'The Round House',
      url: `${PUBLIC_URL}/@round-house`,
      description: maya.description,
      // Its own picture, where it has one.
      image: `${PUBLIC_URL}/uploads/spaces/u/hall.webp`,
    });
  });

  it('uses only properties schema.org gives each type', () => {
    for (const roles of [[], ['Facilitator'], ['Venue'], ['Event Organiser']])
      expect(schemaOrgProblems(build({ ...maya, roles })), roles.join()).toEqual([]);
  });
});

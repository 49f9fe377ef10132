import type { EventCard } from '@shared/events/event-schemas';

/**
 * An event card as the API answers it, for screens that draw cards: a free sound bath at dawn in
 * Bristol, far enough ahead to stay upcoming, with no facts; each test says what it changes.
 */
export function eventCard(overrides: Partial<EventCard> = {}): EventCard {
  const id = overrides.id ?? 'e1';
  return {
    id,
    path: `/events/sound-bath-${id}`,
    title: 'Sunrise Sound Bath',
    subtitle: '',
    summary: '',
    startDate: '2099-12-05',
    startTime: '07:00',
    endDate: '2099-12-05',
    endTime: '08:30',
    startsAt: '2099-12-05T07:00:00.000Z',
    locationType: 'physical',
    locationText: 'The Round House, Bristol',
    city: 'Bristol',
    imageUrl: '/uploads/sound-bath.jpg',
    isExternal: false,
    externalLink: null,
    price: 0,
    priceVaries: false,
    hostId: 'h1',
    hostedBy: 'Maya Rivers',
    tags: [],
    categoryNames: [],
    isDraft: false,
    repeats: null,
    facts: [],
    ...overrides,
  };
}

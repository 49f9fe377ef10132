import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { EventDetail } from '@shared/events/event-schemas';
import type { SeriesRule } from '@shared/series/series-rules';

/** A series' rule for the event form's tests: every Thursday, for ever, no date skipped or added. */
export const everyThursday: SeriesRule = {
  repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] },
  end: { kind: 'never' },
  skipped: [],
  added: [],
};

/**
 * An event as the API answers it, with the fields the event form reads: a published one-off in a
 * London hall, far ahead, free, with nothing to expect said; each test says what it changes.
 */
export const formEvent = (changes: Partial<EventDetail> = {}) =>
  ({
    id: 'ev-1',
    hostId: 'host-1',
    isDraft: false,
    isExternal: false,
    title: 'Full moon circle',
    subtitle: '',
    description: 'A gathering.',
    startDate: '2099-06-20',
    startTime: '19:00',
    endDate: '2099-06-20',
    endTime: '21:00',
    locationType: 'physical',
    venue: 'The Hall',
    city: 'London',
    country: 'United Kingdom',
    postcode: 'E8 1AA',
    latitude: null,
    longitude: null,
    onlineLink: null,
    externalLink: null,
    categoryIds: [],
    tagIds: [],
    whatToExpect: { facts: [], whatToBring: '', accessNotes: '' },
    imageUrl: '/cover.jpg',
    originalImageUrl: null,
    price: 0,
    capacity: null,
    moderation: null,
    ...changes,
  }) as EventDetail;

/**
 * What the event form runs inside: a query client that does not retry and already knows the
 * signed-in viewer (`viewerId`), and a data router at `path` (the form holds the host back from
 * leaving with unsaved changes, which only a data router can).
 */
export function eventFormProviders(viewerId: string, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['viewer'], { user: { id: viewerId }, profile: null });
  return function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }),
    );
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
}

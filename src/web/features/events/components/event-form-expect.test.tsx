// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventFact } from '@shared/events/event-facts';
import type { EventDetail } from '@shared/events/event-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { EventForm } from './event-form';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

const facts: EventFact[] = [
  { id: 1, kind: 'access', name: 'Step-free access', icon: 'accessibility' },
  { id: 2, kind: 'atmosphere', name: 'Alcohol-free', icon: 'wine-off' },
  { id: 5, kind: 'intensity', name: 'Gentle', icon: 'feather' },
];

/** A listed event as the API answers it, saying what to expect. */
const listed = {
  id: 'ev-1',
  path: '/events/sound-bath-ev-1',
  hostId: 'host-1',
  isDraft: false,
  isExternal: true,
  title: 'Sound bath',
  subtitle: '',
  description: '',
  startDate: '2099-06-20',
  startTime: '19:00',
  endDate: '2099-06-20',
  endTime: '21:00',
  locationType: 'physical',
  venue: '',
  city: 'Bristol',
  country: 'United Kingdom',
  postcode: '',
  latitude: null,
  longitude: null,
  onlineLink: null,
  externalLink: 'https://tickets.example/sound-bath',
  categoryIds: [],
  tagIds: [],
  whatToExpect: { facts: [facts[0]!], whatToBring: 'Water', accessNotes: '' },
  imageUrl: '/placeholder.svg',
  originalImageUrl: null,
  price: 12,
  capacity: null,
  moderation: null,
  series: null,
} as unknown as EventDetail;

/** The form, signed in as a host, the API answering the host's defaults with `defaults`. */
function mount(defaults: Answer, event?: EventDetail) {
  const requests = stubApi((method, path) => {
    if (path === '/api/me') return { body: { user: { id: 'host-1' }, profile: null } };
    if (path === '/api/event-catalogue') return { body: { categories: [], tags: [], facts } };
    if (path === '/api/host/event-defaults') return defaults;
    if (method === 'PUT' && path === '/api/events/ev-1') return { body: listed };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['viewer'], { user: { id: 'host-1' }, profile: null });
  const router = createMemoryRouter(
    [{ path: '*', element: <EventForm event={event} isExternal={event?.isExternal ?? false} /> }],
    { initialEntries: ['/host-event'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return requests;
}

const box = (name: string) => screen.findByRole('checkbox', { name }) as Promise<HTMLInputElement>;
const notes = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('EventForm: what to expect on a new event', () => {
  it('starts from the host’s defaults for new events', async () => {
    const requests = mount({
      body: { factIds: [2, 5], whatToBring: 'A mat', accessNotes: 'Ramp at the side' },
    });
    expect((await box('Alcohol-free')).checked).toBe(true);
    expect((await box('Step-free access')).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Gentle' }) as HTMLInputElement).checked).toBe(true);
    expect(notes('What to bring (optional)').value).toBe('A mat');
    expect(notes('Access notes (optional)').value).toBe('Ramp at the side');
    expect(requests.some((r) => r.path === '/api/host/event-defaults')).toBe(true);
  });

  it('starts empty when the host has no defaults to give (no space: 404)', async () => {
    mount({ status: 404, body: { code: 'NOT_FOUND', message: 'No space' } });
    expect((await box('Alcohol-free')).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Not said' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(notes('What to bring (optional)').value).toBe(''));
  });
});

describe('EventForm: what to expect on an event being edited', () => {
  it('starts from the event’s own, and sends what is chosen with the event', async () => {
    const requests = mount(
      { body: { factIds: [2], whatToBring: 'Not this', accessNotes: '' } },
      listed,
    );
    expect((await box('Step-free access')).checked).toBe(true);
    expect((await box('Alcohol-free')).checked).toBe(false);
    expect(notes('What to bring (optional)').value).toBe('Water');
    fireEvent.click(await box('Alcohol-free'));
    fireEvent.click(screen.getByRole('radio', { name: 'Gentle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        event: { factIds: [1, 2, 5], whatToBring: 'Water', accessNotes: '' },
      }),
    );
    expect(requests.some((r) => r.path === '/api/host/event-defaults')).toBe(false);
  });
});

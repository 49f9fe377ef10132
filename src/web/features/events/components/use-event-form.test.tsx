// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@shared/events/event-schemas';
import { stubApi } from '@web/test/hook-providers';
import { useEventForm } from './use-event-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

/** An event as the API answers it, with the fields the form reads. */
const existing = (changes: Partial<EventDetail>) =>
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

/** The hook for a new event (or `event`), signed in as `viewerId`, inside a data router. */
function mount(event?: EventDetail, viewerId = 'host-1') {
  const requests = stubApi((_method, path) =>
    path === '/api/me'
      ? { body: { user: { id: viewerId }, profile: null } }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['viewer'], { user: { id: viewerId }, profile: null });
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/host-event'] }),
    );
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }
  const { result } = renderHook(() => useEventForm(event, false), { wrapper: Wrapper });
  return { result, requests };
}

describe('useEventForm (creating or editing an event)', () => {
  it('starts a new event as the owner’s draft, with one free ticket', () => {
    const { result } = mount();
    expect(result.current).toMatchObject({ published: false, isCohost: false, moderated: false });
    expect(result.current.tickets.draft?.types.map((t) => t.name)).toEqual(['General admission']);
    expect(result.current.canManageCohosts).toBe(false);
  });

  it('lets an accepted co-host edit, not publish or manage co-hosts', () => {
    const { result } = mount(existing({ hostId: 'someone-else' }));
    expect(result.current).toMatchObject({ isCohost: true, published: true });
    expect(result.current.canManageCohosts).toBe(false);
  });

  it('knows an event the Kindred team unpublished', () => {
    const { result } = mount(
      existing({
        isDraft: true,
        moderation: { reason: 'Spam' } as EventDetail['moderation'],
      }),
    );
    expect(result.current.moderated).toBe(true);
    expect(result.current.canManageCohosts).toBe(true);
  });

  it('sends nothing while the fields are wrong', async () => {
    const { result, requests } = mount();
    await act(() => result.current.submit(true)());
    expect(result.current.form.formState.errors.title).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(result.current.pastPublish).toBeNull();
  });

  it('shows what is wrong with the tickets, and holds them back', () => {
    const { result } = mount();
    const draft = result.current.tickets.draft!;
    act(() =>
      result.current.tickets.edit({
        ...draft,
        types: [{ ...draft.types[0]!, price: 'lots' }],
      }),
    );
    let checked: unknown;
    act(() => void (checked = result.current.tickets.checked()));
    expect(checked).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Please check the tickets');
    expect(Object.keys(result.current.tickets.errors)).toContain('ticketTypes.0.price');
    expect(result.current.tickets.dirty).toBe(true);
  });

  it('makes a new event repeat once it and its tickets are saved, and holds back a wrong repeat', async () => {
    const { result } = mount();
    const requests = stubApi((method, path) => {
      if (path === '/api/me') return { body: { user: { id: 'host-1' }, profile: null } };
      if (method === 'POST' && path === '/api/events')
        return { status: 201, body: existing({ id: 'new-1', path: '/events/x-new-1?id=new-1' }) };
      if (method === 'PUT' && path === '/api/events/new-1/ticketing') return { body: {} };
      if (method === 'POST' && path === '/api/events/new-1/series')
        return { body: existing({ id: 'new-1' }) };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    });
    // 2099-06-04 is a Thursday: the repeat starts on it.
    act(() =>
      result.current.form.reset({
        ...result.current.form.getValues(),
        title: 'Ecstatic Dance Thursdays',
        startDate: '2099-06-04',
        startTime: '19:00',
        endDate: '2099-06-04',
        endTime: '21:00',
        city: 'Bristol',
      }),
    );
    act(() =>
      result.current.series.edit({ ...result.current.series.draft, kind: 'weekly', weekdays: [] }),
    );
    await act(() => result.current.submit(true)());
    expect(toast.error).toHaveBeenCalledWith('Please check how the event repeats');
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);

    act(() => result.current.series.edit({ ...result.current.series.draft, weekdays: ['TH'] }));
    await act(() => result.current.submit(true)());
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/events',
      'PUT /api/events/new-1/ticketing',
      'POST /api/events/new-1/series',
    ]);
    expect(requests.at(-1)?.body).toEqual({
      rule: {
        repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] },
        end: { kind: 'never' },
        skipped: [],
        added: [],
      },
    });
  });
});

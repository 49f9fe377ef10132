// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@shared/events/event-schemas';
import { stubApi } from '@web/test/hook-providers';
import { eventFormProviders, everyThursday, formEvent } from './event-form-fixture';
import { useEventForm } from './use-event-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

/** The hook for a new event (or `event`), signed in as `viewerId`, inside a data router. */
function mount(event?: EventDetail, viewerId = 'host-1') {
  const requests = stubApi((_method, path) =>
    path === '/api/me'
      ? { body: { user: { id: viewerId }, profile: null } }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
  const { result } = renderHook(() => useEventForm(event, false), {
    wrapper: eventFormProviders(viewerId, '/host-event'),
  });
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
    const { result } = mount(formEvent({ hostId: 'someone-else' }));
    expect(result.current).toMatchObject({ isCohost: true, published: true });
    expect(result.current.canManageCohosts).toBe(false);
  });

  it('knows an event the Kindred team unpublished', () => {
    const { result } = mount(
      formEvent({
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
        return { status: 201, body: formEvent({ id: 'new-1', path: '/events/x-new-1?id=new-1' }) };
      if (method === 'PUT' && path === '/api/events/new-1/ticketing') return { body: {} };
      if (method === 'POST' && path === '/api/events/new-1/series')
        return { body: formEvent({ id: 'new-1' }) };
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
    expect(requests.at(-1)?.body).toEqual({ rule: everyThursday });
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@shared/events/event-schemas';
import { stubApi } from '@web/test/hook-providers';
import { eventFormProviders, everyThursday, formEvent } from './event-form-fixture';
import { useEventForm } from './use-event-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

/** A date of a weekly series, listed from another site (so no tickets are loaded or saved). */
const dateOfSeries = (changes: Partial<EventDetail> = {}) =>
  formEvent({
    id: 'ev-2',
    path: '/events/dance-ev-2?id=ev-2',
    isExternal: true,
    externalLink: 'https://example.com/dance',
    title: 'Ecstatic Dance',
    description: '',
    startDate: '2099-06-11',
    endDate: '2099-06-11',
    startsAt: '2099-06-11T18:00:00.000Z',
    city: 'Bristol',
    postcode: '',
    cancelledAt: null,
    series: { id: 'series-1', repeats: 'Every Thursday', rule: everyThursday, dates: [] },
    ...changes,
  });

function mount(event: EventDetail) {
  const requests = stubApi((method, path) => {
    if (path === '/api/me') return { body: { user: { id: 'host-1' }, profile: null } };
    if (method === 'PUT' && path === `/api/events/${event.id}`) return { body: event };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  const { result } = renderHook(() => useEventForm(event, true), {
    wrapper: eventFormProviders('host-1', '/edit'),
  });
  const saves = () => requests.filter((r) => r.method === 'PUT');
  return { result, saves };
}

describe('saving a date of a series asks which dates change', () => {
  it('holds the save until a scope is chosen, then sends it with the scope', async () => {
    const { result, saves } = mount(dateOfSeries());
    act(() => result.current.form.setValue('startTime', '20:00', { shouldDirty: true }));
    await act(() => result.current.submit(true)());
    expect(result.current.scope.open).toBe(true);
    expect(result.current.scope.moved).toBe(false);
    expect(saves()).toEqual([]);
    await act(async () => result.current.chooseScope('following'));
    expect(result.current.scope.open).toBe(false);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toMatchObject({
      publish: true,
      scope: 'following',
      event: { startTime: '20:00' },
    });
  });

  it('knows when the date itself moves, and saves nothing when the question is closed', async () => {
    const { result, saves } = mount(dateOfSeries());
    act(() => result.current.form.setValue('startDate', '2099-06-12'));
    act(() => result.current.form.setValue('endDate', '2099-06-12'));
    await act(() => result.current.submit(true)());
    expect(result.current.scope.moved).toBe(true);
    act(() => result.current.scope.close());
    expect(result.current.scope.open).toBe(false);
    expect(saves()).toEqual([]);
  });

  it('saves a one-off at once, as "this date"', async () => {
    const { result, saves } = mount(dateOfSeries({ series: null }));
    await act(() => result.current.submit(true)());
    expect(result.current.scope.open).toBe(false);
    expect(saves().map((r) => (r.body as { scope: string }).scope)).toEqual(['this']);
  });
});

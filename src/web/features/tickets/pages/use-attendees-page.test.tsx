// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi } from '@web/test/hook-providers';
import { EVENT, guest, list } from '../attendee-fixtures';
import { useAttendeesPage } from './use-attendees-page';

describe('useAttendeesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(attendees = list.attendees) {
    stubApi(() => ({ body: { ...list, attendees } }));
    const { wrapper } = hookProviders();
    return renderHook(() => useAttendeesPage(EVENT), { wrapper });
  }

  it('shows every place, and says how many the filters leave', async () => {
    const hook = setUp();
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    expect(hook.result.current.shown).toHaveLength(4);
    expect(hook.result.current.shownText).toBe('4 places');
    act(() => hook.result.current.setFilter({ status: 'checked_in' }));
    expect(hook.result.current.shown.map((a) => a.holderName)).toEqual(['Sam']);
    expect(hook.result.current.shownText).toBe('1 of 4 places');
    // A second filter keeps the first.
    act(() => hook.result.current.setFilter({ q: 'juniper' }));
    expect(hook.result.current.filter).toEqual({
      q: 'juniper',
      ticketTypeId: '',
      status: 'checked_in',
    });
    expect(hook.result.current.shownText).toBe('0 of 4 places');
  });

  it('keeps the filters in the address, and reads them back from it', async () => {
    stubApi(() => ({ body: list }));
    const { wrapper } = hookProviders('/attendees?attendees.ticket=general&attendees.status=lost');
    const hook = renderHook(() => ({ page: useAttendeesPage(EVENT), location: useLocation() }), {
      wrapper,
    });
    await waitFor(() => expect(hook.result.current.page.query.isSuccess).toBe(true));
    // A state the list does not offer (a hand-edited link) reads as every state.
    expect(hook.result.current.page.filter).toEqual({ q: '', ticketTypeId: 'general', status: '' });
    act(() => hook.result.current.page.setFilter({ status: 'cancelled' }));
    expect(hook.result.current.location.search).toBe(
      '?attendees.ticket=general&attendees.status=cancelled',
    );
    expect(hook.result.current.page.shown.map((a) => a.holderName)).toEqual(['Rowan']);
    // Back to "all", the filter leaves the address; the others stay as they were.
    act(() => hook.result.current.page.setFilter({ ticketTypeId: '' }));
    expect(hook.result.current.location.search).toBe('?attendees.status=cancelled');
  });

  it('counts each guest once for a message, and not those who cancelled', async () => {
    const hook = setUp([
      ...list.attendees,
      guest('Juniper', { ticketId: 'second', email: 'JUNIPER@example.com' }),
    ]);
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    // Juniper (twice), Sam and Ash; Rowan cancelled.
    expect(hook.result.current.guestCount).toBe(3);
  });

  it('says "1 place" for a single booking', async () => {
    const hook = setUp([list.attendees[0]!]);
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    expect(hook.result.current.shownText).toBe('1 place');
  });
});

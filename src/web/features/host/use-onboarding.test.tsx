// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { useOnboarding } from './use-onboarding';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const member = {
  user: { id: 'u1' },
  profile: { firstName: 'Maya', lastName: 'Rivers' },
  isHost: false,
};

/** The hook on /become-facilitator; `complete` answers the completion. */
async function mount(viewer = member, complete: Answer = { body: {} }) {
  const requests = stubApi((method, path) =>
    path === '/api/me' ? { body: viewer } : method === 'POST' ? complete : { body: {} },
  );
  const { client, wrapper } = hookProviders('/become-facilitator');
  await client.prefetchQuery({ queryKey: ['viewer'], queryFn: () => viewer });
  const hook = renderHook(() => ({ onboarding: useOnboarding(), location: useLocation() }), {
    wrapper,
  });
  return { ...hook, requests };
}

describe('useOnboarding (spec 01 §4)', () => {
  it("starts the space's name as the person's", async () => {
    const { result } = await mount();
    expect(result.current.onboarding.name).toBe('Maya Rivers');
    expect(result.current.onboarding.arrivedAsHost).toBe(false);
  });

  it('knows a host who arrives here, to send them on to the dashboard', async () => {
    const { result } = await mount({ ...member, isHost: true });
    expect(result.current.onboarding.arrivedAsHost).toBe(true);
  });

  it('completes: says so and opens the events dashboard', async () => {
    const { result, requests } = await mount();
    await act(() => result.current.onboarding.complete());
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/onboarding/complete')).toBe(
      true,
    );
    expect(toast.success).toHaveBeenCalledWith(
      "You're now a facilitator! You can start hosting your first event.",
    );
    await waitFor(() => expect(result.current.location.pathname).toBe('/host-dashboard/events'));
  });

  it('says a failed completion went wrong, and rejects so the form claims no success', async () => {
    const { result } = await mount(member, { status: 500, body: { message: 'Down' } });
    await act(() => expect(result.current.onboarding.complete()).rejects.toThrow());
    expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.location.pathname).toBe('/become-facilitator');
  });
});

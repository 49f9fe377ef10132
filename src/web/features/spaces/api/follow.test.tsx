// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSpaceQuery, useFollow } from './spaces';

/** useFollow shows the new state at once (useOptimistic) and keeps the server's word after. */
describe('useFollow', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(answer: () => Promise<Response>) {
    const client = new QueryClient();
    client.setQueryData(publicSpaceQuery('@maya').queryKey, {
      isFollowing: false,
      stats: { followers: 4 },
    } as never);
    vi.stubGlobal('fetch', vi.fn(answer));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const following = () =>
      (client.getQueryData(publicSpaceQuery('@maya').queryKey) as { isFollowing: boolean })
        .isFollowing;
    const hook = renderHook(() => useFollow('@maya', following()), { wrapper });
    return { client, hook };
  }

  it('shows Following at once, and keeps it with the count the server sends', async () => {
    let answer!: (response: Response) => void;
    const { client, hook } = setUp(() => new Promise((resolve) => (answer = resolve)));
    let done!: Promise<unknown>;
    act(() => void (done = hook.result.current.setFollowing(true)));
    expect(hook.result.current.isFollowing).toBe(true);
    expect(hook.result.current.isPending).toBe(true);
    await act(async () => {
      answer(new Response(JSON.stringify({ following: true, followers: 5 }), { status: 200 }));
      await done;
    });
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
    expect(hook.result.current.isFollowing).toBe(true);
    expect(client.getQueryData(publicSpaceQuery('@maya').queryKey)).toMatchObject({
      isFollowing: true,
      stats: { followers: 5 },
    });
  });

  it('shows the state as it was once the server refuses', async () => {
    const { hook } = setUp(async () => new Response('{"message":"Nope"}', { status: 500 }));
    await act(async () => {
      await hook.result.current.setFollowing(true).catch(() => undefined);
    });
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
    expect(hook.result.current.isFollowing).toBe(false);
  });
});

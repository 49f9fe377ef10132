// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Privileges } from '@shared/profile-schemas';
import { PrivilegeWatch } from './privilege-watch';

const toastInfo = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/toast', () => ({ toast: { info: toastInfo } }));

const member: Privileges = { signedIn: true, isHost: false, isSuperAdmin: false };

describe('PrivilegeWatch (spec 01 §4)', () => {
  let answers: Privileges[];
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(
            JSON.stringify(
              url === '/api/me'
                ? { user: null, profile: null }
                : (answers.shift() ?? { signedIn: true, isHost: true, isSuperAdmin: true }),
            ),
            { status: 200 },
          ),
      ),
    );
    reload = vi.fn();
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    toastInfo.mockReset();
  });

  const mount = (client = new QueryClient()) =>
    render(
      <QueryClientProvider client={client}>
        <PrivilegeWatch />
      </QueryClientProvider>,
    );

  it('re-checks every 30 s; on a change it shows a 5-second toast and reloads after 2 s', async () => {
    answers.push(member, { ...member, isSuperAdmin: true });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(toastInfo).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toastInfo).toHaveBeenCalledWith(
      'Super admin privileges have been granted to your account.',
      { duration: 5000 },
    );
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells of host privileges granted and removed the same way', async () => {
    answers.push(member, { ...member, isHost: true });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    expect(toastInfo).toHaveBeenCalledWith('Host privileges have been granted to your account.', {
      duration: 5000,
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reload).toHaveBeenCalledTimes(1);

    toastInfo.mockReset();
    answers.push({ ...member, isHost: false });
    await act(() => vi.advanceTimersByTimeAsync(28_000));
    expect(toastInfo).toHaveBeenCalledWith('Your host privileges have been removed.', {
      duration: 5000,
    });
  });

  it('does nothing while the roles stay the same', async () => {
    answers.push(member, member);
    mount();
    await act(() => vi.advanceTimersByTimeAsync(32_100));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toastInfo).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a session that ends is no privilege change: no toast, and the app asks who is signed in', async () => {
    answers.push(
      { ...member, isHost: true },
      { signedIn: false, isHost: false, isSuperAdmin: false },
    );
    const client = new QueryClient();
    client.setQueryData(['viewer'], { user: { id: 'x' } });
    mount(client);
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    expect(toastInfo).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(client.getQueryState(['viewer'])?.isInvalidated).toBe(true);
  });
});

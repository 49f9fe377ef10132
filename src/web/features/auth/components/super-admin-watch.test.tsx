// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SuperAdminWatch } from './super-admin-watch';

const toastInfo = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/toast', () => ({ toast: { info: toastInfo } }));

describe('SuperAdminWatch (spec 01 §4)', () => {
  let answers: Array<{ signedIn: boolean; isSuperAdmin: boolean }>;
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(answers.shift() ?? { signedIn: true, isSuperAdmin: true }), {
            status: 200,
          }),
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
    vi.unstubAllGlobals();
    toastInfo.mockReset();
  });

  const mount = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SuperAdminWatch />
      </QueryClientProvider>,
    );

  it('re-checks every 30 s; on a change it shows a 5-second toast and reloads after 2 s', async () => {
    answers.push({ signedIn: true, isSuperAdmin: false }, { signedIn: true, isSuperAdmin: true });
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

  it('does nothing while the flag stays the same', async () => {
    answers.push({ signedIn: true, isSuperAdmin: false }, { signedIn: true, isSuperAdmin: false });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(32_100));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toastInfo).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

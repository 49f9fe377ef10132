// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardTabBoundary } from './dashboard-tab-boundary';
import { dashboardTabs } from './dashboard-tabs';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The tabs that read data of their own, and the endpoint each reads. */
const dataTabs = [
  ['overview', '/api/host/overview'],
  ['events', '/api/host/events'],
  ['spaces', '/api/host/spaces'],
  ['facilitator-space', '/api/facilitator-space'],
  ['orders', '/api/host/orders'],
  ['settings', '/api/account/email-preferences'],
] as const;

const viewer = {
  user: { id: 'u1', email: 'maya@example.com', emailVerified: true },
  profile: { firstName: 'Maya', lastName: 'Rivers', avatarUrl: null, bio: '' },
  isHost: true,
};

describe('a dashboard tab while its data loads and when it fails (spec 01 §2)', () => {
  let answer: (url: string) => Promise<Response>;
  let requested: string[];

  beforeEach(() => {
    requested = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return url === '/api/me' ? json(viewer) : answer(url);
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function mount(key: string) {
    const tab = dashboardTabs.find((t) => t.key === key)!;
    const { Component } = tab;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DashboardTabBoundary tab={tab.label.toLowerCase()}>
            <Component />
          </DashboardTabBoundary>
        ),
      },
    ]);
    // No retries: the query client's retry rules are not what is tested here.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it.each(dataTabs)('%s: three skeleton cards while %s has not answered', async (key, url) => {
    answer = () => new Promise<Response>(() => {});
    mount(key);
    // The first tab to mount also compiles its lazy module: on a busy machine that can take
    // longer than waitFor's default second.
    await vi.waitFor(() => expect(requested.some((r) => r.split('?')[0] === url)).toBe(true), {
      timeout: 10_000,
    });
    const loading = screen.getByRole('status');
    expect(within(loading).getByText('Loading…')).toBeTruthy();
    expect(screen.getAllByTestId('tab-skeleton-card')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(dataTabs)(
    '%s: "Failed to load …" and Refresh Page when %s answers 500',
    async (key, url) => {
      answer = async () => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500);
      // React reports the error it hands to the boundary; expected here.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({
        ...window.location,
        reload,
      } as Location);
      mount(key);
      const label = dashboardTabs.find((t) => t.key === key)!.label.toLowerCase();
      const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
      expect(requested.some((r) => r.split('?')[0] === url)).toBe(true);
      expect(within(alert).getByText(`Failed to load ${label}`)).toBeTruthy();
      expect(screen.queryAllByTestId('tab-skeleton-card')).toHaveLength(0);
      fireEvent.click(within(alert).getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledOnce();
    },
  );

  it('shows the tab once its data arrives', async () => {
    answer = async () => json({ spaces: [] });
    mount('spaces');
    expect(await screen.findByText('No spaces yet')).toBeTruthy();
    expect(screen.queryAllByTestId('tab-skeleton-card')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

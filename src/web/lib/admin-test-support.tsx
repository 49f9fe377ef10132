import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The changes the screen sent, as `METHOD /path` with their JSON bodies (for `fakeApi`). */
export const sent: { request: string; body: unknown }[] = [];

/**
 * A fake API for the super admin's screens: each request goes to `answer` as a URL (so a test
 * reads its query), and every request is kept, in order, in `asked`.
 */
export function fakeApi(answer: (url: URL, init?: RequestInit) => Response) {
  const asked: URL[] = [];
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const url = new URL(path, 'http://kindred.test');
      asked.push(url);
      if (init?.method && init.method !== 'GET')
        sent.push({
          request: `${init.method} ${url.pathname}`,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        });
      if (url.pathname === '/api/me') return json({ user: { id: 'viewer' } });
      return answer(url, init);
    }),
  );
  return asked;
}

/** Draws a screen at an address (its route is the address's path), as the router does; answers the router. */
export function mountAt(screen: ReactNode, address = '/super-admin') {
  const path = new URL(address, 'http://kindred.test').pathname;
  const router = createMemoryRouter([{ path, element: screen }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

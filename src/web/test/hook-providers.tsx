import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** One API answer: its status (200 unless said) and JSON body. */
export type Answer = { status?: number; body: unknown };

/**
 * Answers the app's fetches from `answer(method, path, body)` and records each request, so a
 * screen's hook runs against its real API code with no server.
 */
export function stubApi(
  answer: (method: string, path: string, body: unknown) => Answer | Promise<Answer>,
) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const { status = 200, body: reply } = await answer(method, path, body);
      return new Response(JSON.stringify(reply), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

/**
 * The providers a screen's hook needs under `renderHook`: a query client that does not retry
 * (a refused request answers at once) and a router at `path`, matched by `route` when the hook
 * reads the address's parameters.
 */
export function hookProviders(path = '/', route?: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {route ? (
            <Routes>
              <Route path={route} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  return { client, wrapper };
}

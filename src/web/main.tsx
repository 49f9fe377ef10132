import './lib/zod-jitless';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from '@shared/server-rendering';
import { AppTree } from './app/app-tree';
import { routes } from './app/router';
import { loadDrawnParts } from './lib/lazy-part';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * The page has been read to its end: a page drawn on the server streams its parts and, last,
 * the state it was drawn from (ADR 29), and the app may arrive before all of it has.
 */
function documentRead(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** The state a page rendered on the server left for us (ADR 24); null on other pages. */
function readServerState(): ServerRenderedState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderedState;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the routes this first page shows before the router starts, so it starts
 * ready: hydration finds the same tree the server drew, and no page waits on a fallback.
 */
async function loadFirstRoutes(routeTable: RouteObject[]) {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return matches;
}

/**
 * A page the browser draws itself starts with its loaders counted as done: they only start reads
 * that the page's own queries make anyway, so the first page draws at once, as it always has.
 */
function nothingToLoad(matches: Array<{ route: RouteObject }>): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) if (route.loader && route.id) loaderData[route.id] = null;
  return { loaderData };
}

async function start() {
  const [matches] = await Promise.all([loadFirstRoutes(routes), documentRead()]);
  const serverState = readServerState();
  if (serverState) {
    hydrate(queryClient, serverState.queries as DehydratedState);
    // A part still waiting for its code when pressed could not take the press (ADR 29).
    await loadDrawnParts(serverState.parts ?? []);
  }
  const router = createBrowserRouter(routes, {
    hydrationData: serverState ? (serverState.router as HydrationState) : nothingToLoad(matches),
  });
  const app = <AppTree queryClient={queryClient} router={<RouterProvider router={router} />} />;
  const root = document.getElementById('root')!;
  if (serverState) {
    // The e2e tests press buttons as soon as this mark appears: React takes over the part pressed
    // first and hands it the press (ADR 29).
    document.documentElement.dataset.app = 'hydrating';
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole page is taken over (a slow phone's taps and paints wait
    // less); a press still has its part taken over at once.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start();

import './lib/zod-jitless';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
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
import { runEffectsAfterEachRender } from './lib/effects-after-render';
import { queryClient } from './lib/query-client';
import './styles.css';

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
}

async function start() {
  const serverState = readServerState();
  if (serverState) hydrate(queryClient, serverState.queries as DehydratedState);
  await loadFirstRoutes(routes);
  const router = createBrowserRouter(
    routes,
    serverState ? { hydrationData: serverState.router as HydrationState } : undefined,
  );
  const app = <AppTree queryClient={queryClient} router={<RouterProvider router={router} />} />;
  const root = document.getElementById('root')!;
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

runEffectsAfterEachRender();

void start();

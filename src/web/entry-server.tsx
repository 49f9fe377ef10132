import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerRenderedState } from '@shared/server-rendering';
import { AppTree } from './app/app-tree';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/**
 * Server rendering of the pages people land on (ADR 24): `/`, an event, a space. The server
 * hands in how to reach its own API; every render draws the page as a visitor sees it.
 */

/** A page drawn on the server: its HTML for #root, and the state the browser hydrates from. */
export type RenderedPage = { html: string; state: ServerRenderedState };
/** Why a page was left for the browser to draw. */
export type SkippedPage = { skipped: string };

const handler = createStaticHandler(routes);

/** At most this many rounds of "draw, then fetch what the drawing asked for". */
const MAX_ROUNDS = 4;

export function answerReadsWith(fetchApi: (path: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(fetchApi);
}

/**
 * Draws the page at `url`. The components ask for their data as they do in the browser; what a
 * round asks for is fetched and the page drawn again, until nothing new is asked. Skipped when
 * the page cannot be drawn as the browser would (a redirect, a read that failed): the server
 * then sends the app without content, and the browser draws it.
 */
export async function renderPage(url: string): Promise<RenderedPage | SkippedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { skipped: `the router answered ${context.status}` };
  const queryClient = createQueryClient({ onServer: true });
  const asked = new Set<string>();
  for (let round = 1; ; round++) {
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await drawToString(
      <AppTree
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
    const waiting = queriesToFetch(queryClient).filter((query) => !asked.has(query.queryHash));
    if (waiting.length === 0) {
      const failed = failedQueries(queryClient);
      if (failed.length > 0) return { skipped: `reads failed: ${failed.join(', ')}` };
      return {
        html,
        state: {
          queries: dehydrate(queryClient),
          router: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: context.errors,
          },
        },
      };
    }
    if (round === MAX_ROUNDS) return { skipped: `still asking after ${MAX_ROUNDS} rounds` };
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

/** Queries a component asked for while drawing that have no answer yet and may run. */
function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      // The options the component gave, `enabled` among them (typed on observers only).
      const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}

function failedQueries(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => query.queryHash);
}

/** The HTML of a tree once every lazy part in it has loaded (no streaming, no inline script). */
async function drawToString(tree: React.ReactNode): Promise<string> {
  // Preact draws the tree (ADR 28): it waits for every lazy part, and an error anywhere, inside
  // a Suspense boundary too, rejects, and the whole page goes to the browser instead.
  return renderToStringAsync(tree as unknown as VNode);
}

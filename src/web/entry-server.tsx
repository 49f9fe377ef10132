import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerRenderedState } from '@shared/server-rendering';
import { AppTree } from './app/app-tree';
import type { ServerLoadContext } from './lib/query-loader';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { DrawnPartsProvider, loadLazyParts } from './lib/lazy-part';
import { createQueryClient } from './lib/query-client';
import { ServerQueryClientProvider } from './lib/streamed-part';

/**
 * Server rendering of the pages people land on (ADR 24, ADR 29): `/`, an event, a space. The
 * server hands in how to reach its own API; every render draws the page as a visitor sees it.
 */

/** A page being drawn: its HTML for #root as React streams it, then the state to hydrate from. */
export type RenderedPage = { html: AsyncIterable<string>; state(): ServerRenderedState };
/** Why a page was left for the browser to draw. */
export type SkippedPage = { skipped: string };

const handler = createStaticHandler(routes);

export function answerReadsWith(fetchApi: (path: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(fetchApi);
}

/**
 * Draws the page at `url` in one pass: React Router's static handler runs the matched routes'
 * loaders, which fill the query cache with what the page draws, then React streams the page. Its
 * first screen comes as soon as it is drawn; a part that waits on slower reads (a StreamedPart)
 * follows in the same response, put in place by React's inline script (allowed by `nonce`).
 * `whole` waits for every part first, for a crawler: the HTML then needs no script at all.
 *
 * Skipped when the page cannot be drawn as the browser would (a redirect, a read that failed,
 * an error in the first screen, aborted first): the server then sends the app without content.
 */
export async function renderPage(
  url: string,
  {
    nonce,
    whole,
    signal,
    onError,
  }: {
    nonce: string;
    whole: boolean;
    signal: AbortSignal;
    /** Told of an error in a part that follows: the browser draws that part instead. */
    onError: (error: unknown) => void;
  },
): Promise<RenderedPage | SkippedPage> {
  const queryClient = createQueryClient({ onServer: true });
  const requestContext: ServerLoadContext = { queryClient };
  let context;
  try {
    context = await handler.query(new Request(url, { signal }), { requestContext });
  } catch (error) {
    if (signal.aborted) return { skipped: 'the reads took too long' };
    throw error;
  }
  if (context instanceof Response) return { skipped: `the router answered ${context.status}` };
  if (context.errors) return { skipped: `a loader failed: ${JSON.stringify(context.errors)}` };
  // Once per process: the parts of the pages' modules, so none waits for its code.
  await loadLazyParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  const drawnParts = new Set<string>();
  const tree = (
    <ServerQueryClientProvider value={queryClient}>
      <DrawnPartsProvider value={drawnParts}>
        <AppTree
          queryClient={queryClient}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </DrawnPartsProvider>
    </ServerQueryClientProvider>
  );

  return new Promise((resolve) => {
    const start = () => {
      const output = new PassThrough();
      stream.pipe(output);
      resolve({
        html: decoded(output),
        // Read once the stream has ended: the parts that followed have their answers in too.
        state: () => ({
          queries: dehydrate(queryClient),
          router: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: context.errors,
          },
          parts: [...drawnParts],
        }),
      });
    };
    const stream = renderToPipeableStream(tree, {
      nonce,
      // React would send a large part that is ready after the rest, to be moved into place by
      // its script: the first screen is sent in place, whatever its size, and readable without
      // script. Only parts still waiting on reads follow (StreamedPart).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: whole ? undefined : start,
      onAllReady: whole ? start : undefined,
      onShellError: (error) => resolve({ skipped: `the first screen failed: ${String(error)}` }),
      // A part that failed is left to the browser (React says so in the stream).
      onError,
    });
    // Past the time allowed, what is not drawn yet is left to the browser.
    if (signal.aborted) stream.abort(signal.reason);
    else signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

async function* decoded(output: AsyncIterable<Buffer>) {
  const decoder = new TextDecoder();
  for await (const chunk of output) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

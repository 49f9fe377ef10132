import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { queryClient as browserQueryClient } from './query-client';

/**
 * Route loaders that fill TanStack Query with what their page draws (ADR 29), under the keys the
 * page's own queries use: React then draws a server page in one pass, and the browser takes the
 * answers over from the HTML without asking again.
 */

/** What the server hands the loaders of the page it is drawing (`requestContext`). */
export type ServerLoadContext = { queryClient: QueryClient };

function serverContext(context: unknown): ServerLoadContext | null {
  return typeof context === 'object' && context !== null && 'queryClient' in context
    ? (context as ServerLoadContext)
    : null;
}

/**
 * A loader that reads into the query cache. On the server it waits for the reads the first
 * screen needs (a failed one leaves the page to the browser). In the browser it only starts
 * them as the page opens: the page draws at once with its own loading states, as before.
 */
export function queryLoader(
  load: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
): LoaderFunction {
  return async (args) => {
    const server = serverContext(args.context);
    const reads = load(server?.queryClient ?? browserQueryClient, args);
    if (server) await reads;
    else reads.catch(() => undefined);
    // React Router keeps null as "loaded": the browser's router starts with nothing to load.
    return null;
  };
}

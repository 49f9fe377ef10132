import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, Suspense, use, useContext, type ReactNode } from 'react';

/** The query client of the page being drawn on the server; null in the browser. */
const ServerQueryClient = createContext<QueryClient | null>(null);
export const ServerQueryClientProvider = ServerQueryClient.Provider;

/** Whether this render is the server's, drawing a landing page (ADR 29). */
export function useDrawnOnServer(): boolean {
  return useContext(ServerQueryClient) !== null;
}

/** A query's options, as `queryOptions()` makes them (their own data types do not matter here). */
type AnyQuery = { queryKey: QueryKey };

const settling = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

/** One promise per set of queries and page, so React finds the same one each time it retries. */
function settled(client: QueryClient, queries: readonly AnyQuery[]): Promise<unknown> {
  const key = JSON.stringify(queries.map((query) => query.queryKey));
  let promises = settling.get(client);
  if (!promises) settling.set(client, (promises = new Map()));
  let promise = promises.get(key);
  if (!promise) {
    // prefetchQuery joins a fetch the route's loader started, and never rejects: a part whose
    // read failed is drawn with its own error state, as in the browser.
    promise = Promise.all(queries.map((query) => client.prefetchQuery(query as FetchQueryOptions)));
    promises.set(key, promise);
  }
  return promise;
}

function AfterQueries({
  queries,
  children,
}: {
  queries: readonly AnyQuery[];
  children: ReactNode;
}) {
  const client = useContext(ServerQueryClient);
  if (client) use(settled(client, queries));
  return children;
}

/**
 * A part of a server-drawn page that follows the rest (ADR 29): the server sends the page without
 * waiting for this part's reads, and React streams the part in once they have answered. In the
 * browser the part draws at once, from what the server sent or with its own loading state.
 */
export function StreamedPart({
  queries,
  fallback,
  children,
}: {
  /** What the part reads; the route's loader has started them. */
  queries: readonly AnyQuery[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <AfterQueries queries={queries}>{children}</AfterQueries>
    </Suspense>
  );
}

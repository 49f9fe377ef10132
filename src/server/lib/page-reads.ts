import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The reads of one landing page drawn for a visitor (issue 20): its head and the API answers its
 * app is drawn from ask for the same things (an event's head and its page both read the event,
 * its JSON-LD offers and its booking panel both read the tickets). Within one drawing each is
 * read once and shared, where each was read two or three times; nothing is kept after it.
 *
 * Only reads that answer the same for every visitor go through here, keyed by what they read:
 * a drawing is for a visitor who is not signed in (server-rendering.ts), and outside a drawing
 * `readOncePerPage` simply reads.
 */
const drawing = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `draw` with reads shared by everything it starts, its API answers included. */
export function withPageReads<T>(draw: () => T): T {
  return drawing.run(new Map(), draw);
}

/** Whether this runs within a drawing: its reads may be a moment old, and are not kept. */
export function insidePageReads(): boolean {
  return drawing.getStore() !== undefined;
}

/** `load()`, or the read of the same `key` this drawing already started (a failure included). */
export function readOncePerPage<T>(key: string, load: () => Promise<T>): Promise<T> {
  const reads = drawing.getStore();
  if (!reads) return load();
  let read = reads.get(key) as Promise<T> | undefined;
  if (!read) {
    read = load();
    reads.set(key, read);
  }
  return read;
}

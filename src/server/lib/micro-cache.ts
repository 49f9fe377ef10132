import type { Broadcast } from '../db/broadcast';
import { insidePageReads } from './page-reads';

const CLEARED = 'kindred_public_cache_cleared';

/**
 * A few seconds of memory for public answers to anonymous visitors (ADR 7). A burst of identical
 * requests costs one query: requests that arrive while the answer is being loaded wait for that
 * same load. Signed-in requests never use it, so a host sees their own changes at once. A clear
 * is sent to the other app processes on the database too (`peers`), so a visitor's next load
 * after a change is fresh whichever process answers it; a process that missed the message
 * (its listening connection was down) still forgets within the TTL.
 */
export function createMicroCache(options: {
  ttlMs: number;
  maxEntries: number;
  peers?: Broadcast;
  onPeerError?: (err: unknown) => void;
}) {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  const { peers, onPeerError = () => {} } = options;
  if (peers && options.ttlMs > 0) {
    peers.subscribe(CLEARED, () => entries.clear()).catch(onPeerError);
  }
  return {
    // Each key is only ever loaded with one kind of value, so what comes back is that kind.
    getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      // A page's drawing may answer from what it read a moment ago (page-reads.ts), perhaps
      // before a change cleared this cache: what it loads answers the drawing, and is not kept.
      if (insidePageReads()) return load();
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const entry = { value: load(), expiresAt: now + options.ttlMs };
      entries.set(key, entry);
      // A failure is shared by the requests already waiting, but not remembered after them.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear() {
      entries.clear();
      // The change is already saved; a process that does not hear of it converges within the TTL.
      if (peers && options.ttlMs > 0) peers.publish(CLEARED).catch(onPeerError);
    },
  };
}
export type MicroCache = ReturnType<typeof createMicroCache>;

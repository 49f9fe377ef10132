/**
 * A few seconds of memory for public answers to anonymous visitors (ADR 7). A burst of identical
 * requests costs one query: requests that arrive while the answer is being loaded wait for that
 * same load. Signed-in requests never use it, so a host sees their own changes at once; other
 * processes converge within the TTL, the same bound the HTTP cache headers promise.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    // Each key is only ever loaded with one kind of value, so what comes back is that kind.
    getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
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
    },
  };
}
export type MicroCache = ReturnType<typeof createMicroCache>;

/**
 * A few seconds of memory for anonymous public lists, so a burst of identical requests costs
 * one query. Signed-in requests never use it, so a host sees their own changes at once; other
 * processes converge within the TTL, the same bound the HTTP cache headers promise.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async getOrLoad(key: string, load: () => Promise<string>): Promise<string> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = await load();
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type MicroCache = ReturnType<typeof createMicroCache>;

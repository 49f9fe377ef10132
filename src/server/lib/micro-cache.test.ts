import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';
import { readOncePerPage, withPageReads } from './page-reads';

describe('createMicroCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once for a burst of identical requests, even while the first is still loading', async () => {
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10 });
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'answer';
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad('k', load)));
    expect(answers).toEqual(Array(20).fill('answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the answer is older than its time to live', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10 });
    let version = 0;
    const load = async () => `v${++version}`;
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    vi.advanceTimersByTime(4_999);
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    vi.advanceTimersByTime(1);
    expect(await cache.getOrLoad('k', load)).toBe('v2');
  });

  it("keeps nothing a page's drawing loaded (it may be a moment old), but answers it from what it keeps", async () => {
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10 });
    let version = 0;
    const event = () => readOncePerPage('event:1', async () => `v${++version}`);
    await withPageReads(async () => {
      expect(await event()).toBe('v1'); // the page's head
      cache.clear(); // a host's change, while the page is drawn
      expect(await cache.getOrLoad('event:1', event)).toBe('v1'); // its app's API answer
    });
    expect(await cache.getOrLoad('event:1', event)).toBe('v2'); // the next visitor's, fresh
    expect(await withPageReads(() => cache.getOrLoad('event:1', event))).toBe('v2');
  });

  it('does not remember a failed load', async () => {
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10 });
    await expect(
      cache.getOrLoad('k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 'back')).toBe('back');
  });

  it('forgets everything when cleared, and keeps at most maxEntries', async () => {
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('c', async () => 'c1');
    // 'a' was the oldest, so it made room for 'c'.
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
    expect(await cache.getOrLoad('c', async () => 'c2')).toBe('c1');
    cache.clear();
    expect(await cache.getOrLoad('c', async () => 'c3')).toBe('c3');
  });

  it('always loads when its time to live is 0', async () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 10 });
    const load = vi.fn(async () => 'x');
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells its peers when it is cleared, and forgets when a peer is', async () => {
    const listeners: Array<(payload: string) => void> = [];
    const published: string[] = [];
    const peers = {
      publish: async (channel: string) => void published.push(channel),
      subscribe: async (_channel: string, listener: (payload: string) => void) =>
        void listeners.push(listener),
    };
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10, peers });
    await cache.getOrLoad('k', async () => 'v1');
    listeners.forEach((listener) => listener(''));
    expect(await cache.getOrLoad('k', async () => 'v2')).toBe('v2');
    expect(published).toEqual([]);
    cache.clear();
    expect(published).toHaveLength(1);
    expect(await cache.getOrLoad('k', async () => 'v3')).toBe('v3');
  });
});

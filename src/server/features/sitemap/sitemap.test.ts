import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import type { PageLink, PageLinkSource } from '../../lib/page-links';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { saveSpace } from '../../test/space-helpers';
import { databaseTargets, signUp } from '../../test/test-app';
import { registerSitemapRoutes } from './sitemap.routes';
import { INFO_PAGE_PATHS } from './sitemap.service';
import { useTestApp } from '../../test/fixtures';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Reads a sitemap as a crawler would: it must be well-formed XML (every tag closed, every `&` an
 * entity) with the sitemaps.org namespace; answers the root's name and each entry's fields.
 */
function readSitemap(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g), 'an unescaped &').toBeNull();
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect(root.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const entries = [...root.children].map((entry) => ({
    tag: entry.tagName.toLowerCase(),
    loc: entry.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: entry.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
  return { root: root.tagName.toLowerCase(), entries, locs: entries.map((e) => e.loc) };
}

describe.each(databaseTargets)('the sitemap and robots.txt (%s)', (target) => {
  const t = useTestApp(target);
  let upcoming: { id: string; path: string; updatedAt: string };
  let draft: { id: string; path: string };
  let past: { id: string; path: string };
  let unpublished: { id: string; path: string };
  let hostCookie: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const maya = await signUp(t, { name: 'Maya Rivers', email: 'maya@example.com' });
    await saveSpace(t.app, maya.cookie, { displayName: 'Maya Moves', handle: 'maya-moves' });
    const host = await signUpHost(t, 'Theo Breathes', 'theo@example.com');
    hostCookie = host.cookie;
    const created = await createEventAs(t.app, host.cookie, {
      title: 'Tom & Jerry’s <Cacao> "Night"',
    });
    const detail = await get(`/api/events/${created.id}`);
    upcoming = { ...created, updatedAt: detail.json<{ updatedAt: string }>().updatedAt };
    draft = await createEventAs(t.app, host.cookie, { title: 'Draft Breathwork' }, false);
    past = await createEventAs(t.app, host.cookie, { title: 'Last Year’s Sound Bath' });
    await t.db
      .update(events)
      .set({ startDate: '2020-03-01', endDate: '2020-03-01' })
      .where(eq(events.id, past.id));
    unpublished = await createEventAs(t.app, host.cookie, { title: 'Taken Down Dance' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${unpublished.id}/unpublish`,
      headers: { cookie: host.cookie },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lists the info pages, published upcoming events and spaces, at absolute addresses', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = readSitemap(response.body);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.entries.every((entry) => entry.tag === 'url')).toBe(true);
    expect(sitemap.locs).toEqual([
      ...INFO_PAGE_PATHS.map((path) => `${PUBLIC_URL}${path}`),
      `${PUBLIC_URL}${upcoming.path}`,
      `${PUBLIC_URL}/@maya-moves`,
    ]);
    expect(sitemap.locs).toContain(`${PUBLIC_URL}/`);
    expect(sitemap.locs).toContain(`${PUBLIC_URL}/about`);
    // The event's address is the canonical one its page names, dated by its last change.
    expect(upcoming.path).toMatch(/^\/events\/tom-jerrys-cacao-night-[0-9a-f-]+\?id=/);
    const event = sitemap.entries.find((entry) => entry.loc.endsWith(upcoming.path))!;
    expect(event.lastmod).toBe(new Date(upcoming.updatedAt).toISOString());
    const page = readSitemap((await get('/sitemap.xml')).body).entries[0]!;
    expect(page.lastmod).toBeNull();
  });

  it('leaves out drafts, past events, unpublished events and signed-in pages', async () => {
    const { body } = await get('/sitemap.xml');
    for (const event of [draft, past, unpublished]) expect(body).not.toContain(event.id);
    for (const path of ['/profile', '/host-dashboard', '/super-admin', '/notifications', '/login'])
      expect(readSitemap(body).locs).not.toContain(`${PUBLIC_URL}${path}`);
  });

  it('may be kept a few minutes and revalidated, and comes compressed', async () => {
    const first = await get('/sitemap.xml');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('changes, with its ETag, when an event is published or unpublished', async () => {
    const before = await get('/sitemap.xml');
    const etag = before.headers.etag as string;
    const publish = (action: 'publish' | 'unpublish') =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${draft.id}/${action}`,
        headers: { cookie: hostCookie },
      });
    expect((await publish('publish')).statusCode).toBe(200);
    const after = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(draft.id);
    expect(after.headers.etag).not.toBe(etag);

    expect((await publish('unpublish')).statusCode).toBe(200);
    const reverted = await get('/sitemap.xml', { 'if-none-match': after.headers.etag as string });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.body).not.toContain(draft.id);
  });

  it('answers /sitemaps/1.xml with the same single file, and no other file', async () => {
    const file = await get('/sitemaps/1.xml');
    expect(file.statusCode).toBe(200);
    expect(readSitemap(file.body).locs).toEqual(readSitemap((await get('/sitemap.xml')).body).locs);
    for (const url of ['/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/01.xml', '/sitemaps/x'])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of signed-in pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines.at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/profile',
      '/host-dashboard',
      '/super-admin',
      '/notifications',
      '/facilitator-space',
      '/become-facilitator',
      '/create-event',
      '/create-hosted-event',
      '/create-external-event',
      '/create-space',
      '/edit-hosted-event/',
      '/edit-external-event/',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    // Nothing a visitor may open is kept out.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const url of readSitemap((await get('/sitemap.xml')).body).locs) {
      const path = url.slice(PUBLIC_URL.length);
      expect(
        disallowed.filter((d) => path.startsWith(d)),
        path,
      ).toEqual([]);
    }
  });
});

describe.each(databaseTargets)('a sitemap past its per-file limit (%s)', (target) => {
  const PER_FILE = 4;
  const t = useTestApp(target, { sitemapUrlsPerFile: PER_FILE });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const host = await signUpHost(t, 'Theo Breathes', 'theo@example.com');
    await saveSpace(t.app, host.cookie, { displayName: 'Theo Breathes', handle: 'theo' });
    for (let day = 1; day <= 6; day++)
      await createEventAs(t.app, host.cookie, {
        title: `Breath Circle ${day}`,
        startDate: `2099-07-0${day}`,
        endDate: `2099-07-0${day}`,
      });
    for (const name of ['anna', 'bobo', 'cyan']) {
      const person = await signUp(t, { name, email: `${name}@example.com` });
      await saveSpace(t.app, person.cookie, { displayName: `Space ${name}`, handle: name });
    }
  });

  it('becomes an index of files that together list every address once, each within the limit', async () => {
    const total = INFO_PAGE_PATHS.length + 6 + 4;
    const files = Math.ceil(total / PER_FILE);
    const index = readSitemap((await get('/sitemap.xml')).body);
    expect(index.root).toBe('sitemapindex');
    expect(index.entries.every((entry) => entry.tag === 'sitemap')).toBe(true);
    expect(index.locs).toEqual(
      Array.from({ length: files }, (_, i) => `${PUBLIC_URL}/sitemaps/${i + 1}.xml`),
    );

    const listed: string[] = [];
    for (const loc of index.locs) {
      const response = await get(new URL(loc).pathname);
      expect(response.statusCode, loc).toBe(200);
      expect(response.headers.etag, loc).toBeDefined();
      const file = readSitemap(response.body);
      expect(file.root).toBe('urlset');
      expect(file.locs.length, loc).toBeGreaterThan(0);
      expect(file.locs.length, loc).toBeLessThanOrEqual(PER_FILE);
      listed.push(...file.locs);
    }
    expect(listed).toHaveLength(total);
    expect(new Set(listed).size).toBe(total);
    expect(listed.slice(0, INFO_PAGE_PATHS.length)).toEqual(
      INFO_PAGE_PATHS.map((path) => `${PUBLIC_URL}${path}`),
    );
    const events = listed.filter((loc) => loc.includes('/events/'));
    expect(events.map((loc) => loc.match(/breath-circle-(\d)/)![1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(listed.filter((loc) => loc.includes('/@')).sort()).toEqual(
      ['anna', 'bobo', 'cyan', 'theo'].map((handle) => `${PUBLIC_URL}/@${handle}`),
    );
    expect((await get(`/sitemaps/${files + 1}.xml`)).statusCode).toBe(404);
  });
});

describe('the sitemap’s XML', () => {
  let app: FastifyInstance;
  /** A source of `count` made-up links, read a page of 1,000 at a time. */
  const madeUp = (count: number, path: (i: number) => string): PageLinkSource => ({
    summary: async () => ({ count, fingerprint: String(count) }),
    async *pages(skip, take) {
      const end = Math.min(count, skip + take);
      for (let from = skip; from < end; from += 1000)
        yield Array.from({ length: Math.min(1000, end - from) }, (_, i): PageLink => ({
          path: path(from + i),
          lastModified: '2099-01-01T00:00:00.000Z',
        }));
    },
  });
  const build = async (sources: PageLinkSource[]) => {
    app = Fastify();
    registerSitemapRoutes(app, { publicUrl: 'https://kindred.example', sources });
    await app.ready();
    return app;
  };
  afterAll(() => app.close());

  it('escapes what XML would read as markup', async () => {
    await build([madeUp(1, () => `/odd?a=1&b=<2>&c="3"&d='4'`)]);
    const { body } = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(body).toContain(
      '<loc>https://kindred.example/odd?a=1&amp;b=&lt;2&gt;&amp;c=&quot;3&quot;&amp;d=&apos;4&apos;</loc>',
    );
    expect(readSitemap(body).locs.at(-1)).toBe(`https://kindred.example/odd?a=1&b=<2>&c="3"&d='4'`);
    await app.close();
  });

  it('holds 50,000 addresses in one file, and splits at the 50,001st', async () => {
    const pages = INFO_PAGE_PATHS.length;
    await build([madeUp(50_000 - pages, (i) => `/events/e-${i}`)]);
    // Counted rather than parsed: the test's XML parser is slow at this size.
    const one = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(one).toMatch(/^<\?xml [^>]+>\n<urlset /);
    expect(one.match(/<url><loc>https:\/\/kindred\.example\/[^<]*<\/loc>/g)).toHaveLength(50_000);
    expect(one.endsWith('</urlset>\n')).toBe(true);
    await app.close();

    await build([madeUp(50_001 - pages, (i) => `/events/e-${i}`)]);
    const index = readSitemap((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(index.root).toBe('sitemapindex');
    expect(index.locs).toEqual([
      'https://kindred.example/sitemaps/1.xml',
      'https://kindred.example/sitemaps/2.xml',
    ]);
    const second = readSitemap((await app.inject({ method: 'GET', url: '/sitemaps/2.xml' })).body);
    expect(second.locs).toEqual([`https://kindred.example/events/e-${50_000 - pages}`]);
  });
});

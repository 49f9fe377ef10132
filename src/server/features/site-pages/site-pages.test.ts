import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentTitle,
  NOT_FOUND_PAGES,
  SITE_PAGES,
  type SitePage,
} from '../../../shared/site-pages';
import { createTestApp, databaseTargets, signUp, type TestApp } from '../../test/test-app';
import { createWebDist, readHead } from '../../test/web-dist';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { saveSpace } from '../../test/space-helpers';

/** Real addresses for a router pattern: each parameter filled in, an optional one left out too. */
function addressesOf(pattern: string): string[] {
  const fill = (p: string) => p.replace(/:(\w+)\??/g, (_, name: string) => `example-${name}`);
  const optional = /\/:\w+\?$/;
  return optional.test(pattern) ? [fill(pattern), pattern.replace(optional, '')] : [fill(pattern)];
}

describe.each(databaseTargets)('every page of the app, as the server answers it (%s)', (target) => {
  let t: TestApp;
  let dist: string;
  let space: { id: string };
  let event: { id: string; path: string };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dist = (await createWebDist()).dir;
    t = await createTestApp(target, { webDistDir: dist });
    const maya = await signUp(t, { name: 'Maya Rivers', email: 'maya@example.com' });
    space = await saveSpace(t.app, maya.cookie, {
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      description: 'Ecstatic dance DJ in Bristol.',
      roles: ['DJ'],
    });
    const host = await signUpHost(t, 'Theo Breathes', 'theo@example.com');
    event = await createEventAs(t.app, host.cookie, {
      title: 'Full Moon Cacao',
      subtitle: 'An evening of heart-opening cacao',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The addresses of a page of the table, and the head each must answer with. */
  function expectedPages(page: SitePage) {
    if (!('head' in page)) {
      const title = 'title' in page ? page.title : undefined;
      return page.paths.flatMap(addressesOf).map((url) => ({
        url,
        title: documentTitle(title),
        description: page.description,
        noIndex: 'noIndex' in page,
      }));
    }
    if (page.head === 'event') {
      return [
        {
          url: event.path,
          title: 'Full Moon Cacao · Kindred',
          description:
            'Sat 20 Jun 2099, 19:00 · The Round House, Bristol. An evening of heart-opening cacao',
          noIndex: false,
        },
      ];
    }
    const byPattern: Record<string, string[]> = {
      '/facilitator/:facilitatorId': [`/facilitator/${space.id}`],
      '/f/:displayNameSlug': ['/f/maya-moves'],
      '/:handle': ['/@maya-moves', '/maya-moves', '/@Maya-Moves'],
    };
    return page.paths.flatMap((pattern) => {
      expect(byPattern[pattern], `an address for ${pattern}`).toBeDefined();
      return byPattern[pattern]!.map((url) => ({
        url,
        title: 'Maya Moves · Kindred',
        description: 'Ecstatic dance DJ in Bristol.',
        noIndex: false,
      }));
    });
  }

  it('answers every path of the web router with 200 and the page’s own title and description', async () => {
    const pages = Object.values(SITE_PAGES).flatMap(expectedPages);
    expect(pages.length).toBeGreaterThan(35);
    for (const page of pages) {
      const response = await get(page.url);
      expect(response.statusCode, page.url).toBe(200);
      expect(response.headers['content-type'], page.url).toMatch(/^text\/html/);
      const head = readHead(response.body);
      expect(head.titles, page.url).toEqual([page.title]);
      expect(head.descriptions, page.url).toEqual([page.description]);
      expect(head.ogTitles, page.url).toEqual([page.title]);
      expect(head.robots, page.url).toEqual(page.noIndex ? ['noindex'] : []);
      expect(head.canonicals, page.url).toHaveLength(1);
      expect(head.bodyHasRoot, page.url).toBe(true);
    }
  });

  it('gives every page a full link preview: OpenGraph, Twitter, a canonical link and a raster picture', async () => {
    const pages = Object.values(SITE_PAGES).flatMap(expectedPages);
    for (const page of pages) {
      const head = readHead((await get(page.url)).body);
      const one = (values: Array<string | undefined>, what: string) => {
        expect(values, `${page.url} ${what}`).toHaveLength(1);
        expect(values[0], `${page.url} ${what}`).toBeTruthy();
        return values[0]!;
      };
      const canonical = one(head.canonicals, 'canonical');
      expect(canonical, page.url).toMatch(/^http:\/\/localhost:3000\//);
      expect(one(head.property('og:url'), 'og:url')).toBe(canonical);
      expect(one(head.property('og:description'), 'og:description')).toBe(page.description);
      one(head.property('og:type'), 'og:type');
      expect(one(head.property('og:site_name'), 'og:site_name')).toBe('Kindred');
      expect(one(head.named('twitter:title'), 'twitter:title')).toBe(page.title);
      expect(one(head.named('twitter:description'), 'twitter:description')).toBe(page.description);
      expect(one(head.named('twitter:card'), 'twitter:card')).toBe('summary_large_image');
      const image = one(head.property('og:image'), 'og:image');
      expect(image, page.url).toMatch(
        /^http:\/\/localhost:3000\/og\/[\w/.-]+\.(png|jpg)\?v=[\w-]+$/,
      );
      expect(one(head.named('twitter:image'), 'twitter:image')).toBe(image);
      expect(one(head.property('og:image:width'), 'og:image:width')).toBe('1200');
      expect(one(head.property('og:image:height'), 'og:image:height')).toBe('630');
      expect(one(head.property('og:image:type'), 'og:image:type')).toMatch(/^image\/(png|jpeg)$/);
      one(head.property('og:image:alt'), 'og:image:alt');
    }
  });

  it('answers the home page with its own head, not a facilitator’s', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const home = await t.app.inject({ method, url: '/' });
      expect(home.statusCode, method).toBe(200);
    }
    const head = readHead((await get('/?q=cacao')).body);
    expect(head.titles).toEqual(['Kindred — connecting hearts and healing communities']);
    expect(head.descriptions).toEqual([SITE_PAGES.home.description]);
    expect(head.canonicals).toEqual(['http://localhost:3000/']);
    expect(head.robots).toEqual([]);
  });

  it('answers the event page with the event’s description in its one description tag', async () => {
    const head = readHead((await get(event.path)).body);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/^Sat 20 Jun 2099, 19:00 · The Round House, Bristol\./);
    expect(head.descriptions[0]).not.toContain('find cacao ceremonies');
    expect(head.jsonLd).toMatchObject([{ '@type': 'Event', name: 'Full Moon Cacao' }]);
  });

  it('answers only a real not-found with 404: unknown paths, events and handles', async () => {
    const notFound = async (url: string, title: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const head = readHead(response.body);
      expect(head.titles, url).toEqual([documentTitle(title)]);
      expect(head.descriptions, url).toHaveLength(1);
      expect(head.robots, url).toEqual(['noindex']);
      expect(head.bodyHasRoot, url).toBe(true);
    };
    for (const url of [
      '/no/such/page',
      '/terms/more',
      '/sitemap.txt',
      '/sitemaps/99.xml',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/admin',
      '/Settings',
      '/@x',
      '/events',
    ])
      await notFound(url, NOT_FOUND_PAGES.page.title);
    await notFound(
      '/events/nothing-here?id=00000000-0000-4000-8000-000000000000',
      NOT_FOUND_PAGES.event.title,
    );
    for (const url of ['/@nobody-at-all', '/nobody-at-all', '/f/nobody-at-all'])
      await notFound(url, NOT_FOUND_PAGES.space.title);
    // An unknown API path is still a JSON answer, not the app's page.
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a page address with a trailing slash to the address without it', async () => {
    const moves: Array<[string, string]> = [
      ['/terms/', '/terms'],
      ['/events/full-moon/?id=1', '/events/full-moon?id=1'],
      ['/@maya-moves//', '/@maya-moves'],
    ];
    for (const [url, location] of moves) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    // Never to another site (trailing-slash.test.ts covers "/\\host", which no client sends),
    // and never for the API.
    for (const url of ['//evil.example/', '/api/events/']) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(301);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it('still serves the built app’s own files, beside the server’s robots.txt and sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /notifications');
    expect(robots.body).toMatch(/\nSitemap: http:\/\/localhost:3000\/sitemap\.xml\n$/);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000${event.path}</loc>`);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithItsRoutes } from '../test/route-list';
import { databaseTargets, type TestApp } from '../test/test-app';
import { hasNul } from './nul-guard';

/**
 * Issue 21, item 9: `GET /f/%00` answered 500. Every route the app has, with a NUL byte in each
 * of its parameters (or at the end of a path that has none), is refused with 400 or 404.
 */
describe.each(databaseTargets)('a NUL byte in an address (%s)', (target) => {
  let app: Awaited<ReturnType<typeof appWithItsRoutes>>;
  let t: TestApp;
  beforeAll(async () => {
    app = await appWithItsRoutes(target);
    t = app.t;
  });
  afterAll(() => app.close());

  it('is refused on every route, never a 5xx', async () => {
    expect(app.routes.some((r) => r.url === '/f/:slug')).toBe(true);
    const answers: string[] = [];
    for (const route of app.routes) {
      if (route.method === 'OPTIONS') continue;
      const withNul = /[:*]/.test(route.url)
        ? route.url.replace(/:\w+/g, 'a%00b').replace(/\*$/, 'a%00b')
        : `${route.url.replace(/\/$/, '')}%00`;
      const response = await t.app.inject({ method: route.method as 'GET', url: withNul });
      if (![400, 404].includes(response.statusCode))
        answers.push(`${route.method} ${withNul}: ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
    // The page a person would have opened is no one's; an API client is told what is wrong.
    const page = await t.app.inject({ method: 'GET', url: '/f/%00' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await t.app.inject({ method: 'GET', url: '/api/facilitators/%00' });
    expect(api.statusCode).toBe(400);
    expect(api.json().message).toBe('This address has a character that is not allowed.');
  });

  it('is told from addresses that only look alike', () => {
    expect(hasNul('/f/%00')).toBe(true);
    expect(hasNul('/f/a%00')).toBe(true);
    expect(hasNul('/f/\u0000')).toBe(true);
    expect(hasNul('/f/%2500')).toBe(false);
    expect(hasNul('/f/100')).toBe(false);
    // The query is the route's to read: a search for it is answered as any other text.
    expect(hasNul('/?q=%00')).toBe(false);
  });
});

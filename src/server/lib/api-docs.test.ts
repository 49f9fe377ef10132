import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithItsRoutes } from '../test/route-list';
import { databaseTargets, type TestApp } from '../test/test-app';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './api-docs';

type Operation = { responses?: Record<string, unknown>; tags?: string[] };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:id` and `/a/*` as OpenAPI writes them: `/a/{id}` and `/a/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * Routes that are not the API, and so not in its document: the pages and static files of the web
 * app (every path outside /api/), uploaded files (/uploads/*), and the docs themselves
 * (/api/openapi.json, /api/docs and its assets). HEAD routes are Fastify's copies of the GET ones.
 */
const isExcluded = (route: { method: string; url: string }) =>
  route.method === 'HEAD' ||
  !route.url.startsWith('/api/') ||
  route.url === OPENAPI_PATH ||
  route.url === API_DOCS_PREFIX ||
  route.url.startsWith(`${API_DOCS_PREFIX}/`);

describe.each(databaseTargets)('API docs (%s)', (target) => {
  let app: Awaited<ReturnType<typeof appWithItsRoutes>>;
  let t: TestApp;
  let routes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    app = await appWithItsRoutes(target);
    t = app.t;
    routes = app.routes;
  });
  afterAll(() => app.close());

  it('documents every API route the app has, with its answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);

    const api = routes.filter((route) => !isExcluded(route));
    // The exclusions leave the API itself: the routes under test are many, pages are among the rest.
    expect(api.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.url === '/events/:slug')).toBe(true);

    const missing = api.filter(
      ({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()],
    );
    expect(missing).toEqual([]);
    for (const { method, url } of api) {
      const operation = document.paths[openApiPath(url)]![method.toLowerCase()]!;
      expect(operation.tags, `${method} ${url}`).toHaveLength(1);
    }
  });

  it('leaves pages, uploads and the docs out of the document', async () => {
    const document = (
      await t.app.inject({ method: 'GET', url: OPENAPI_PATH })
    ).json() as OpenApiDocument;
    for (const path of Object.keys(document.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      expect(path.startsWith(API_DOCS_PREFIX), path).toBe(false);
    }
  });

  it('serves browsable docs as HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});

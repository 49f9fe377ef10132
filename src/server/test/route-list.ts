import { rm } from 'node:fs/promises';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import { createWebDist } from './web-dist';

/**
 * A test app with the web app's pages, and every route it registered (method and pattern), for
 * tests that go over all of them. `close` removes the pages' folder too.
 */
export async function appWithItsRoutes(target: 'pglite' | 'postgres'): Promise<{
  t: TestApp;
  routes: Array<{ method: HTTPMethods; url: string }>;
  close: () => Promise<void>;
}> {
  const routes: Array<{ method: HTTPMethods; url: string }> = [];
  const dist = await createWebDist();
  const t = await createTestApp(target, {
    webDistDir: dist.dir,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method: method as HTTPMethods, url: route.url });
    },
  });
  return {
    t,
    routes,
    close: async () => {
      await t.close();
      await rm(dist.dir, { recursive: true, force: true });
    },
  };
}

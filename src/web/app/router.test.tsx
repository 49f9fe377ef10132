// @vitest-environment happy-dom
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@shared/site-pages';
import { paths } from '@web/config/paths';
import { fullPattern } from './route-inventory';
import { routes } from './router';

/** Every path the router shows a page at, written out from the root ("/terms", "/host/dashboard"). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = fullPattern(route, parent);
    return route.children ? routerPaths(route.children, path) : [path];
  });
}

describe('the web router and the shared table of pages', () => {
  it('name the same paths, so the server answers every page of the app with its own head', () => {
    const inRouter = routerPaths(routes).filter((path) => path !== '/*');
    const inTable = Object.values(SITE_PAGES).flatMap((page) => page.paths);
    expect(new Set(inTable).size, 'a path appears twice in the table').toBe(inTable.length);
    expect([...inRouter].sort()).toEqual([...inTable].sort());
  });

  it('ends with the catch-all 404 page, for the paths the server answers with 404', () => {
    expect(routerPaths(routes)).toContain('/*');
  });
});

describe('the web router and the route table (config/paths)', () => {
  it('name the same paths, so every link has a route and every route is written once', () => {
    const inRouter = routerPaths(routes).filter((path) => path !== '/*');
    const inPaths = Object.values(paths).map((route) => route.path);
    expect([...inRouter].sort()).toEqual([...inPaths].sort());
  });
});

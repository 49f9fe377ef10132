import type { RouteObject } from 'react-router';
import { NOT_FOUND_PAGES, SITE_PAGES } from '@shared/site-pages';
import type { ListedRoute, RouteAccess } from '@web/features/site-map/route-list';

/**
 * The tag a guard route carries in its `handle`, so that whoever reads the route table knows who
 * may pass it without looking at its element. `onboardingMayVisit` is said by the sign-in guard
 * only: the host and super admin guards do not ask about onboarding, so their routes keep what
 * the guard around them says.
 */
export type GuardHandle = {
  access: Exclude<RouteAccess, 'everyone'>;
  onboardingMayVisit?: boolean;
};

function guardOf(route: RouteObject): GuardHandle | undefined {
  const handle: unknown = route.handle;
  return handle && typeof handle === 'object' && 'access' in handle
    ? (handle as GuardHandle)
    : undefined;
}

/** A route's pattern written out from the root: "/terms", "/host/dashboard", "/*". */
export function fullPattern(route: RouteObject, parent: string): string {
  if (route.index) return parent || '/';
  if (route.path === undefined) return parent;
  if (route.path.startsWith('/')) return route.path;
  return `${parent === '/' ? '' : parent}/${route.path}`;
}

/** What each pattern of the shared table of pages is called. */
const TITLES = new Map<string, string>(
  Object.values(SITE_PAGES).flatMap((page) => {
    const title =
      'head' in page
        ? page.head === 'event'
          ? 'An event (its own title)'
          : 'A facilitator’s space (its own title)'
        : 'title' in page
          ? page.title
          : 'Home';
    return page.paths.map((path) => [path, title] as const);
  }),
);

/** A link for a pattern without parameters; a last optional one is left out. */
function hrefOf(pattern: string): string | null {
  const withoutOptional = pattern.replace(/\/:\w+\?$/, '') || '/';
  return /[:*]/.test(withoutOptional) ? null : withoutOptional;
}

/**
 * Every page route of the router, in the router's order, with who may open it: the access of the
 * innermost guard route above it (`handle: { access }`), or everyone.
 */
export function routeInventory(routes: RouteObject[]): ListedRoute[] {
  const listed: ListedRoute[] = [];
  const walk = (
    list: RouteObject[],
    parent: string,
    access: RouteAccess,
    onboardingMayVisit: boolean,
  ) => {
    for (const route of list) {
      const guard = guardOf(route);
      const pattern = fullPattern(route, parent);
      const routeAccess = guard?.access ?? access;
      const mayVisit = guard?.onboardingMayVisit ?? onboardingMayVisit;
      if (route.children) {
        walk(route.children, pattern, routeAccess, mayVisit);
        continue;
      }
      listed.push({
        pattern,
        title:
          TITLES.get(pattern) ?? (pattern === '/*' ? NOT_FOUND_PAGES.page.title : 'Untitled page'),
        access: routeAccess,
        onboardingMayVisit: mayVisit,
        href: hrefOf(pattern),
      });
    }
  };
  walk(routes, '', 'everyone', true);
  return listed;
}

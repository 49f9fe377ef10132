// @vitest-environment happy-dom
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListedRoute, RouteAccess } from '@web/features/site-map/route-list';
import { RequireAuth, RequireHost, RequireSuperAdmin } from './guards';
import { bypassesOnboarding, isPublicPath } from './route-access';
import { fullPattern, routeInventory } from './route-inventory';
import { routes } from './router';

type Expected = Pick<ListedRoute, 'pattern' | 'access' | 'onboardingMayVisit'>;

/**
 * Who may open each page route, worked out the other way from the inventory: from the guard
 * *elements* the route sits under (the components that really turn people away), not from the
 * tags the inventory reads.
 */
function fromGuardElements(
  list: RouteObject[],
  parent = '',
  access: RouteAccess = 'everyone',
  onboardingMayVisit = true,
): Expected[] {
  return list.flatMap((route) => {
    const pattern = fullPattern(route, parent);
    let here = access;
    let mayVisit = onboardingMayVisit;
    const element = route.element;
    if (isValidElement<{ bypassOnboarding?: boolean }>(element)) {
      if (element.type === RequireAuth) {
        here = 'signed-in';
        mayVisit = element.props.bypassOnboarding === true;
      } else if (element.type === RequireHost) here = 'host';
      else if (element.type === RequireSuperAdmin) here = 'super-admin';
    }
    return route.children
      ? fromGuardElements(route.children, pattern, here, mayVisit)
      : [{ pattern, access: here, onboardingMayVisit: mayVisit }];
  });
}

const summary = (list: readonly ListedRoute[]): Expected[] =>
  list.map(({ pattern, access, onboardingMayVisit }) => ({ pattern, access, onboardingMayVisit }));

/** A real address for a pattern ("/:handle" as "/@example"), as route-access.ts reads addresses. */
const addressOf = (pattern: string) =>
  pattern.replace(':handle', '@example').replace(/:\w+\??/g, 'example');

describe('the route inventory the super admin’s site map shows', () => {
  const listed = routeInventory(routes);
  const byPattern = new Map(listed.map((route) => [route.pattern, route]));

  it('reports every route of the router with the access of the guard it sits under', () => {
    expect(summary(listed)).toEqual(fromGuardElements(routes));
  });

  it('would catch a route added under a guard whose tag is missing or wrong', () => {
    const extended: RouteObject[] = [
      {
        element: <RequireAuth />,
        handle: { access: 'signed-in', onboardingMayVisit: false },
        children: [
          { path: '/tagged-page' },
          // A guard without its tag, and one tagged as something it is not.
          { element: <RequireSuperAdmin />, children: [{ path: '/untagged-admin-page' }] },
          {
            element: <RequireHost />,
            handle: { access: 'signed-in' },
            children: [{ path: '/mistagged-host-page' }],
          },
        ],
      },
    ];
    const wrong = summary(routeInventory(extended)).filter(
      (route, i) => route.access !== fromGuardElements(extended)[i]!.access,
    );
    expect(wrong.map((route) => route.pattern)).toEqual([
      '/untagged-admin-page',
      '/mistagged-host-page',
    ]);
  });

  it('lists each route once, with a title and a link only where the address has no parameter', () => {
    expect(new Set(listed.map((route) => route.pattern)).size).toBe(listed.length);
    expect(byPattern.get('/host-dashboard/:tab?')).toEqual({
      pattern: '/host-dashboard/:tab?',
      title: 'Host dashboard',
      access: 'host',
      onboardingMayVisit: true,
      href: '/host-dashboard',
    });
    expect(byPattern.get('/super-admin')).toMatchObject({
      title: 'Super Admin',
      access: 'super-admin',
      href: '/super-admin',
    });
    expect(byPattern.get('/super-admin/sitemap')).toMatchObject({ access: 'super-admin' });
    expect(byPattern.get('/notifications')).toMatchObject({
      access: 'signed-in',
      onboardingMayVisit: false,
    });
    expect(byPattern.get('/terms')).toMatchObject({
      title: 'Terms of Service',
      access: 'everyone',
    });
    expect(byPattern.get('/')).toMatchObject({ title: 'Home', href: '/' });
    expect(byPattern.get('/events/:eventSlug')).toMatchObject({ access: 'everyone', href: null });
    expect(byPattern.get('/edit-hosted-event/:id')).toMatchObject({ access: 'host', href: null });
    expect(byPattern.get('/*')).toMatchObject({ title: 'Page Not Found', href: null });
    expect(listed.filter((route) => route.title === 'Untitled page')).toEqual([]);
  });

  it('agrees with the routing rules of route-access.ts on public pages and onboarding', () => {
    for (const route of listed) {
      if (route.pattern === '/*') continue;
      const address = addressOf(route.pattern);
      expect(route.access === 'everyone', route.pattern).toBe(isPublicPath(address));
      if (route.access !== 'everyone')
        expect(route.onboardingMayVisit, route.pattern).toBe(bypassesOnboarding(address));
    }
  });
});

/**
 * What the super admin's site map shows of one route of the web app. The app's composition layer
 * reads them from the router's own route table (`app/route-inventory.ts`) and hands them to the
 * page, which never sees the router itself.
 */

/** Who may open a route: the guard it sits under decides (spec 01 §2). */
export type RouteAccess = 'everyone' | 'signed-in' | 'host' | 'super-admin';

export const ROUTE_ACCESS_LABELS: Record<RouteAccess, string> = {
  everyone: 'Everyone',
  'signed-in': 'Signed-in',
  host: 'Host',
  'super-admin': 'Super admin',
};

export type ListedRoute = {
  /** The router's pattern, written from the root: "/events/:eventSlug", "/host-dashboard/:tab?". */
  pattern: string;
  /** The page's title from the shared table of pages, or what kind of page it is. */
  title: string;
  access: RouteAccess;
  /** A signed-in route that a person who still owes facilitator onboarding may open. */
  onboardingMayVisit: boolean;
  /** A link to the page, when its address needs no parameter filled in. */
  href: string | null;
};

import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { EmptyListWords } from '@web/components/list-kit/list-body';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { fieldClass, Input, Label } from '@web/components/ui/input';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { ROUTE_ACCESS_LABELS, type ListedRoute, type RouteAccess } from '../route-list';

const ACCESS_STYLES: Record<RouteAccess, string> = {
  everyone: 'bg-sage-100 text-forest-900',
  'signed-in': 'bg-sky-100 text-sky-900',
  host: 'bg-amber-100 text-amber-900',
  'super-admin': 'bg-rose-100 text-rose-900',
};

const ACCESS_ORDER = Object.keys(ROUTE_ACCESS_LABELS) as RouteAccess[];

type Filters = { query: string; access: RouteAccess | 'all' };
const NO_FILTERS: Filters = { query: '', access: 'all' };

function AccessBadge({ route }: { route: ListedRoute }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          ACCESS_STYLES[route.access],
        )}
      >
        {ROUTE_ACCESS_LABELS[route.access]}
      </span>
      {route.access !== 'everyone' && route.onboardingMayVisit && (
        <span className="text-xs text-ink-muted">owes onboarding may visit</span>
      )}
    </span>
  );
}

function Address({ route }: { route: ListedRoute }) {
  const code = <code className="font-mono text-sm break-all">{route.pattern}</code>;
  return route.href ? (
    <Link
      to={route.href}
      className="text-forest-800 underline decoration-forest-800/40 underline-offset-2 hover:decoration-forest-800"
    >
      {code}
    </Link>
  ) : (
    code
  );
}

function matches(route: ListedRoute, words: string[], access: RouteAccess | 'all') {
  if (access !== 'all' && route.access !== access) return false;
  const text = `${route.pattern} ${route.title} ${ROUTE_ACCESS_LABELS[route.access]}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * Spec 01 §2: every route of the web app and who may open it, as the router itself says (the app
 * hands the page the router's table; see `app/route-inventory.ts`).
 */
export default function SiteMapPage({ routes }: { routes: readonly ListedRoute[] }) {
  // Filters, not a request: nothing to check, so no schema; the list follows each keystroke.
  const form = useForm<Filters>({ defaultValues: NO_FILTERS });
  const [query, access] = form.watch(['query', 'access']);
  const searchId = useId();
  const accessId = useId();
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return routes.filter((route) => matches(route, words, access));
  }, [routes, query, access]);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        ACCESS_ORDER.map((a) => [a, routes.filter((route) => route.access === a).length]),
      ) as Record<RouteAccess, number>,
    [routes],
  );

  return (
    <Page title={SITE_PAGES.superAdminSiteMap.title} className="container-page grid gap-6">
      <div>
        <Link
          to={paths.superAdmin.getHref()}
          className="text-sm text-forest-800 underline underline-offset-2"
        >
          Super Admin
        </Link>
        <h1 className="mt-2 text-3xl font-semibold text-forest-900">Site map</h1>
        <p className="mt-1 max-w-2xl text-ink-muted">
          Every route of the web app and who may open it, read from the app’s own router. Routes
          whose address needs no parameter are links.
        </p>
      </div>

      <form
        role="search"
        aria-label="Filter routes"
        className="grid gap-4 sm:grid-cols-[minmax(0,24rem)_minmax(0,14rem)]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Search routes</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Address or page title"
            {...form.register('query')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={accessId}>Who may see it</Label>
          <select id={accessId} className={cn(fieldClass, 'h-11')} {...form.register('access')}>
            <option value="all">Anyone (all {routes.length})</option>
            {ACCESS_ORDER.map((a) => (
              <option key={a} value={a}>
                {ROUTE_ACCESS_LABELS[a]} ({counts[a]})
              </option>
            ))}
          </select>
        </div>
      </form>

      <p role="status" className="text-sm text-ink-muted">
        Showing {shown.length} of {routes.length} routes
      </p>

      {shown.length === 0 ? (
        <EmptyState>
          <EmptyListWords
            title="No route matches these filters."
            hint="Try another word, or another access."
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              form.reset(NO_FILTERS);
              // The button leaves with the empty list: keep the focus in the filters.
              document.getElementById(searchId)?.focus();
            }}
          >
            Show every route
          </Button>
        </EmptyState>
      ) : (
        <>
          {/* Wide screens: one table. */}
          <Card variant="flat" className="hidden overflow-hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Routes of the app, in the router’s order</caption>
              <thead className="bg-sage-50 text-forest-900">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Address
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Page
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Who may see it
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((route) => (
                  <tr key={route.pattern} className="border-t border-stone-200 align-top">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <Address route={route} />
                    </th>
                    <td className="px-4 py-3">{route.title}</td>
                    <td className="px-4 py-3">
                      <AccessBadge route={route} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          {/* Phones: one card a route. */}
          <ul className="grid list-none gap-3 p-0 md:hidden" aria-label="Routes of the app">
            {shown.map((route) => (
              <Card key={route.pattern} variant="flat" className="grid gap-2 p-4" asChild>
                <li>
                  <Address route={route} />
                  <p className="text-sm text-ink">{route.title}</p>
                  <AccessBadge route={route} />
                </li>
              </Card>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { useViewer } from '@web/lib/viewer';
import { cn } from '@web/lib/cn';
import { DashboardTabBoundary } from './dashboard-tab-boundary';
import { dashboardTabs, OVERVIEW } from './dashboard-tabs';

export default function HostDashboardPage() {
  const { tab: tabKey } = useParams();
  const { data: viewer } = useViewer();
  const activeLink = useRef<HTMLAnchorElement>(null);
  const active = dashboardTabs.find((t) => t.key === (tabKey ?? OVERVIEW));
  // On a phone the tab bar scrolls sideways: bring the open tab into view.
  useEffect(() => {
    activeLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active?.key]);
  // The overview's one address is /host-dashboard; an unknown tab goes there too.
  if (!active || tabKey === OVERVIEW)
    return <Navigate to={paths.hostDashboard.getHref()} replace />;
  const { Component } = active;
  return (
    <Page
      title={active.key === OVERVIEW ? 'Host dashboard' : `Dashboard: ${active.label}`}
      className="container-page grid min-w-0 gap-6"
    >
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Host dashboard</h1>
        <p className="mt-1 text-ink-muted">
          Welcome back{viewer?.profile?.firstName ? `, ${viewer.profile.firstName}` : ''}.
        </p>
      </div>
      {/* Its links stay on screen from tab to tab: focus stays on the one pressed. */}
      <nav
        aria-label="Dashboard"
        data-keeps-focus
        className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex w-max min-w-full gap-1 border-b border-stone-200">
          {dashboardTabs.map((t) => {
            const isActive = t.key === active.key;
            return (
              <li key={t.key}>
                {/* A plain Link: NavLink would decide aria-current by the URL, and miss the
                    overview at /host/dashboard. */}
                <Link
                  ref={isActive ? activeLink : undefined}
                  to={t.href}
                  className={cn(
                    // The focus ring is drawn inside: the scrolling bar would clip one outside.
                    'inline-block border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap focus-visible:outline-offset-[-3px]',
                    isActive
                      ? 'border-forest-800 text-forest-900'
                      : 'border-transparent text-ink-muted hover:text-forest-900',
                  )}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <DashboardTabBoundary key={active.key} tab={active.label.toLowerCase()}>
        <Component />
      </DashboardTabBoundary>
    </Page>
  );
}

import { NavLink, Navigate, useParams } from 'react-router';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { useViewer } from '@web/lib/viewer';
import { cn } from '@web/lib/cn';
import { DashboardTabBoundary } from './dashboard-tab-boundary';
import { dashboardTabs } from './dashboard-tabs';

export default function HostDashboardPage() {
  const { tab: tabKey } = useParams();
  const { data: viewer } = useViewer();
  const active = dashboardTabs.find((t) => t.key === (tabKey ?? 'events'));
  if (!active) return <Navigate to={paths.hostDashboard.getHref('events')} replace />;
  const { Component } = active;
  return (
    <Page title={`Dashboard: ${active.label}`} className="container-page grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Host dashboard</h1>
        <p className="mt-1 text-ink-muted">
          Welcome back{viewer?.profile?.firstName ? `, ${viewer.profile.firstName}` : ''}.
        </p>
      </div>
      <nav aria-label="Dashboard" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-1 border-b border-stone-200">
          {dashboardTabs.map((t) => (
            <li key={t.key}>
              <NavLink
                to={paths.hostDashboard.getHref(t.key)}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap',
                    isActive || t.key === active.key
                      ? 'border-forest-800 text-forest-900'
                      : 'border-transparent text-ink-muted hover:text-forest-900',
                  )
                }
                aria-current={t.key === active.key ? 'page' : undefined}
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <DashboardTabBoundary tab={active.label.toLowerCase()}>
        <Component />
      </DashboardTabBoundary>
    </Page>
  );
}

import { lazy } from 'react';
import { paths } from '@web/config/paths';

type TabModule = { default: React.ComponentType };

export type DashboardTab = {
  key: string;
  label: string;
  /** Where the tab lives: /host-dashboard for the overview, /host-dashboard/{key} for the rest. */
  href: string;
  Component: React.LazyExoticComponent<React.ComponentType>;
};

const tab = (key: string, label: string, load: () => Promise<TabModule>): DashboardTab => ({
  key,
  label,
  href: key === OVERVIEW ? paths.hostDashboard.getHref() : paths.hostDashboard.getHref(key),
  Component: lazy(load),
});

/** The tab /host-dashboard (and /host/dashboard) opens on. */
export const OVERVIEW = 'overview';

/** Spec 01 §2: the overview, then the dashboard tabs in order; each loads on demand. */
export const dashboardTabs: DashboardTab[] = [
  tab(OVERVIEW, 'Overview', () => import('./tabs/overview-tab')),
  tab('events', 'Events', () => import('./tabs/events-tab')),
  tab('collaborations', 'Collaborations', () => import('./tabs/collaborations-tab')),
  tab('spaces', 'Spaces', () => import('./tabs/spaces-tab')),
  tab('profile', 'Profile', () => import('./tabs/profile-tab')),
  tab('orders', 'Orders', () => import('./tabs/orders-tab')),
  tab('facilitator-space', 'Personal Space', () => import('./tabs/facilitator-space-tab')),
  tab('settings', 'Settings', () => import('./tabs/settings-tab')),
];

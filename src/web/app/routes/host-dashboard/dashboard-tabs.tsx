import { lazy } from 'react';

type TabModule = { default: React.ComponentType };

export type DashboardTab = {
  key: string;
  label: string;
  Component: React.LazyExoticComponent<React.ComponentType>;
};

const tab = (key: string, label: string, load: () => Promise<TabModule>): DashboardTab => ({
  key,
  label,
  Component: lazy(load),
});

/** Spec 01 §2: the dashboard tabs, in order; each loads on demand. */
export const dashboardTabs: DashboardTab[] = [
  tab('events', 'Events', () => import('./tabs/events-tab')),
  tab('collaborations', 'Collaborations', () => import('./tabs/collaborations-tab')),
  tab('spaces', 'Spaces', () => import('./tabs/spaces-tab')),
  tab('profile', 'Profile', () => import('./tabs/profile-tab')),
  tab('orders', 'Orders', () => import('./tabs/orders-tab')),
  tab('facilitator-space', 'Personal Space', () => import('./tabs/facilitator-space-tab')),
  tab('settings', 'Settings', () => import('./tabs/settings-tab')),
];

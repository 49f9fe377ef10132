import { lazy, type ComponentType } from 'react';
import type * as AccountMenus from './account-menus';

type Module = {
  [Name in keyof typeof AccountMenus]: ComponentType<Parameters<(typeof AccountMenus)[Name]>[0]>;
};

/** Drawn instead when the chunk cannot be fetched: the entries are left out, not the page. */
const missing: Module = { HeaderAccountMenus: () => null, ProfileDrawer: () => null };

/**
 * The signed-in header entries (`account-menus.tsx`), loaded when a signed-in viewer is first
 * drawn.
 */
const accountMenus = (): Promise<Module> => import('./account-menus').catch(() => missing);

export const HeaderAccountMenus = lazy(() =>
  accountMenus().then((module) => ({ default: module.HeaderAccountMenus })),
);
export const ProfileDrawer = lazy(() =>
  accountMenus().then((module) => ({ default: module.ProfileDrawer })),
);

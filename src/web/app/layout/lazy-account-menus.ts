import { lazyPart } from '@web/lib/lazy-part';

/**
 * The signed-in header entries (`account-menus.tsx`), one chunk fetched when a signed-in viewer
 * is first drawn.
 */
const accountMenus = () => import('./account-menus');

export const HeaderAccountMenus = lazyPart('header-account-menus', () =>
  accountMenus().then((module) => module.HeaderAccountMenus),
);
export const ProfileDrawer = lazyPart('profile-drawer', () =>
  accountMenus().then((module) => module.ProfileDrawer),
);

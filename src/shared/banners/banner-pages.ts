/** Spec 01 §3 "Banner": the pages a banner can be shown on, by the key stored with it. */
export const BANNER_PAGES = [
  'home',
  'host-dashboard',
  'profile',
  'events',
  'about',
  'create-event',
  'super-admin',
] as const;

export type BannerPage = (typeof BANNER_PAGES)[number];

/** What the super admin reads beside each page's checkbox. */
export const BANNER_PAGE_LABELS: Record<BannerPage, string> = {
  home: 'Home',
  'host-dashboard': 'Host dashboard',
  profile: 'Profile',
  events: 'Events',
  about: 'About',
  'create-event': 'Create event',
  'super-admin': 'Super admin',
};

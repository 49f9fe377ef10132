/**
 * Spec 01 §2 routing rules, in one place: which paths anyone may see, and which a user who
 * still owes facilitator onboarding may visit without being sent to /become-facilitator.
 */
const PUBLIC_EXACT = new Set([
  '/',
  '/auth',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
  '/contact',
  '/sitemap',
  '/about',
  '/branding',
  '/updates',
]);
const PUBLIC_PREFIXES = ['/events/', '/facilitator/', '/f/', '/@'];

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_EXACT.has(pathname)) return true;
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

const ONBOARDING_BYPASS_PREFIXES = [
  '/profile',
  '/create-event',
  '/create-hosted-event',
  '/create-external-event',
  '/external-event',
  '/edit-hosted-event',
  '/edit-external-event',
  '/host-dashboard',
  '/host/dashboard',
  '/super-admin',
  '/become-facilitator',
];

export function bypassesOnboarding(pathname: string): boolean {
  return ONBOARDING_BYPASS_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

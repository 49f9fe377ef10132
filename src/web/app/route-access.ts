import { paths } from '@web/config/paths';

/**
 * Spec 01 §2 routing rules, in one place: which paths anyone may see, and which a user who
 * still owes facilitator onboarding may visit without being sent to /become-facilitator.
 */
const PUBLIC_EXACT = new Set<string>(
  [
    paths.home,
    paths.auth,
    paths.logIn,
    paths.signUp,
    paths.forgotPassword,
    paths.resetPassword,
    paths.terms,
    paths.privacy,
    paths.contact,
    paths.siteMap,
    paths.about,
    paths.branding,
    paths.updates,
    // A booking opens with the key from its e-mail, for guests without an account too.
    paths.ticketSuccess,
  ].map((route) => route.path),
);
// Each address with its parameter left empty: "/events/", "/t/", "/facilitator/", "/f/" and "/@";
// and "/unsubscribe/": a digest's unsubscribe link works without an account.
const PUBLIC_PREFIXES = [
  '/unsubscribe/',
  ...[
    paths.event,
    paths.ticket,
    paths.facilitator,
    paths.facilitatorByName,
    paths.facilitatorByHandle,
  ].map((route) => route.getHref('')),
];

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_EXACT.has(pathname)) return true;
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A pattern up to its first parameter: "/edit-hosted-event/:id" -> "/edit-hosted-event". */
const withoutParams = (pattern: string) => pattern.replace(/\/:.*$/, '');

const ONBOARDING_BYPASS_PREFIXES = [
  paths.profile,
  // Someone who owes onboarding may still change their e-mail or delete their account.
  paths.settings,
  paths.createEvent,
  paths.createHostedEvent,
  paths.createExternalEvent,
  paths.externalEvent,
  paths.editHostedEvent,
  paths.editExternalEvent,
  paths.hostDashboard,
  paths.hostDashboardAlias,
  paths.superAdmin,
  paths.becomeFacilitator,
].map((route) => withoutParams(route.path));

export function bypassesOnboarding(pathname: string): boolean {
  return ONBOARDING_BYPASS_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

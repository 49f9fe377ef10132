/**
 * Every address of the web app, written once (spec 01 §2). `path` is the router's pattern and
 * `getHref` writes a link to it; the router, the guards, the site map and every link read them
 * here. The server answers each page with its own head from `@shared/site-pages`, which names
 * the same patterns: `app/router.test.tsx` fails when the two disagree.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },

  // Log in and sign up: one page, shown without the main layout.
  auth: {
    path: '/auth',
    /** `returnTo` is where to go once logged in; check it with `safeReturnTo` first. */
    getHref: (returnTo?: string) =>
      returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth',
  },
  logIn: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },

  // Information pages.
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  about: { path: '/about', getHref: () => '/about' },
  branding: { path: '/branding', getHref: () => '/branding' },
  updates: { path: '/updates', getHref: () => '/updates' },
  siteMap: { path: '/sitemap', getHref: () => '/sitemap' },

  // An event, and a facilitator's personal space by id, by display name or by handle.
  event: { path: '/events/:eventSlug', getHref: (slug: string) => `/events/${slug}` },
  facilitator: {
    path: '/facilitator/:facilitatorId',
    getHref: (id: string) => `/facilitator/${id}`,
  },
  facilitatorByName: { path: '/f/:displayNameSlug', getHref: (slug: string) => `/f/${slug}` },
  /** `/@handle`; the pattern also answers a bare `/handle`. */
  facilitatorByHandle: { path: '/:handle', getHref: (handle: string) => `/@${handle}` },

  // Signed in.
  profile: { path: '/profile', getHref: () => '/profile' },
  /** Account settings for everyone signed in; hosts also find them in the dashboard's tab. */
  settings: { path: '/settings', getHref: () => '/settings' },
  becomeFacilitator: { path: '/become-facilitator', getHref: () => '/become-facilitator' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  ownSpace: { path: '/facilitator-space', getHref: () => '/facilitator-space' },
  ticketSuccess: { path: '/ticket-success', getHref: () => '/ticket-success' },
  /** What a ticket's QR code opens: the ticket, for its event's hosts; its event, for anyone. */
  ticket: { path: '/t/:code', getHref: (code: string) => `/t/${code}` },
  createSpace: { path: '/create-space', getHref: () => '/create-space' },
  /** The followers' news digest's one-click unsubscribe: opened from the e-mail, no account needed. */
  // Its links are written by the server (`unsubscribePath`), never by the app.
  unsubscribe: { path: '/unsubscribe/:userId/:token' },

  // Creating and editing events, and the host dashboard.
  createEvent: { path: '/create-event', getHref: () => '/create-event' },
  /** The welcome screen's way to the same choice as /create-event. */
  hostEvent: { path: '/host-event', getHref: () => '/host-event' },
  createHostedEvent: { path: '/create-hosted-event', getHref: () => '/create-hosted-event' },
  createExternalEvent: { path: '/create-external-event', getHref: () => '/create-external-event' },
  externalEvent: { path: '/external-event', getHref: () => '/external-event' },
  editHostedEvent: {
    path: '/edit-hosted-event/:id',
    getHref: (id: string) => `/edit-hosted-event/${id}`,
  },
  editExternalEvent: {
    path: '/edit-external-event/:id',
    getHref: (id: string) => `/edit-external-event/${id}`,
  },
  hostDashboard: {
    path: '/host-dashboard/:tab?',
    getHref: (tab?: string) => (tab ? `/host-dashboard/${tab}` : '/host-dashboard'),
  },
  /** An older address of the dashboard, still answered. */
  hostDashboardAlias: { path: '/host/dashboard', getHref: () => '/host/dashboard' },
  /** An event's guests, one row per place: check-in, payments, export, messages (issue 13). */
  eventAttendees: {
    path: '/host-dashboard/events/:id/attendees',
    getHref: (id: string) => `/host-dashboard/events/${id}/attendees`,
  },
  /** The door: check guests in by name or by their QR code, on a phone. */
  eventCheckIn: {
    path: '/host-dashboard/events/:id/check-in',
    getHref: (id: string) => `/host-dashboard/events/${id}/check-in`,
  },

  // Super admin.
  superAdmin: { path: '/super-admin', getHref: () => '/super-admin' },
  superAdminSiteMap: { path: '/super-admin/sitemap', getHref: () => '/super-admin/sitemap' },
} as const;

/** The edit page of an event: hosted and external events have their own forms. */
export function editEventHref(event: { id: string; isExternal: boolean }): string {
  return (event.isExternal ? paths.editExternalEvent : paths.editHostedEvent).getHref(event.id);
}

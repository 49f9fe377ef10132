import type { LoaderFunction, RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '@web/components/error-pages';
import { paths } from '@web/config/paths';
import { RequireAuth, RequireHost, RequireSuperAdmin } from './guards';
import { RootLayout } from './layout/root-layout';
import type { GuardHandle } from './route-inventory';
import { layoutLoader } from './layout-loader';

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };
/**
 * Each page is its own chunk, fetched the first time its route is visited. A page the server
 * draws brings its loader with it (ADR 29), so the server has the page's code before it draws.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  },
});

const authPage = page(() => import('./routes/auth/auth-page'));
const hostDashboard = page(() => import('./routes/host-dashboard/host-dashboard-page'));
const comingSoon = page(() => import('@web/features/host/pages/feature-pending-page'));
const createEvent = page(() => import('@web/features/host/pages/create-event-page'));
const facilitatorPage = (id: string) => ({
  id,
  ...page(() => import('./routes/space-route')),
});
const eventFormPage = page(() => import('@web/features/events/pages/create-event-form-page'));
const editEventPage = page(() => import('@web/features/events/pages/edit-event-page'));

/**
 * Each guard route says in its `handle` who may pass it, so the super admin's site map reads who
 * may open every route from this table (`route-inventory.ts`); `route-inventory.test.ts` fails
 * when a guard's tag and its element disagree.
 */
const guard = (handle: GuardHandle) => ({ handle });

export const routes: RouteObject[] = [
  // Spec 01 §2: the login and sign-up page is shown without the main layout.
  { path: paths.auth.path, ...authPage, errorElement: <RouteErrorPage /> },
  { path: paths.logIn.path, ...authPage, errorElement: <RouteErrorPage /> },
  { path: paths.signUp.path, ...authPage, errorElement: <RouteErrorPage /> },
  {
    path: paths.forgotPassword.path,
    ...page(() => import('@web/features/auth/pages/forgot-password-page')),
  },
  {
    path: paths.resetPassword.path,
    ...page(() => import('@web/features/auth/pages/reset-password-page')),
  },
  {
    id: 'layout',
    element: <RootLayout />,
    // The pages the server draws load their data in loaders (ADR 29): this one, and each page's.
    loader: layoutLoader,
    errorElement: <RouteErrorPage />,
    children: [
      { id: 'home', index: true, ...page(() => import('./routes/home-page')) },
      { path: paths.terms.path, ...page(() => import('@web/features/info/pages/terms-page')) },
      { path: paths.privacy.path, ...page(() => import('@web/features/info/pages/privacy-page')) },
      { path: paths.contact.path, ...page(() => import('@web/features/info/pages/contact-page')) },
      { path: paths.about.path, ...page(() => import('@web/features/info/pages/about-page')) },
      {
        path: paths.branding.path,
        ...page(() => import('@web/features/info/pages/branding-page')),
      },
      { path: paths.updates.path, ...page(() => import('@web/features/info/pages/updates-page')) },
      { path: paths.siteMap.path, ...page(() => import('@web/features/info/pages/sitemap-page')) },
      // Public pages whose content arrives with the events and spaces issues.
      {
        id: 'event',
        path: paths.event.path,
        ...page(() => import('./routes/event-route')),
      },
      {
        // A booking opens with the key in its e-mail's link: no account needed.
        path: paths.ticketSuccess.path,
        ...page(() => import('@web/features/tickets/pages/ticket-success-page')),
      },
      {
        // A ticket's QR code: the server decides what each viewer may see of it.
        path: paths.ticket.path,
        ...page(() => import('@web/features/tickets/pages/ticket-page')),
      },
      {
        // The followers' news digest's unsubscribe link: works without signing in.
        path: paths.unsubscribe.path,
        ...page(() => import('@web/features/account/pages/unsubscribe-page')),
      },
      { path: paths.facilitator.path, ...facilitatorPage('space-by-id') },
      { path: paths.facilitatorByName.path, ...facilitatorPage('space-by-name') },
      // /@handle and /{handle}; an unknown name shows "Facilitator Not Found".
      { path: paths.facilitatorByHandle.path, ...facilitatorPage('space-by-handle') },
      {
        // Signed-in routes that a user who owes facilitator onboarding may still visit.
        element: <RequireAuth bypassOnboarding />,
        ...guard({ access: 'signed-in', onboardingMayVisit: true }),
        children: [
          { path: paths.profile.path, ...page(() => import('./routes/profile-route')) },
          { path: paths.settings.path, ...page(() => import('./routes/settings/settings-page')) },
          {
            path: paths.becomeFacilitator.path,
            ...page(() => import('./routes/become-facilitator-page')),
          },
          { path: paths.createEvent.path, ...createEvent },
          {
            // Every event form is for hosts: a non-host would fill it in only to be refused at
            // Publish (the API refuses them too).
            element: <RequireHost />,
            ...guard({ access: 'host' }),
            children: [
              { path: paths.createHostedEvent.path, ...eventFormPage },
              { path: paths.createExternalEvent.path, ...eventFormPage },
              { path: paths.externalEvent.path, ...eventFormPage },
              { path: paths.editHostedEvent.path, ...editEventPage },
              { path: paths.editExternalEvent.path, ...editEventPage },
              { path: paths.hostDashboard.path, ...hostDashboard },
              { path: paths.hostDashboardAlias.path, ...hostDashboard },
              {
                path: paths.eventAttendees.path,
                ...page(() => import('@web/features/tickets/pages/attendees-page')),
              },
              {
                path: paths.eventCheckIn.path,
                ...page(() => import('@web/features/tickets/pages/check-in-page')),
              },
            ],
          },
          {
            element: <RequireSuperAdmin />,
            ...guard({ access: 'super-admin' }),
            children: [
              {
                path: paths.superAdmin.path,
                ...page(() => import('./routes/super-admin/super-admin-page')),
              },
              {
                path: paths.superAdminSiteMap.path,
                // The page lists this very table; it is handed what it shows, not the router.
                lazy: async () => {
                  const [{ default: SiteMapPage }, { routeInventory }] = await Promise.all([
                    import('@web/features/site-map/pages/site-map-page'),
                    import('./route-inventory'),
                  ]);
                  const listed = routeInventory(routes);
                  return { Component: () => <SiteMapPage routes={listed} /> };
                },
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        ...guard({ access: 'signed-in', onboardingMayVisit: false }),
        children: [
          {
            path: paths.notifications.path,
            ...page(() => import('@web/features/notifications/pages/notifications-page')),
          },
          {
            path: paths.ownSpace.path,
            ...page(() => import('@web/features/spaces/pages/own-space-page')),
          },
          { path: paths.hostEvent.path, ...createEvent },
          { path: paths.createSpace.path, ...comingSoon },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '@web/components/error-pages';
import { RequireAuth, RequireHost, RequireSuperAdmin } from './guards';
import { RootLayout } from './layout/root-layout';

type PageModule = { default: React.ComponentType };
/** Each page is its own chunk, fetched the first time its route is visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const authPage = page(() => import('./routes/auth/auth-page'));
const hostDashboard = page(() => import('./routes/host-dashboard/host-dashboard-page'));
const comingSoon = page(() => import('@web/features/host/pages/feature-pending-page'));
const createEvent = page(() => import('@web/features/host/pages/create-event-page'));
const facilitatorPage = page(() => import('@web/features/spaces/pages/facilitator-page'));
const eventFormPage = page(() => import('@web/features/events/pages/create-event-form-page'));
const editEventPage = page(() => import('@web/features/events/pages/edit-event-page'));

export const routes: RouteObject[] = [
  // Spec 01 §2: the login and sign-up page is shown without the main layout.
  { path: '/auth', ...authPage, errorElement: <RouteErrorPage /> },
  { path: '/login', ...authPage, errorElement: <RouteErrorPage /> },
  { path: '/signup', ...authPage, errorElement: <RouteErrorPage /> },
  {
    path: '/forgot-password',
    ...page(() => import('@web/features/auth/pages/forgot-password-page')),
  },
  {
    path: '/reset-password',
    ...page(() => import('@web/features/auth/pages/reset-password-page')),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...page(() => import('./routes/home-page')) },
      { path: 'terms', ...page(() => import('@web/features/info/pages/terms-page')) },
      { path: 'privacy', ...page(() => import('@web/features/info/pages/privacy-page')) },
      { path: 'contact', ...page(() => import('@web/features/info/pages/contact-page')) },
      { path: 'about', ...page(() => import('@web/features/info/pages/about-page')) },
      { path: 'branding', ...page(() => import('@web/features/info/pages/branding-page')) },
      { path: 'updates', ...page(() => import('@web/features/info/pages/updates-page')) },
      { path: 'sitemap', ...page(() => import('@web/features/info/pages/sitemap-page')) },
      // Public pages whose content arrives with the events and spaces issues.
      { path: 'events/:eventSlug', ...page(() => import('@web/features/events/pages/event-page')) },
      { path: 'facilitator/:facilitatorId', ...facilitatorPage },
      { path: 'f/:displayNameSlug', ...facilitatorPage },
      // /@handle and /{handle}; an unknown name shows "Facilitator Not Found".
      { path: ':handle', ...facilitatorPage },
      {
        // Signed-in routes that a user who owes facilitator onboarding may still visit.
        element: <RequireAuth bypassOnboarding />,
        children: [
          { path: 'profile', ...page(() => import('@web/features/profile/pages/profile-page')) },
          {
            path: 'become-facilitator',
            ...page(() => import('./routes/become-facilitator-page')),
          },
          { path: 'create-event', ...createEvent },
          {
            // Every event form is for hosts: a non-host would fill it in only to be refused at
            // Publish (the API refuses them too).
            element: <RequireHost />,
            children: [
              { path: 'create-hosted-event', ...eventFormPage },
              { path: 'create-external-event', ...eventFormPage },
              { path: 'external-event', ...eventFormPage },
              { path: 'edit-hosted-event/:id', ...editEventPage },
              { path: 'edit-external-event/:id', ...editEventPage },
              { path: 'host-dashboard/:tab?', ...hostDashboard },
              { path: 'host/dashboard', ...hostDashboard },
            ],
          },
          {
            element: <RequireSuperAdmin />,
            children: [
              {
                path: 'super-admin',
                ...page(() => import('@web/features/admin/pages/super-admin-page')),
              },
              {
                path: 'super-admin/sitemap',
                ...page(() => import('@web/features/info/pages/sitemap-page')),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'notifications',
            ...page(() => import('@web/features/host/pages/notifications-page')),
          },
          {
            path: 'facilitator-space',
            ...page(() => import('@web/features/spaces/pages/own-space-page')),
          },
          { path: 'ticket-success', ...comingSoon },
          { path: 'host-event', ...createEvent },
          { path: 'create-space', ...comingSoon },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * The pages of the web app, with the title and description each one is known by. The server
 * writes them into the HTML it answers (so a shared link and a search engine see the page's own
 * head), and the web app writes the same titles into the document when it shows the page.
 * `site-pages.test.ts` checks that the web router and this table name the same paths.
 */

import { FORM_PAGE_TITLES, type SitePageHead } from './page-titles';
import { SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable';

export { documentTitle, NOT_FOUND_PAGES, SITE_NAME, TAGLINE } from './page-titles';
export type { SitePageHead } from './page-titles';

export type SitePage =
  | (SitePageHead & {
      /** The web router's paths (React Router patterns) that show this page. */
      readonly paths: readonly string[];
      /** Signed-in pages and one-time links: not for search engines. */
      readonly noIndex?: true;
    })
  | {
      readonly paths: readonly string[];
      /**
       * A page about one event or one space: the server answers it with that event's or space's
       * own head (event-page.routes.ts, space-page.routes.ts), or a not-found head below.
       */
      readonly head: 'event' | 'space';
    };

export const SITE_PAGES = {
  home: {
    paths: ['/'],
    description:
      'Kindred: find cacao ceremonies, ecstatic dance, breathwork, sound baths and retreats near you. Connecting hearts and healing communities.',
  },
  logIn: {
    paths: ['/auth', '/login'],
    title: FORM_PAGE_TITLES.logIn,
    description:
      'Log in to Kindred to follow facilitators, host your own events and keep your personal space.',
  },
  signUp: {
    paths: ['/signup'],
    title: FORM_PAGE_TITLES.signUp,
    description:
      'Join Kindred to follow the facilitators you love, host events and open your own personal space.',
  },
  forgotPassword: {
    paths: ['/forgot-password'],
    title: FORM_PAGE_TITLES.forgotPassword,
    description: 'Get a link by e-mail to choose a new password for your Kindred account.',
  },
  resetPassword: {
    paths: ['/reset-password'],
    title: FORM_PAGE_TITLES.resetPassword,
    description: 'Choose a new password for your Kindred account.',
    noIndex: true,
  },
  terms: {
    paths: ['/terms'],
    title: 'Terms of Service',
    description: 'The agreement between you and Kindred when you use this site.',
  },
  privacy: {
    paths: ['/privacy'],
    title: 'Privacy Policy',
    description: 'What we collect, why, and the choices you have. In plain English.',
  },
  contact: {
    paths: ['/contact'],
    title: 'Contact us',
    description:
      'Questions about an event, your account or hosting with us? We read every message and reply within two working days.',
  },
  about: {
    paths: ['/about'],
    title: 'About Kindred',
    description:
      'Kindred is a home for the gatherings that bring people back to themselves and to each other.',
  },
  branding: {
    paths: ['/branding'],
    title: 'Brand guidelines',
    description:
      'How to present Kindred when you share your events, write about us or partner with us.',
  },
  updates: {
    paths: ['/updates'],
    title: 'Product updates',
    description: "What's new on Kindred. Coming next: co-hosting, notifications and tickets.",
  },
  siteMap: {
    paths: ['/sitemap'],
    title: 'Site map',
    description: 'Every public page on Kindred.',
  },
  event: { paths: ['/events/:eventSlug'], head: 'event' },
  space: {
    paths: ['/facilitator/:facilitatorId', '/f/:displayNameSlug', '/:handle'],
    head: 'space',
  },
  profile: {
    paths: ['/profile'],
    title: 'Your profile',
    description: 'Your name, photo and account on Kindred.',
    noIndex: true,
  },
  settings: {
    paths: ['/settings'],
    title: 'Account settings',
    description:
      'E-mail notifications, your e-mail address, your password, and deleting your account.',
    noIndex: true,
  },
  becomeFacilitator: {
    paths: ['/become-facilitator'],
    title: 'Become a facilitator',
    description: 'Set up your personal space and start hosting events on Kindred.',
    noIndex: true,
  },
  createEvent: {
    paths: ['/create-event', '/host-event'],
    title: 'Create an event',
    description: 'Host an event on Kindred, or list one that takes bookings elsewhere.',
    noIndex: true,
  },
  createHostedEvent: {
    paths: ['/create-hosted-event'],
    title: 'Create a hosted event',
    description: 'Publish an event hosted on Kindred.',
    noIndex: true,
  },
  createExternalEvent: {
    paths: ['/create-external-event', '/external-event'],
    title: 'List an external event',
    description: 'List an event on Kindred that takes its bookings on another site.',
    noIndex: true,
  },
  editEvent: {
    paths: ['/edit-hosted-event/:id', '/edit-external-event/:id'],
    title: 'Edit event',
    description: 'Change the details of one of your events.',
    noIndex: true,
  },
  hostDashboard: {
    paths: ['/host-dashboard/:tab?', '/host/dashboard'],
    title: 'Host dashboard',
    description: 'Your events, collaborations, spaces and orders on Kindred.',
    noIndex: true,
  },
  eventAttendees: {
    paths: ['/host-dashboard/events/:id/attendees'],
    title: 'Attendees',
    description:
      'Everyone with a place at one of your events: check-in, payments, export and messages.',
    noIndex: true,
  },
  eventCheckIn: {
    paths: ['/host-dashboard/events/:id/check-in'],
    title: 'Check-in',
    description: 'Check guests in at the door, by name or by scanning their QR code.',
    noIndex: true,
  },
  notifications: {
    paths: ['/notifications'],
    title: 'Notifications',
    description: 'Co-host invitations and news about your events.',
    noIndex: true,
  },
  ownSpace: {
    paths: ['/facilitator-space'],
    title: 'Your personal space',
    description: 'Your public page on Kindred: your story, roles, services and brand colours.',
    noIndex: true,
  },
  ticketSuccess: {
    paths: ['/ticket-success'],
    title: 'Your ticket',
    description: 'Your ticket for an event on Kindred.',
    noIndex: true,
  },
  ticket: {
    paths: ['/t/:code'],
    title: 'Ticket',
    description: 'A ticket for an event on Kindred. Show it at the door.',
    noIndex: true,
  },
  createSpace: {
    paths: ['/create-space'],
    title: 'Create a space',
    description: 'Spaces for venues, event series and collectives on Kindred.',
    noIndex: true,
  },
  unsubscribe: {
    paths: ['/unsubscribe/:userId/:token'],
    title: 'Unsubscribe',
    description: 'Stop the daily e-mail of news from the facilitators you follow.',
    noIndex: true,
  },
  superAdmin: {
    paths: ['/super-admin'],
    title: 'Super Admin',
    description: 'Running Kindred: announcements, people and roles.',
    noIndex: true,
  },
  superAdminSiteMap: {
    paths: ['/super-admin/sitemap'],
    title: 'Site map',
    description: 'Every route of Kindred and who may open it.',
    noIndex: true,
  },
} as const satisfies Record<string, SitePage>;

/** The heads of pages that are not there: answered with HTTP 404 and kept out of search engines. */

/** What a page answers when it cannot be made: an outage (503) or a fault of ours (500). */
export const ERROR_PAGES = {
  unavailable: {
    title: 'Kindred is briefly unavailable',
    description: SERVICE_UNAVAILABLE_MESSAGE,
  },
  /** Spec 01 §8: the error boundary's words. */
  error: {
    title: 'Something went wrong',
    description:
      'We encountered an unexpected error. This has been logged for our team to investigate.',
  },
} as const satisfies Record<string, SitePageHead>;

import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Broadcast } from './db/broadcast';
import { databaseHealthOf, type Database } from './db/client';
import type { DatabaseHealth } from './db/database-health';
import { registerAccountRoutes } from './features/account/account.routes';
import { wantsEmail, type AccountLinks } from './features/account/account.service';
import { accountSecurity } from './features/auth/account-security';
import { createAuth } from './features/auth/auth';
import { ACCOUNT_MAIL_JOB, AUTH_MAIL_JOB, runAuthMailJob } from './features/auth/auth-mail-job';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { emailSignUp } from './features/auth/email-sign-up';
import { findUserEmail } from './features/auth/accounts.repository';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { registerBannerRoutes } from './features/banners/banners.routes';
import { registerCatalogueRoutes } from './features/catalogues/catalogues.routes';
import type { CatalogueLinks } from './features/catalogues/catalogues.service';
import { registerContactRoutes } from './features/contact/contact.routes';
import { registerClientErrorRoutes } from './features/client-errors/client-errors.routes';
import { registerCohostRoutes } from './features/cohosts/cohosts.routes';
import {
  isCohostOf,
  isInvitationOpen,
  pendingInvitationCount,
  type CohostLinks,
} from './features/cohosts/cohosts.service';
import { listCohostedEvents } from './features/cohosts/cohosts.repository';
import { registerEventPageRoute } from './features/events/event-page.routes';
import { registerEventRoutes } from './features/events/events.routes';
import { removeHostCovers } from './features/events/event-covers.service';
import {
  deleteEventsOfHost,
  updateEvent,
  lockEvent,
  setEventModeration,
} from './features/events/events.repository';
import {
  countEventsFiledUnder,
  countEventsTagged,
  eventsPerCategory,
  eventsPerTag,
  refileEvents,
  retagEvents,
} from './features/events/event-filing.repository';
import { publishedEventLinks } from './features/events/event-links.service';
import { eventCalendarFile } from './features/events/event-calendar';
import {
  eventForGuests,
  getEventForViewer,
  hostDrafts,
  hostEventCounts,
  hostUpcomingEvents,
} from './features/events/events.service';
import { registerModerationRoutes } from './features/moderation/moderation.routes';
import type { ModerationLinks } from './features/moderation/moderation.service';
import { registerNotificationRoutes } from './features/notifications/notifications.routes';
import {
  forgetInvitation,
  forgetInvitationQuietly,
  notify,
  notifyQuietly,
  type NotificationStore,
} from './features/notifications/notifications.service';
import { registerShareImageRoutes } from './features/share-images/share-images.routes';
import { createShareImages } from './features/share-images/share-images.service';
import { registerSitePageRoutes } from './features/site-pages/site-pages.routes';
import { registerSitemapRoutes } from './features/sitemap/sitemap.routes';
import { registerStorageRoutes } from './features/storage/storage.routes';
import { createPendingSpace } from './features/spaces/pending-space.service';
import { registerSignUpWithSpaceRoute } from './features/spaces/sign-up-with-space.routes';
import { registerSpacePageRoutes } from './features/spaces/space-page.routes';
import { registerSpaceRoutes } from './features/spaces/spaces.routes';
import { publicSpaceLinks } from './features/spaces/space-links.service';
import {
  followerTrend,
  getSpaceSummary,
  ownSpaceWithStats,
  removeSpaceFiles,
  spaceFactsOf,
  type SpaceLinks,
} from './features/spaces/spaces.service';
import { registerHostRoutes } from './features/host/host.routes';
import type { HostLinks } from './features/host/host.service';
import {
  findProfileIdByEmail,
  findProfileWithSpace,
  isProfileSuspended,
  noteProfileSeen,
  setProfileEmail,
  setProfileIdentity,
} from './features/profile/profile.repository';
import { registerProfileRoutes } from './features/profile/profile.routes';
import { createProfileForNewUser, removeAvatarFiles } from './features/profile/profile.service';
import { BOOKING_MAIL_JOB, runBookingMailJob } from './features/tickets/booking-mail-job';
import { releaseExpiredHolds } from './features/tickets/booking.service';
import { attachGuestBookings } from './features/tickets/my-bookings.service';
import { embeddedPayments } from './features/tickets/payment-provider';
import type { PaymentLinks } from './features/tickets/payment-webhooks.service';
import { registerPaymentRoutes } from './features/tickets/payments.routes';
import { createStripePayments, type StripeApi } from './features/tickets/stripe-payments';
import type { TicketLinks } from './features/tickets/tickets.links';
import { registerTicketRoutes } from './features/tickets/tickets.routes';
import { eventTickets } from './features/tickets/ticketing.service';
import { registerHostOrderRoutes } from './features/tickets/host-orders.routes';
import { registerWaitlistRoutes } from './features/tickets/waitlist.routes';
import { offerFreedPlaces, offerWhereRoom } from './features/tickets/waitlist.service';
import { registerApiDocs } from './lib/api-docs';
import { AppError } from './lib/app-error';
import { peopleLinks } from './people-links';
import { registerErrorHandler, registerNotFound } from './lib/error-handler';
import { createPageRenderer, type ServerEntry } from './lib/server-rendering';
import { registerHealthRoutes } from './lib/health.routes';
import { httpServerTimeouts } from './lib/http-timeouts';
import { configuredStorage } from './lib/configured-storage';
import { publicOrigins, type FileStorage } from './lib/file-storage';
import { registerCompression } from './lib/compression';
import { registerJsonBodyParser } from './lib/json-body';
import type { JobQueue } from './lib/job-queue';
import { registerNulGuard } from './lib/nul-guard';
import { createMailer, type Mail, type Mailer, type QueuedMail } from './lib/mailer';
import { createKeyedSignal } from './lib/keyed-signal';
import { createMicroCache } from './lib/micro-cache';
import { setPageErrorHandler } from './lib/page-errors';
import { registerSecurity } from './lib/security';
import { registerUploadRoutes } from './lib/uploads.routes';
import { registerViewer } from './lib/viewer';
import { registerWebApp } from './web-app';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  /** The database handle's breaker and readiness check (`openDatabase(...).health`). */
  databaseHealth?: DatabaseHealth;
  /** How this process tells the others on the database of a change (`openDatabase(...).broadcast`). */
  broadcast?: Broadcast;
  /** The Postgres-backed job queue; e-mail goes through it (ADR 17). */
  jobs: JobQueue;
  /** Serve the built web app from this folder (omitted in API tests). */
  webDistDir?: string;
  /** The web app's server entry, which draws the landing pages for visitors (ADR 24). */
  serverEntry?: ServerEntry | null;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: boolean;
  /** Told of every route as it is added (a test lists them all with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Addresses per sitemap file before /sitemap.xml becomes an index (50,000; tests use a few). */
  sitemapUrlsPerFile?: number;
  /** Where the Stripe SDK sends its requests when Stripe is configured (tests: a fake Stripe). */
  stripeApi?: StripeApi;
};

/** What each queue's worker does with a job. main.ts runs them; tests run them on demand. */
export type JobHandlers = Record<string, (data: unknown) => Promise<void>>;

declare module 'fastify' {
  interface FastifyInstance {
    jobHandlers: JobHandlers;
    /**
     * The hold sweeper (main.ts, every half minute): checkouts and waitlist offers whose time
     * ran out give their places back, and places free where someone waits are offered.
     */
    ticketSweep: () => Promise<{ released: number; offered: number }>;
  }
}

/** A lookup's answer when the thing is not there (or not anyone's to see): null. */
function nullWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...httpServerTimeouts(config.httpTimeouts),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  const storage = options.storage ?? (await configuredStorage(config));
  registerSecurity(app, { publicUrl: config.publicUrl, imageOrigins: publicOrigins(storage) });
  registerJsonBodyParser(app);
  await registerCompression(app);
  await app.register(multipart);
  await registerApiDocs(app);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  // Features never import one another: what one needs of another is handed in here.
  const spaceLinks: SpaceLinks = { setProfileIdentity, hostUpcomingEvents };
  const queueMail = (mail: QueuedMail) => options.jobs.send('mail', mail);
  const queueAccountMail = (mail: Mail) => options.jobs.send(ACCOUNT_MAIL_JOB, mail);
  const auth = createAuth({
    db,
    queueMail: queueAccountMail,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    onUserCreated: (user) => createProfileForNewUser(db, user),
    onEmailVerified: async (userId) => {
      await createPendingSpace(db, storage, spaceLinks, userId).catch((err: unknown) =>
        app.log.warn(
          { err },
          'creating the space asked for at sign-up failed; the account is kept',
        ),
      );
      // Bookings made without an account under this address become the account's (issue 13).
      await findUserEmail(db, userId)
        .then((email) => (email ? attachGuestBookings(db, userId, email) : 0))
        .catch((err: unknown) =>
          app.log.warn({ err }, 'attaching earlier guest bookings to a new account failed'),
        );
    },
    onAccountSaved: (user) => setProfileEmail(db, user.id, user.email),
    isSuspended: (userId) => isProfileSuspended(db, userId),
    log: (err, message) => app.log.error({ err }, message),
  });
  // Order matters to a test that runs them one after another: auth jobs queue mail.
  app.decorate('jobHandlers', {
    [AUTH_MAIL_JOB]: runAuthMailJob(auth, config.publicUrl),
    [ACCOUNT_MAIL_JOB]: (data: unknown) => mailer.send(data as Mail),
    [BOOKING_MAIL_JOB]: runBookingMailJob({
      db,
      send: (mail) => mailer.send(mail),
      publicUrl: config.publicUrl,
      eventForGuests: (eventId) => eventForGuests(db, eventId),
      calendarFile: (event) => eventCalendarFile(event, config.publicUrl),
      hasAccount: async (email) => (await findProfileIdByEmail(db, email)) !== undefined,
    }),
    // A mail its recipient may switch off is looked at when it is sent: switched off since it
    // was queued, or its account deleted meanwhile, and it is dropped.
    mail: async (data: unknown) => {
      const { preference, ...mail } = data as QueuedMail;
      if (preference && !(await wantsEmail(db, preference.userId, preference.kind))) return;
      await mailer.send(mail);
    },
  } satisfies JobHandlers);

  registerViewer(app, {
    getSession: (headers) => auth.api.getSession({ headers }),
    findProfile: (userId) => findProfileWithSpace(db, userId),
    noteSeen: (userId, minutes) => noteProfileSeen(db, userId, minutes),
  });
  registerAuthRoutes(app, {
    auth,
    db,
    jobs: options.jobs,
    limits: config.rateLimits,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
  });
  registerSignUpWithSpaceRoute(app, {
    db,
    accounts: emailSignUp({ auth, db, limits: config.rateLimits }),
  });
  registerProfileRoutes(app, { db, storage });
  const hostLinks: HostLinks = {
    upcomingEvents: (userId, today, limit) => hostUpcomingEvents(db, userId, today, limit),
    drafts: (userId, limit) => hostDrafts(db, userId, limit),
    eventCounts: (userId, today) => hostEventCounts(db, userId, today),
    followerTrend: (userId, days) => followerTrend(db, userId, days),
    pendingInvitations: (userId) => pendingInvitationCount(db, userId),
    ownSpace: (userId) => ownSpaceWithStats(db, userId),
  };
  registerHostRoutes(app, { links: hostLinks });
  // Anonymous visitors share a few seconds of public answers (ADR 7); event writes clear it, in
  // every process on the database.
  const publicCache = createMicroCache({
    ttlMs: config.publicCacheSeconds * 1000,
    maxEntries: 500,
    peers: options.broadcast,
    onPeerError: (err) => app.log.warn({ err }, 'telling other processes of a change failed'),
  });
  const isCohost = (eventId: string, userId: string) => isCohostOf(db, eventId, userId);
  registerEventRoutes(app, { db, storage, publicUrl: config.publicUrl, publicCache, isCohost });
  // Card payments through Stripe Checkout when its keys are set (ADR 23); its SDK loads only then.
  const stripe = config.stripe
    ? await createStripePayments(config.stripe, options.stripeApi)
    : null;
  // A person's notifications changed: their open live streams, in every process, count again.
  const notificationChanges = createKeyedSignal({
    channel: 'kindred_notifications_changed',
    peers: options.broadcast,
    onPeerError: (err) => app.log.warn({ err }, 'telling other processes of a change failed'),
  });
  app.addHook('onReady', () => notificationChanges.ready);
  const notificationStore: NotificationStore = { db, changed: notificationChanges.send };
  const ticketLinks: TicketLinks = {
    isCohost,
    payments: stripe ?? embeddedPayments,
    setEventFromPrice: async (tx, eventId, price) =>
      void (await updateEvent(tx, eventId, {
        pricePence: price.pence,
        priceVaries: price.varies,
      })),
    onBooked: async (orderId) => void (await options.jobs.send(BOOKING_MAIL_JOB, { orderId })),
    // Places freed go to the waitlist at once; a failure leaves them to the hold sweeper.
    placesFreed: (eventId) =>
      offerFreedPlaces(db, ticketLinks, eventId).then(
        () => undefined,
        (err: unknown) => app.log.warn({ err }, 'offering freed places to the waitlist failed'),
      ),
    notify: (notification) => notify(notificationStore, notification),
    queueMail,
    changed: () => publicCache.clear(),
    publicUrl: config.publicUrl,
    warn: (err, message) => app.log.warn({ err }, message),
  };
  registerTicketRoutes(app, {
    db,
    links: ticketLinks,
    ordersPerIp: config.rateLimits.ordersPerIp,
    ordersPerEmail: config.rateLimits.ordersPerEmail,
  });
  const paymentLinks: PaymentLinks = {
    ...ticketLinks,
    refund: (providerRef, pence) => stripe!.refund(providerRef, pence),
    queueMail,
  };
  await registerPaymentRoutes(app, { db, links: paymentLinks, stripe });
  // The host's side of bookings: orders, attendees, the door, messages to guests.
  registerHostOrderRoutes(app, {
    db,
    links: {
      ...ticketLinks,
      cohostedEventIds: async (userId) =>
        (await listCohostedEvents(db, userId)).map((row) => row.event.id),
      queueMail,
    },
  });
  registerWaitlistRoutes(app, {
    db,
    links: ticketLinks,
    ordersPerIp: config.rateLimits.ordersPerIp,
  });
  app.decorate('ticketSweep', async () => ({
    released: await releaseExpiredHolds(db, { limit: 500, onFreed: ticketLinks.placesFreed }),
    offered: await offerWhereRoom(db, ticketLinks),
  }));
  const cohostLinks: CohostLinks = {
    notify: (notification) => notify(notificationStore, notification),
    forgetInvitation: (collaborationId) => forgetInvitation(notificationStore, collaborationId),
    queueMail,
    publicUrl: config.publicUrl,
  };
  registerCohostRoutes(app, { db, links: cohostLinks, changed: () => publicCache.clear() });
  registerNotificationRoutes(app, {
    store: notificationStore,
    changes: notificationChanges,
    connectionIdleMs: config.httpTimeouts.connectionMs,
    isPendingFor: (collaborationId, spaceId) => isInvitationOpen(db, collaborationId, spaceId),
  });
  registerSpaceRoutes(app, {
    db,
    storage,
    links: spaceLinks,
    mail: { queueMail, publicUrl: config.publicUrl },
    changed: () => publicCache.clear(),
  });
  const security = accountSecurity({
    auth,
    db,
    limits: config.rateLimits,
    queueMail: queueAccountMail,
    publicUrl: config.publicUrl,
  });
  const accountLinks: AccountLinks = {
    checkPassword: security.checkPassword,
    requestEmailChange: security.requestEmailChange,
    deleteOwnEvents: deleteEventsOfHost,
    forgetInvitation: forgetInvitationQuietly,
    notificationsChanged: notificationChanges.send,
    deleteAccountRow: security.deleteAccountRow,
    removeFiles: async (userId) =>
      (await removeAvatarFiles(storage, userId)) +
      (await removeSpaceFiles(storage, userId)) +
      (await removeHostCovers(db, storage, userId)),
    changed: () => publicCache.clear(),
    signOutCookies: security.signOutCookies,
    warn: (err, message) => app.log.warn({ err }, message),
  };
  registerAccountRoutes(app, { db, links: accountLinks });
  registerAdminRoutes(app, { db, links: peopleLinks(() => publicCache.clear()) });
  const moderationLinks: ModerationLinks = {
    lockEvent,
    setEventModeration,
    notify: notifyQuietly,
    notificationsChanged: notificationChanges.send,
    queueMail,
    changed: () => publicCache.clear(),
    warn: (err, message) => app.log.warn({ err }, message),
    publicUrl: config.publicUrl,
  };
  registerModerationRoutes(app, { db, links: moderationLinks });
  registerBannerRoutes(app, { db, publicCache });
  // The catalogues rename and merge the categories and tags events are filed under.
  const catalogueLinks: CatalogueLinks = {
    eventsPerCategory,
    eventsPerTag,
    countEventsFiledUnder,
    countEventsTagged,
    refileEvents,
    retagEvents,
    changed: () => publicCache.clear(),
  };
  registerCatalogueRoutes(app, { db, links: catalogueLinks, publicCache });
  registerClientErrorRoutes(app, { db });
  registerContactRoutes(app, { db });
  registerUploadRoutes(app, { storage });
  registerStorageRoutes(app, { storage });
  // Search engines' view: the info pages, and the events and spaces those features list.
  registerSitemapRoutes(app, {
    publicUrl: config.publicUrl,
    sources: [publishedEventLinks(db), publicSpaceLinks(db)],
    urlsPerFile: options.sitemapUrlsPerFile,
  });
  registerHealthRoutes(app, {
    health: options.databaseHealth ?? databaseHealthOf(db),
  });
  // The pictures shared links preview: drawn from what the events and spaces features tell.
  const hostSpaces = (userIds: readonly string[]) => spaceFactsOf(db, userIds);
  const shareImages = createShareImages({
    publicUrl: config.publicUrl,
    storage,
    links: {
      findEvent: (id) => getEventForViewer(db, isCohost, null, id).catch(nullWhenNotFound),
      findSpace: (id) => getSpaceSummary(db, id).catch(nullWhenNotFound),
      hostSpaces,
    },
  });
  registerShareImageRoutes(app, { images: shareImages });
  const page = options.webDistDir
    ? await registerWebApp(app, { distDir: options.webDistDir })
    : null;
  const web = page ? { page, publicUrl: config.publicUrl } : null;
  const renderer =
    page && options.serverEntry
      ? createPageRenderer(app, options.serverEntry, { publicUrl: config.publicUrl })
      : null;
  registerNotFound(app, web);
  if (web) {
    // The pages share an error handler that answers HTML, not the API's JSON.
    await app.register(async (pages) => {
      setPageErrorHandler(pages, web);
      registerSitePageRoutes(pages, {
        ...web,
        renderer,
        publicCache,
        image: shareImages.siteImage,
      });
      registerEventPageRoute(pages, {
        ...web,
        renderer,
        db,
        publicCache,
        isCohost,
        ticketOffers: (eventId) =>
          eventTickets(db, ticketLinks, null, eventId).then(
            (offer) => offer.ticketTypes,
            () => null,
          ),
        hostSpaces,
        previewImage: shareImages.eventImage,
      });
      registerSpacePageRoutes(pages, {
        ...web,
        db,
        renderer,
        publicCache,
        previewImage: shareImages.spaceImage,
      });
    });
  }
  return app;
}

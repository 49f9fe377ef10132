import { registerAdminRoutes } from '../features/admin/admin.routes';
import { registerBannerRoutes } from '../features/banners/banners.routes';
import { registerCatalogueRoutes } from '../features/catalogues/catalogues.routes';
import type { CatalogueLinks } from '../features/catalogues/catalogues.service';
import {
  countEventsFiledUnder,
  countEventsTagged,
  countEventsWithFact,
  dropFact,
  eventsPerCategory,
  eventsPerFact,
  eventsPerTag,
  refileEvents,
  retagEvents,
} from '../features/events/event-filing.repository';
import { lockEvent, setEventModeration } from '../features/events/events.repository';
import { registerModerationRoutes } from '../features/moderation/moderation.routes';
import type { ModerationLinks } from '../features/moderation/moderation-links';
import { notifyQuietly } from '../features/notifications/notifications.service';
import { registerStorageRoutes } from '../features/storage/storage.routes';
import {
  moderatedTestimonial,
  setTestimonialHidden,
} from '../features/testimonials/moderated-testimonial';
import type { Composition } from './context';
import { peopleLinks } from './people';

/** What super admins run: people and roles, moderation, banners, the catalogues, storage. */
export function registerAdministration(ctx: Composition): void {
  const { app, db, publicCache } = ctx;
  registerAdminRoutes(app, { db, links: peopleLinks(ctx.changed) });
  const moderationLinks: ModerationLinks = {
    lockEvent,
    setEventModeration,
    testimonial: moderatedTestimonial,
    setTestimonialHidden,
    notify: notifyQuietly,
    notificationsChanged: ctx.notificationChanges.send,
    queueMail: ctx.queueMail,
    changed: ctx.changed,
    warn: ctx.warn,
    publicUrl: ctx.config.publicUrl,
  };
  registerModerationRoutes(app, { db, links: moderationLinks });
  registerBannerRoutes(app, { db, publicCache });
  // The catalogues rename and merge the categories and tags events are filed under, and take a
  // deleted fact off events and spaces.
  const catalogueLinks: CatalogueLinks = {
    eventsPerCategory,
    eventsPerTag,
    countEventsFiledUnder,
    countEventsTagged,
    refileEvents,
    retagEvents,
    eventsPerFact,
    countEventsWithFact,
    dropFact,
    changed: ctx.changed,
  };
  registerCatalogueRoutes(app, { db, links: catalogueLinks, publicCache });
  registerStorageRoutes(app, { storage: ctx.storage });
}

import { registerCohostRoutes } from '../features/cohosts/cohosts.routes';
import { isInvitationOpen, type CohostLinks } from '../features/cohosts/cohosts.service';
import type { EventGuests } from '../features/events/event-guests';
import { registerEventRoutes } from '../features/events/events.routes';
import { registerNotificationRoutes } from '../features/notifications/notifications.routes';
import { forgetInvitation, notify } from '../features/notifications/notifications.service';
import { copyTicketing } from '../features/tickets/host/series-ticketing';
import { openTicketing } from '../features/tickets/host/ticketing-settings';
import type { Composition } from './context';

/** Events (whose bookings the tickets feature opens as they are saved, and whose guests it tells of changes), the co-hosts a host invites to them, and the notifications those invitations bring. */
export function registerEvents(ctx: Composition, guests: EventGuests): void {
  const { app, db, config } = ctx;
  registerEventRoutes(app, {
    db,
    storage: ctx.storage,
    publicUrl: config.publicUrl,
    publicCache: ctx.publicCache,
    isCohost: ctx.isCohost,
    ticketing: { open: openTicketing, copy: copyTicketing },
    guests,
  });
  const cohostLinks: CohostLinks = {
    notify: (notification) => notify(ctx.notifications, notification),
    forgetInvitation: (collaborationId) => forgetInvitation(ctx.notifications, collaborationId),
    queueMail: ctx.queueMail,
    publicUrl: config.publicUrl,
  };
  registerCohostRoutes(app, { db, links: cohostLinks, changed: ctx.changed });
  registerNotificationRoutes(app, {
    store: ctx.notifications,
    changes: ctx.notificationChanges,
    connectionIdleMs: config.httpTimeouts.connectionMs,
    isPendingFor: (collaborationId, spaceId) => isInvitationOpen(db, collaborationId, spaceId),
  });
}

import {
  hostDrafts,
  hostEventCounts,
  hostUpcomingEvents,
} from '../features/events/event-lists.service';
import { findUserEmail } from '../features/auth/accounts.repository';
import { pendingInvitationCount } from '../features/cohosts/cohosts.service';
import { registerHostRoutes } from '../features/host/host.routes';
import type { HostLinks } from '../features/host/host.service';
import { setProfileIdentity } from '../features/profile/profile.repository';
import { registerSpaceRoutes } from '../features/spaces/spaces.routes';
import { registerEventDefaultsRoutes } from '../features/spaces/event-defaults.routes';
import { checkedFacts } from '../features/events/events.service';
import { registerTestimonialRoutes } from '../features/testimonials/testimonials.routes';
import { guestFigures } from '../features/testimonials/testimonials.service';
import {
  followerTrend,
  ownSpaceWithStats,
  type SpaceLinks,
} from '../features/spaces/spaces.service';
import type { Composition } from './context';
import { registerFollowersNews } from './followers-news';

/**
 * A space shows its host's name, upcoming events and what guests make of them: the profile,
 * events and testimonials features tell.
 */
export const spaceLinks: SpaceLinks = { setProfileIdentity, hostUpcomingEvents, guestFigures };

/** The facilitator spaces and the host's dashboard, which gathers from four features. */
export function registerSpaces(ctx: Composition): void {
  const { app, db } = ctx;
  registerSpaceRoutes(app, {
    db,
    storage: ctx.storage,
    links: spaceLinks,
    mail: {
      queueMail: ctx.queueMail,
      publicUrl: ctx.config.publicUrl,
      accountEmail: (userId) => findUserEmail(db, userId),
    },
    changed: ctx.changed,
  });
  const hostLinks: HostLinks = {
    upcomingEvents: (userId, today, limit) => hostUpcomingEvents(db, userId, today, limit),
    drafts: (userId, limit) => hostDrafts(db, userId, limit),
    eventCounts: (userId, today) => hostEventCounts(db, userId, today),
    followerTrend: (userId, days) => followerTrend(db, userId, days),
    pendingInvitations: (userId) => pendingInvitationCount(db, userId),
    ownSpace: (userId) => ownSpaceWithStats(db, userId),
  };
  registerHostRoutes(app, { links: hostLinks });
  // What a host's new events start from, checked against the events feature's catalogue.
  registerEventDefaultsRoutes(app, { db, checkFacts: checkedFacts });
  // What guests say of the facilitators whose events they came to (issue 25).
  registerTestimonialRoutes(app, { db, changed: ctx.changed });
  // News from the people you follow: what followed facilitators publish (issue 23).
  registerFollowersNews(ctx);
}

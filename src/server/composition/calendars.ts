import { registerCalendarFeedRoutes } from '../features/calendars/calendar-feeds.routes';
import { eventFeeds } from '../features/events/host-calendar';
import { registerHostCalendarRoute } from '../features/events/host-calendar.routes';
import { getSpaceSummary } from '../features/spaces/spaces.service';
import { londonDate } from '../../shared/events/london-dates';
import { AppError } from '../lib/app-error';
import type { Composition } from './context';

/**
 * Calendar feeds (RFC 5545) that calendars subscribe to (issue 23): a facilitator's and a
 * category's events (the events feature), and a member's private feed (the calendars feature),
 * whose events the events feature writes.
 */
export function registerCalendars(ctx: Composition): void {
  const { app, db, config } = ctx;
  // One keeper of written feeds for the public and the private ones alike.
  const feeds = eventFeeds(db);
  // A facilitator's feed is found by their space's handle (the spaces feature).
  registerHostCalendarRoute(app, {
    db,
    feeds,
    publicUrl: config.publicUrl,
    findHost: (handle) =>
      getSpaceSummary(db, `@${handle}`).then(
        (space) => ({ userId: space.userId, displayName: space.displayName }),
        (error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        },
      ),
  });
  registerCalendarFeedRoutes(app, {
    db,
    publicUrl: config.publicUrl,
    links: {
      memberFeed: (selection, conditions) =>
        feeds(
          {
            scope: { kind: 'member', ...selection },
            name: 'Kindred: your bookings and who you follow',
            today: londonDate(),
            publicUrl: config.publicUrl,
          },
          conditions,
        ),
    },
  });
}

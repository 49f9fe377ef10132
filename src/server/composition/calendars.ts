import { registerHostCalendarRoute } from '../features/events/host-calendar.routes';
import { getSpaceSummary } from '../features/spaces/spaces.service';
import { AppError } from '../lib/app-error';
import type { Composition } from './context';

/** Calendar feeds (RFC 5545) that calendars subscribe to: a facilitator's events (issue 23). */
export function registerCalendars(ctx: Composition): void {
  const { app, db, config } = ctx;
  // A facilitator's feed is found by their space's handle (the spaces feature).
  registerHostCalendarRoute(app, {
    db,
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
}

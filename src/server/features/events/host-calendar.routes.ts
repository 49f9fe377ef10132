import type { FastifyInstance } from 'fastify';
import { londonDate } from '../../../shared/events/london-dates';
import { isValidHandle } from '../../../shared/spaces/handles';
import type { Database } from '../../db/client';
import { sendRevalidated, validated } from '../../lib/revalidated-reply';
import { hostCalendarFeed } from './host-calendar';

/** Who a handle belongs to, for their feed (the spaces feature, through composition/); or null. */
export type FindHost = (handle: string) => Promise<{ userId: string; displayName: string } | null>;

/**
 * GET /@handle/calendar.ics: a facilitator's events as a calendar to subscribe to (issue 23).
 * Public and the same for everyone; a calendar that asks again with the ETag it has gets 304.
 */
export function registerHostCalendarRoute(
  app: FastifyInstance,
  deps: { db: Database; publicUrl: string; findHost: FindHost },
) {
  app.get('/:handle/calendar.ics', async (request, reply) => {
    const { handle } = request.params as { handle: string };
    const name = handle.slice(1).toLowerCase();
    const host = handle.startsWith('@') && isValidHandle(name) ? await deps.findHost(name) : null;
    if (!host)
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No facilitator has the handle ${handle}` });
    const feed = await hostCalendarFeed(deps.db, host, deps.publicUrl, londonDate());
    reply.type('text/calendar; charset=utf-8');
    if (feed.lastModified) reply.header('last-modified', feed.lastModified.toUTCString());
    return sendRevalidated(request, reply, validated(feed.body), 'public');
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { londonDate } from '../../../shared/events/london-dates';
import { isValidHandle } from '../../../shared/spaces/handles';
import type { Database } from '../../db/client';
import {
  findCategoryName,
  type EventFeeds,
  type FeedAnswer,
  type FeedConditions,
  type FeedRequest,
} from './host-calendar';

/** Who a handle belongs to, for their feed (the spaces feature, through composition/); or null. */
export type FindHost = (handle: string) => Promise<{ userId: string; displayName: string } | null>;

/** The validators a calendar sent back, as `eventFeed` reads them. */
export function feedConditions(request: FastifyRequest): FeedConditions {
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  return { ifNoneMatch, ifModifiedSince };
}

/**
 * Sends a feed, or 304 when the calendar's copy is current. `cacheControl` says who may keep it:
 * everyone for a public feed, only the member's own calendar for a private one; either way it
 * is checked with us before each reuse.
 */
export function sendFeed(reply: FastifyReply, answer: FeedAnswer, cacheControl: string) {
  reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('last-modified', answer.lastModified.toUTCString());
  if (answer.notModified) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(answer.body);
}

/** A category as the web addresses it: its id, optionally followed by a hyphen and a slug. */
const CATEGORY_PARAM = /^(\d{1,9})(?:-[a-z0-9-]{0,100})?$/;

/**
 * The public feeds (issue 23), the same for everyone: GET /@handle/calendar.ics, a
 * facilitator's events (hosted or co-hosted, from a month ago on), and
 * GET /categories/:id/calendar.ics, a category's next six months. A calendar that asks again
 * with the ETag or date it has gets 304.
 */
export function registerHostCalendarRoute(
  app: FastifyInstance,
  deps: { db: Database; publicUrl: string; findHost: FindHost; feeds: EventFeeds },
) {
  const answer = (
    reply: FastifyReply,
    request: FastifyRequest,
    feed: Omit<FeedRequest, 'today' | 'publicUrl'>,
  ) =>
    deps
      .feeds({ ...feed, today: londonDate(), publicUrl: deps.publicUrl }, feedConditions(request))
      .then((found) => sendFeed(reply, found, 'public, no-cache'));

  app.get('/:handle/calendar.ics', async (request, reply) => {
    const { handle } = request.params as { handle: string };
    const name = handle.slice(1).toLowerCase();
    const host = handle.startsWith('@') && isValidHandle(name) ? await deps.findHost(name) : null;
    if (!host)
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No facilitator has the handle ${handle}` });
    return answer(reply, request, {
      scope: { kind: 'host', userId: host.userId },
      name: `${host.displayName} on Kindred`,
    });
  });

  app.get('/categories/:category/calendar.ics', async (request, reply) => {
    const { category } = request.params as { category: string };
    const id = CATEGORY_PARAM.exec(category.toLowerCase())?.[1];
    const name = id ? await findCategoryName(deps.db, Number(id)) : null;
    if (!id || name === null)
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such category' });
    return answer(reply, request, {
      scope: { kind: 'category', categoryId: Number(id) },
      name: `${name} on Kindred`,
    });
  });
}

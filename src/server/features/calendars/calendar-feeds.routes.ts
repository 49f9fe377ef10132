import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireUser } from '../../lib/viewer';
import {
  feedOfSecret,
  makeCalendarFeed,
  myCalendarFeed,
  renewCalendarFeed,
  type CalendarLinks,
} from './calendar-feeds.service';

/** A member's feed addresses (issue 23), or null before they make one. */
const calendarFeedAnswerSchema = z.object({
  feed: z.object({ https: z.string(), webcal: z.string() }).nullable(),
});

/**
 * A member's private calendar feed (issue 23): their bookings and the events of the facilitators
 * they follow, at an address holding a secret. The answers that carry the secret are kept by no
 * cache; a wrong or renewed secret is a plain 404 that names no one.
 */
export function registerCalendarFeedRoutes(
  app: FastifyInstance,
  deps: { db: Database; publicUrl: string; links: CalendarLinks },
) {
  const { db, publicUrl, links } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/calendar-feed',
    { schema: { response: { 200: calendarFeedAnswerSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { feed: await myCalendarFeed(db, publicUrl, viewer) };
    },
  );

  r.post(
    '/api/me/calendar-feed',
    { schema: { response: { 200: calendarFeedAnswerSchema, 201: calendarFeedAnswerSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { made, feed } = await makeCalendarFeed(db, publicUrl, viewer);
      reply.header('cache-control', PRIVATE_NO_STORE).status(made ? 201 : 200);
      return { feed };
    },
  );

  r.post(
    '/api/me/calendar-feed/renew',
    { schema: { response: { 200: calendarFeedAnswerSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { feed: await renewCalendarFeed(db, publicUrl, viewer) };
    },
  );

  app.get('/calendar/:secret.ics', async (request, reply) => {
    const { secret } = request.params as { secret: string };
    const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
    const answer = await feedOfSecret(db, links, secret, { ifNoneMatch, ifModifiedSince });
    if (!answer) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'No calendar at this address' });
    }
    // The member's own calendar may keep it and ask again with its validators; no shared cache
    // may, since the address is the only key to it.
    reply
      .header('cache-control', 'private, no-cache')
      .header('referrer-policy', 'no-referrer')
      .header('etag', answer.etag)
      .header('last-modified', answer.lastModified.toUTCString());
    if (answer.notModified) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(answer.body);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventIdParamsSchema } from '../../../../shared/events/event-schemas';
import { orderSchema } from '../../../../shared/tickets/ticket-schemas';
import {
  eventWaitlistSchema,
  freePlaceAnswerSchema,
  joinWaitlistSchema,
  myOrdersQuerySchema,
  myOrdersSchema,
  waitlistParamsSchema,
} from '../../../../shared/tickets/waitlist-schemas';
import type { Database } from '../../../db/client';
import { PRIVATE_NO_STORE } from '../../../lib/private-answers';
import { enforce } from '../../../lib/rate-limiter';
import { requireUser } from '../../../lib/viewer';
import { myBookings } from '../booking/my-bookings';
import type { TicketLinks } from '../tickets.links';
import { askForFreePlace } from './free-place';
import { claimOffer } from './claim-offer';
import { eventWaitlist } from './waitlist-entries';
import { joinWaitlist, leaveWaitlist } from './join-waitlist';

/** Issue 13: waitlists, free places paid forward, and a guest's own bookings. */
export function registerWaitlistRoutes(
  app: FastifyInstance,
  { db, links, ordersPerIp }: { db: Database; links: TicketLinks; ordersPerIp: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Joining and leaving over and over, or asking at every event, is bounded as booking is.
  const limitLines = (userId: string) =>
    enforce(db, [
      { key: `waitlist:user:${userId}`, limit: ordersPerIp * 3, windowSeconds: 60 * 60 },
    ]);

  r.get(
    '/api/events/:id/waitlist',
    { schema: { params: eventIdParamsSchema, response: { 200: eventWaitlistSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return eventWaitlist(db, await request.viewer(), request.params.id);
    },
  );

  r.post(
    '/api/events/:id/waitlist',
    {
      schema: {
        params: eventIdParamsSchema,
        body: joinWaitlistSchema,
        response: { 201: eventWaitlistSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      await limitLines(viewer.userId);
      const waitlist = await joinWaitlist(db, viewer, request.params.id, request.body);
      return reply.status(201).send(waitlist);
    },
  );

  r.delete(
    '/api/waitlist/:id',
    { schema: { params: waitlistParamsSchema, response: { 200: eventWaitlistSchema } } },
    async (request) => leaveWaitlist(db, links, await requireUser(request), request.params.id),
  );

  r.post(
    '/api/waitlist/:id/claim',
    { schema: { params: waitlistParamsSchema, response: { 200: orderSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return claimOffer(db, links, await requireUser(request), request.params.id);
    },
  );

  r.post(
    '/api/events/:id/free-places',
    {
      schema: {
        params: eventIdParamsSchema,
        response: { 200: freePlaceAnswerSchema, 201: freePlaceAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      await limitLines(viewer.userId);
      const answer = await askForFreePlace(db, links, viewer, request.params.id);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return reply.status(answer.order ? 201 : 200).send(answer);
    },
  );

  r.get(
    '/api/orders/mine',
    { schema: { querystring: myOrdersQuerySchema, response: { 200: myOrdersSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return myBookings(db, await requireUser(request), request.query);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParamsSchema } from '../../../../shared/events/event-schemas';
import { text } from '../../../../shared/input-rules';
import {
  createOrderSchema,
  eventTicketsSchema,
  orderSchema,
  ticketingInputSchema,
  ticketingSchema,
} from '../../../../shared/tickets/ticket-schemas';
import type { Database } from '../../../db/client';
import { PRIVATE_NO_STORE } from '../../../lib/private-answers';
import { enforce } from '../../../lib/rate-limiter';
import { idempotencyKeyOf } from '../../../lib/idempotency';
import { requireUser } from '../../../lib/viewer';
import { createOrder } from './create-order';
import { getOrder } from './read-order';
import { cancelAsGuest } from './cancellation';
import { eventTickets } from './event-tickets';
import { getTicketing, saveTicketing } from '../host/ticketing-settings';
import { orderParamsSchema } from '../kernel/order-params';
import type { TicketLinks } from '../tickets.links';

const orderQuerySchema = z.object({ key: text().max(100).optional() });

/** Issue 13: ticket types, and booking places at hosted events. */
export function registerTicketRoutes(
  app: FastifyInstance,
  {
    db,
    links,
    ordersPerIp,
    ordersPerEmail,
  }: { db: Database; links: TicketLinks; ordersPerIp: number; ordersPerEmail: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/events/:id/tickets',
    { schema: { params: eventIdParamsSchema, response: { 200: eventTicketsSchema } } },
    async (request, reply) => {
      // Places left change with every booking: never from a shared cache.
      reply.header('cache-control', 'no-store');
      return eventTickets(db, links, await request.viewer(), request.params.id);
    },
  );

  r.get(
    '/api/events/:id/ticketing',
    { schema: { params: eventIdParamsSchema, response: { 200: ticketingSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return getTicketing(db, links, await requireUser(request), request.params.id);
    },
  );

  r.put(
    '/api/events/:id/ticketing',
    {
      schema: {
        params: eventIdParamsSchema,
        body: ticketingInputSchema,
        response: { 200: ticketingSchema },
      },
    },
    async (request) =>
      saveTicketing(db, links, await requireUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/events/:id/orders',
    {
      schema: {
        params: eventIdParamsSchema,
        body: createOrderSchema,
        response: { 200: orderSchema, 201: orderSchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const clientKey = idempotencyKeyOf(request);
      // Booking holds places: a bot must not hold a whole event. A guest's booking also mails
      // the address it names: from however many addresses, one inbox gets few (issue 21).
      const guestEmail = viewer ? undefined : request.body.email;
      await enforce(db, [
        {
          key: `orders:${viewer ? `user:${viewer.userId}` : `ip:${request.ip}`}`,
          limit: viewer ? ordersPerIp * 3 : ordersPerIp,
          windowSeconds: 60 * 60,
        },
        ...(guestEmail
          ? [{ key: `orders:email:${guestEmail}`, limit: ordersPerEmail, windowSeconds: 60 * 60 }]
          : []),
      ]);
      const { order, created } = await createOrder(
        db,
        links,
        viewer,
        request.params.id,
        request.body,
        clientKey,
      );
      reply.header('cache-control', PRIVATE_NO_STORE);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  r.get(
    '/api/orders/:id',
    {
      schema: {
        params: orderParamsSchema,
        querystring: orderQuerySchema,
        response: { 200: orderSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return getOrder(db, links, await request.viewer(), request.params.id, request.query.key);
    },
  );

  r.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        params: orderParamsSchema,
        body: z.object({ key: text().max(100).optional() }),
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      cancelAsGuest(db, links, await request.viewer(), request.params.id, request.body.key),
  );
}

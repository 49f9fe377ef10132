import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParamsSchema } from '../../../../shared/events/event-schemas';
import {
  attendeeListSchema,
  attendeeMessageResultSchema,
  attendeeMessageSchema,
  attendeeSchema,
  checkInResultSchema,
  checkInSchema,
  hostCancelSchema,
  hostOrdersPageSchema,
  hostOrdersQuerySchema,
  ticketLookupSchema,
  undoCheckInSchema,
} from '../../../../shared/tickets/host-order-schemas';
import { orderSchema } from '../../../../shared/tickets/ticket-schemas';
import { text } from '../../../../shared/input-rules';
import type { Database } from '../../../db/client';
import { PRIVATE_NO_STORE } from '../../../lib/private-answers';
import { requireHost, requireUser } from '../../../lib/viewer';
import { cancelAsHost } from '../booking/cancellation';
import { orderParamsSchema } from '../kernel/order-params';
import { attendeeList, attendeesCsv } from './attendees';
import { checkIn, lookupTicket, undoCheckIn } from './check-in';
import type { HostOrderLinks } from './managed-event';
import { markPaid } from './mark-paid';
import { messageAttendees } from './message-attendees';
import { listHostOrders } from './order-list';

const ticketCodeParamsSchema = z.object({ code: text().max(200) });

/** Issue 13 for hosts: orders, attendees, check-in at the door, and messages to guests. */
export function registerHostOrderRoutes(
  app: FastifyInstance,
  { db, links }: { db: Database; links: HostOrderLinks },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/host/orders',
    { schema: { querystring: hostOrdersQuerySchema, response: { 200: hostOrdersPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return listHostOrders(db, links, await requireHost(request), request.query);
    },
  );

  r.get(
    '/api/events/:id/attendees',
    { schema: { params: eventIdParamsSchema, response: { 200: attendeeListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return attendeeList(db, links, await requireUser(request), request.params.id);
    },
  );

  r.get(
    '/api/events/:id/attendees.csv',
    {
      schema: {
        params: eventIdParamsSchema,
        response: {
          200: {
            description: 'The attendee list as a spreadsheet (CSV, UTF-8)',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await attendeesCsv(db, links, await requireUser(request), request.params.id);
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  r.post(
    '/api/events/:id/check-in',
    {
      schema: {
        params: eventIdParamsSchema,
        body: checkInSchema,
        response: { 200: checkInResultSchema },
      },
    },
    async (request) =>
      checkIn(db, links, await requireUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/events/:id/check-in/undo',
    {
      schema: {
        params: eventIdParamsSchema,
        body: undoCheckInSchema,
        response: { 200: attendeeSchema },
      },
    },
    async (request) =>
      undoCheckIn(db, links, await requireUser(request), request.params.id, request.body.ticketId),
  );

  r.post(
    '/api/events/:id/messages',
    {
      schema: {
        params: eventIdParamsSchema,
        body: attendeeMessageSchema,
        response: { 202: attendeeMessageResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await messageAttendees(
            db,
            links,
            await requireUser(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  r.post(
    '/api/orders/:id/mark-paid',
    { schema: { params: orderParamsSchema, response: { 200: orderSchema } } },
    async (request) => markPaid(db, links, await requireUser(request), request.params.id),
  );

  r.post(
    '/api/orders/:id/host-cancel',
    {
      schema: { params: orderParamsSchema, body: hostCancelSchema, response: { 200: orderSchema } },
    },
    async (request) =>
      cancelAsHost(db, links, await requireUser(request), request.params.id, request.body.refund),
  );

  r.get(
    '/api/tickets/:code',
    { schema: { params: ticketCodeParamsSchema, response: { 200: ticketLookupSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return lookupTicket(db, links, await request.viewer(), request.params.code);
    },
  );
}

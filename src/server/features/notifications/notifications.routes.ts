import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../shared/common-schemas';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
} from '../../../shared/notification-schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../lib/viewer';
import {
  clearNotifications,
  notificationsFor,
  readAllNotifications,
  readNotification,
  removeNotification,
  type InvitationCheck,
} from './notifications.service';

/** Spec 01 §2, §4: the bell's panel and the notifications page, for the signed-in person only. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { db: Database; isPendingFor: InvitationCheck },
) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const done = (description: string) => ({ 204: noContentSchema(description) });

  r.get(
    '/api/notifications',
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) =>
      notificationsFor(db, deps.isPendingFor, await requireUser(request), request.query.limit),
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { response: done('Every notification is read') } },
    async (request, reply) => {
      await readAllNotifications(db, await requireUser(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/notifications/:id/read',
    { schema: { params: notificationParamsSchema, response: done('The notification is read') } },
    async (request, reply) => {
      await readNotification(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/notifications/:id',
    {
      schema: { params: notificationParamsSchema, response: done('The notification is deleted') },
    },
    async (request, reply) => {
      await removeNotification(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/notifications',
    { schema: { response: done("Every one of the caller's notifications is deleted") } },
    async (request, reply) => {
      await clearNotifications(db, await requireUser(request));
      return reply.status(204).send(null);
    },
  );
}

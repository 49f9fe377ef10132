import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../../shared/common-schemas';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
} from '../../../shared/notification-schemas';
import type { KeyedSignal } from '../../lib/keyed-signal';
import { requireUser, viewerAgain } from '../../lib/viewer';
import {
  clearNotifications,
  notificationsFor,
  readAllNotifications,
  readNotification,
  removeNotification,
  unreadCountFor,
  type InvitationCheck,
  type NotificationStore,
} from './notifications.service';
import { createUnreadStreams, heartbeatWithin } from './unread-stream';

/** Spec 01 §2, §4: the bell's panel and the notifications page, for the signed-in person only. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: {
    store: NotificationStore;
    /** Says when a person's notifications changed, in this process or another (`composition/`). */
    changes: Pick<KeyedSignal, 'listen'>;
    isPendingFor: InvitationCheck;
    /** The server drops a connection silent this long; a stream's heartbeat comes sooner. */
    connectionIdleMs: number;
  },
) {
  const { store } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const done = (description: string) => ({ 204: noContentSchema(description) });
  const streams = createUnreadStreams({
    listen: deps.changes.listen,
    countUnread: (userId) => unreadCountFor(store, userId),
    onError: (err) => app.log.warn({ err }, 'a live unread count could not be read'),
    settings: { heartbeatMs: heartbeatWithin(deps.connectionIdleMs) },
  });
  // Open streams never end by themselves; without this the server would wait for them to close.
  app.addHook('preClose', async () => streams.closeAll());

  r.get(
    '/api/notifications',
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) =>
      notificationsFor(store, deps.isPendingFor, await requireUser(request), request.query.limit),
  );

  // Issue 11: the bell's badge updates within seconds, without polling, while the page is open.
  // Untyped on purpose: the answer is a stream, which the zod-typed reply would not take.
  app.get(
    '/api/notifications/stream',
    {
      // Compressing would hold the events back until enough bytes collect.
      compress: false,
      schema: {
        response: {
          200: z
            .string()
            .describe(
              'Server-sent events (text/event-stream): `event: unread` with the unread count as ' +
                'its data, when the stream opens and whenever it may have changed; a comment ' +
                'line every 25 s. The server ends the stream after 10 minutes (EventSource ' +
                'reconnects by itself). 429 when the caller already has 4 streams open.',
            ),
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const stream = streams.open(viewer.userId, async () => {
        const now = await viewerAgain(request);
        return now?.sessionId === viewer.sessionId;
      });
      reply.raw.on('close', stream.close);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // The connection ends with the stream (when the server shuts down or the stream's time
          // is up), rather than lingering as an idle keep-alive one the server must wait out.
          .header('connection', 'close')
          // nginx and similar proxies would otherwise buffer the events.
          .header('x-accel-buffering', 'no')
          .send(stream.body)
      );
    },
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { response: done('Every notification is read') } },
    async (request, reply) => {
      await readAllNotifications(store, await requireUser(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/notifications/:id/read',
    { schema: { params: notificationParamsSchema, response: done('The notification is read') } },
    async (request, reply) => {
      await readNotification(store, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/notifications/:id',
    {
      schema: { params: notificationParamsSchema, response: done('The notification is deleted') },
    },
    async (request, reply) => {
      await removeNotification(store, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/notifications',
    { schema: { response: done("Every one of the caller's notifications is deleted") } },
    async (request, reply) => {
      await clearNotifications(store, await requireUser(request));
      return reply.status(204).send(null);
    },
  );
}

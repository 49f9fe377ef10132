import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelEventSchema,
  eventDetailSchema,
  eventIdParamsSchema,
} from '../../../shared/events/event-schemas';
import { requireUser } from '../../lib/viewer';
import { cancelEvent, endSeries } from './event-cancellation.service';
import type { EventRouteDeps } from './events.routes';

/** The owner calls off one date (or a one-off), or ends a series after a date (issue 23). */
export function registerEventCancellation(app: FastifyInstance, deps: EventRouteDeps) {
  const { db, isCohost, guests } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = () => deps.publicCache.clear();

  // Both the owner's, even one who no longer hosts, as deleting is; both say what the guests
  // are told, and answer the event as it is now.
  const actions = [
    ['/api/events/:id/cancel', cancelEvent],
    ['/api/events/:id/series/end', endSeries],
  ] as const;
  for (const [url, action] of actions)
    r.post(
      url,
      {
        schema: {
          params: eventIdParamsSchema,
          body: cancelEventSchema,
          response: { 200: eventDetailSchema },
        },
      },
      async (request) => {
        const viewer = await requireUser(request);
        const { id } = request.params;
        const event = await action(db, isCohost, viewer, id, request.body.message, guests);
        changed();
        return event;
      },
    );
}

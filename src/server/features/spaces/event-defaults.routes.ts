import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventDefaultsSchema } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireHost } from '../../lib/viewer';
import { eventDefaultsOf, saveEventDefaults, type CheckFacts } from './event-defaults';

/** A host's defaults for new events (issue 25): read by the event form, saved from it. */
export function registerEventDefaultsRoutes(
  app: FastifyInstance,
  { db, checkFacts }: { db: Database; checkFacts: CheckFacts },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/host/event-defaults',
    { schema: { response: { 200: eventDefaultsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return eventDefaultsOf(db, (await requireHost(request)).userId);
    },
  );
  r.put(
    '/api/host/event-defaults',
    {
      bodyLimit: 16 * 1024,
      schema: { body: eventDefaultsSchema, response: { 200: eventDefaultsSchema } },
    },
    async (request) =>
      saveEventDefaults(db, checkFacts, (await requireHost(request)).userId, request.body),
  );
}

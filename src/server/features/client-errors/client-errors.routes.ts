import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { enforce } from '../../lib/rate-limiter';

/**
 * The error boundary promises "This has been logged for our team to investigate": this is
 * where that report lands, in the server log. Bounded in size and rate so it cannot be abused.
 */
export function registerClientErrorRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      bodyLimit: 8 * 1024,
      schema: {
        body: z.object({
          message: z.string().max(1000),
          stack: z.string().max(4000).optional(),
          path: z.string().max(500),
        }),
      },
    },
    async (request, reply) => {
      await enforce(db, [{ key: `client-error:${request.ip}`, limit: 30, windowSeconds: 600 }]);
      const viewer = await request.viewer();
      request.log.warn(
        { clientError: request.body, userId: viewer?.userId ?? null },
        'error reported by the web app',
      );
      return reply.status(204).send();
    },
  );
}

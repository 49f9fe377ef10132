import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../shared/common-schemas';
import { clientErrorSchema } from '../../../shared/client-error-schemas';
import type { Database } from '../../db/client';
import { reportClientError } from './client-errors.service';

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
        body: clientErrorSchema,
        response: { 204: noContentSchema('The report is in the log') },
      },
    },
    async (request, reply) => {
      await reportClientError(db, request.log, request.body, {
        ip: request.ip,
        signedInUserId: async () => (await request.viewer())?.userId ?? null,
      });
      return reply.status(204).send(null);
    },
  );
}

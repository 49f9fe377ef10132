import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { peoplePageSchema, peopleQuerySchema } from '../../../shared/admin-schemas';
import type { Database } from '../../db/client';
import { requireSuperAdmin } from '../../lib/viewer';
import { listPeople } from './admin.service';

/** The super admin's view of people and their roles. */
export function registerAdminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/people',
      { schema: { querystring: peopleQuerySchema, response: { 200: peoplePageSchema } } },
      async (request, reply) => {
        await requireSuperAdmin(request);
        reply.header('cache-control', 'private, no-store');
        return listPeople(db, request.query);
      },
    );
}

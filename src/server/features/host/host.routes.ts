import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostOverviewSchema } from '../../../shared/host-schemas';
import { requireHost } from '../../lib/viewer';
import { hostOverview } from './host.service';

/** The host dashboard's header: who the host is and since when they joined. */
export function registerHostRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/host/overview',
      { schema: { response: { 200: hostOverviewSchema } } },
      async (request, reply) => {
        const viewer = await requireHost(request);
        reply.header('cache-control', 'private, no-store');
        return hostOverview(viewer);
      },
    );
}

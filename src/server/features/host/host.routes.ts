import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostOverviewSchema, hostSpacesSchema } from '../../../shared/host-schemas';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireHost } from '../../lib/viewer';
import { hostOverview, hostSpaces, type HostLinks } from './host.service';

/** The host dashboard's own reads: the overview and the spaces tab. Hosts only, their own data. */
export function registerHostRoutes(app: FastifyInstance, { links }: { links: HostLinks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/host/overview',
    { schema: { response: { 200: hostOverviewSchema } } },
    async (request, reply) => {
      const viewer = await requireHost(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return hostOverview(links, viewer);
    },
  );

  r.get(
    '/api/host/spaces',
    { schema: { response: { 200: hostSpacesSchema } } },
    async (request, reply) => {
      const viewer = await requireHost(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return hostSpaces(links, viewer);
    },
  );
}

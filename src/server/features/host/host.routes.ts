import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost } from '../../lib/viewer';

/** The host dashboard's header: who the host is and since when they joined. Later issues add their figures. */
export function registerHostRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/host/overview',
    {
      schema: {
        response: {
          200: z.object({ firstName: z.string(), lastName: z.string(), memberSince: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { profile } = await requireHost(request);
      reply.header('cache-control', 'private, no-store');
      return {
        firstName: profile.firstName,
        lastName: profile.lastName,
        memberSince: profile.createdAt.toISOString(),
      };
    },
  );
}

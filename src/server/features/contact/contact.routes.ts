import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '../../../shared/contact-schemas';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact-messages';
import { enforce } from '../../lib/rate-limiter';

export function registerContactRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/contact',
      { bodyLimit: 16 * 1024, schema: { body: contactMessageSchema } },
      async (request, reply) => {
        await enforce(db, [{ key: `contact:${request.ip}`, limit: 5, windowSeconds: 60 * 60 }]);
        const viewer = await request.viewer();
        await db
          .insert(contactMessages)
          .values({ ...request.body, userId: viewer?.userId ?? null });
        return reply.status(201).send({ received: true });
      },
    );
}

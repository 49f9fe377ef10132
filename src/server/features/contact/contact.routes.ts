import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactReceivedSchema } from '../../../shared/contact-schemas';
import type { Database } from '../../db/client';
import { receiveContactMessage } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      bodyLimit: 16 * 1024,
      schema: { body: contactMessageSchema, response: { 201: contactReceivedSchema } },
    },
    async (request, reply) => {
      const answer = await receiveContactMessage(db, request.body, {
        ip: request.ip,
        signedInUserId: async () => (await request.viewer())?.userId ?? null,
      });
      return reply.status(201).send(answer);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../shared/common-schemas';
import { eventIdParamsSchema } from '../../../shared/events/event-schemas';
import {
  ownTestimonialSchema,
  replyTestimonialSchema,
  spaceTestimonialsParamsSchema,
  spaceTestimonialsQuerySchema,
  testimonialParamsSchema,
  testimonialSchema,
  testimonialStateSchema,
  testimonialsPageSchema,
  writeTestimonialSchema,
} from '../../../shared/testimonials/testimonial-schemas';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireUser } from '../../lib/viewer';
import {
  deleteTestimonial,
  editTestimonial,
  replyToTestimonial,
  spaceTestimonials,
  testimonialState,
  writeTestimonial,
} from './testimonials.service';

/**
 * Testimonials from real guests (issue 25): a guest writes, edits and deletes their own for an
 * event; the event's facilitator replies once; a space lists the visible ones.
 */
export function registerTestimonialRoutes(
  app: FastifyInstance,
  {
    db,
    changed,
  }: {
    db: Database;
    /** Public content changed: a space's figures and list (ADR 15's anonymous cache lets go). */
    changed: () => void;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body = { bodyLimit: 16 * 1024 };
  const andForget = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    changed();
    return answer;
  };

  r.get(
    '/api/spaces/:id/testimonials',
    {
      schema: {
        params: spaceTestimonialsParamsSchema,
        querystring: spaceTestimonialsQuerySchema,
        response: { 200: testimonialsPageSchema },
      },
    },
    async (request, reply) => {
      // What each may do with them (reply, report) is the viewer's own.
      reply.header('cache-control', PRIVATE_NO_STORE);
      const viewer = await request.viewer();
      return spaceTestimonials(db, viewer?.userId ?? null, request.params.id, request.query.cursor);
    },
  );

  r.get(
    '/api/events/:id/testimonial',
    { schema: { params: eventIdParamsSchema, response: { 200: testimonialStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return testimonialState(db, await requireUser(request), request.params.id);
    },
  );

  r.post(
    '/api/events/:id/testimonials',
    {
      ...body,
      schema: {
        params: eventIdParamsSchema,
        body: writeTestimonialSchema,
        response: { 201: ownTestimonialSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const written = await andForget(
        writeTestimonial(db, viewer, request.params.id, request.body.body),
      );
      return reply.status(201).send(written);
    },
  );

  r.patch(
    '/api/testimonials/:id',
    {
      ...body,
      schema: {
        params: testimonialParamsSchema,
        body: writeTestimonialSchema,
        response: { 200: ownTestimonialSchema },
      },
    },
    async (request) =>
      andForget(
        editTestimonial(db, await requireUser(request), request.params.id, request.body.body),
      ),
  );

  r.delete(
    '/api/testimonials/:id',
    {
      schema: {
        params: testimonialParamsSchema,
        response: { 204: noContentSchema('Deleted') },
      },
    },
    async (request, reply) => {
      await andForget(deleteTestimonial(db, await requireUser(request), request.params.id));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/testimonials/:id/reply',
    {
      ...body,
      schema: {
        params: testimonialParamsSchema,
        body: replyTestimonialSchema,
        response: { 200: testimonialSchema },
      },
    },
    async (request) =>
      andForget(
        replyToTestimonial(db, await requireUser(request), request.params.id, request.body.body),
      ),
  );
}

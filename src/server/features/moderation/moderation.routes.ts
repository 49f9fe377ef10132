import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminEventParamsSchema,
  adminEventSchema,
  adminEventsPageSchema,
  adminEventsQuerySchema,
  createReportSchema,
  dismissReportSchema,
  moderationReasonSchema,
  reportParamsSchema,
  reportReceivedSchema,
  reportSchema,
  reportsPageSchema,
  reportsQuerySchema,
  resolveReportSchema,
} from '../../../shared/moderation-schemas';
import {
  ownTestimonialSchema,
  testimonialParamsSchema,
} from '../../../shared/testimonials/testimonial-schemas';
import type { Database } from '../../db/client';
import { superAdminList } from '../../lib/private-answers';
import { registerReasonedActions } from '../../lib/reasoned-actions';
import { requireSuperAdmin, requireUser } from '../../lib/viewer';
import { createReport, dismissReport, listReports, resolveReport } from './reports.service';
import { listAdminEvents, restoreEvent, unpublishEvent } from './moderation.service';
import { hideTestimonial, restoreTestimonial } from './testimonial-moderation.service';
import { type ModerationLinks } from './moderation-links';

/**
 * Reports from signed-in people, and the super admin's moderation: every event with its state,
 * unpublishing and restoring one, and the queue of reports to resolve or dismiss.
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  { db, links }: { db: Database; links: ModerationLinks },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/reports',
    {
      bodyLimit: 16 * 1024,
      schema: { body: createReportSchema, response: { 201: reportReceivedSchema } },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return reply.status(201).send(await createReport(db, viewer, request.body));
    },
  );

  r.get(
    '/api/admin/events',
    {
      schema: { querystring: adminEventsQuerySchema, response: { 200: adminEventsPageSchema } },
      preHandler: superAdminList,
    },
    async (request) => listAdminEvents(db, request.query),
  );

  // Unpublishing and restoring an event: each with a reason, each answering the event as it is.
  registerReasonedActions(
    app,
    '/api/admin/events',
    { params: adminEventParamsSchema, body: moderationReasonSchema, response: adminEventSchema },
    {
      unpublish: (viewer, id, reason) => unpublishEvent(db, links, viewer, id, reason),
      restore: (viewer, id, reason) => restoreEvent(db, links, viewer, id, reason),
    },
  );

  // Hiding a guest's testimonial from its space and showing it again, each with a reason.
  registerReasonedActions(
    app,
    '/api/admin/testimonials',
    {
      params: testimonialParamsSchema,
      body: moderationReasonSchema,
      response: ownTestimonialSchema,
    },
    {
      hide: (viewer, id, reason) => hideTestimonial(db, links, viewer, id, reason),
      restore: (viewer, id, reason) => restoreTestimonial(db, links, viewer, id, reason),
    },
  );

  r.get(
    '/api/admin/reports',
    {
      schema: { querystring: reportsQuerySchema, response: { 200: reportsPageSchema } },
      preHandler: superAdminList,
    },
    async (request) => listReports(db, request.query),
  );

  r.post(
    '/api/admin/reports/:id/resolve',
    {
      schema: {
        params: reportParamsSchema,
        body: resolveReportSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return resolveReport(db, links, viewer, request.params.id, request.body);
    },
  );

  r.post(
    '/api/admin/reports/:id/dismiss',
    {
      schema: {
        params: reportParamsSchema,
        body: dismissReportSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return dismissReport(db, links, viewer, request.params.id, request.body.note);
    },
  );
}

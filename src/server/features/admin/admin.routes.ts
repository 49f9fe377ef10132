import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  peoplePageSchema,
  peopleQuerySchema,
  personIdParamsSchema,
  personSchema,
  reasonSchema,
  setRoleSchema,
} from '../../../shared/admin-schemas';
import { auditPageSchema, auditQuerySchema } from '../../../shared/audit-log-schemas';
import type { Database } from '../../db/client';
import { listAudit } from '../../lib/audit-log';
import { superAdminList } from '../../lib/private-answers';
import { registerReasonedActions } from '../../lib/reasoned-actions';
import { requireSuperAdmin } from '../../lib/viewer';
import { listPeople, restore, setRole, suspend, type PeopleLinks } from './admin.service';

/** The super admin's view of people and their roles, and the audit log of what admins did. */
export function registerAdminRoutes(
  app: FastifyInstance,
  { db, links }: { db: Database; links: PeopleLinks },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/people',
    {
      schema: { querystring: peopleQuerySchema, response: { 200: peoplePageSchema } },
      preHandler: superAdminList,
    },
    async (request) => listPeople(db, request.query),
  );

  r.post(
    '/api/admin/people/:id/roles',
    {
      schema: {
        params: personIdParamsSchema,
        body: setRoleSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return setRole(db, links, viewer, request.params.id, request.body);
    },
  );

  // Suspending and restoring an account: each with a reason, each answering the person as they are.
  registerReasonedActions(
    app,
    '/api/admin/people',
    { params: personIdParamsSchema, body: reasonSchema, response: personSchema },
    {
      suspend: (viewer, id, reason) => suspend(db, links, viewer, id, reason),
      restore: (viewer, id, reason) => restore(db, links, viewer, id, reason),
    },
  );

  // Read only: no route changes or removes a row of the log (the database refuses it anyway).
  r.get(
    '/api/admin/audit-log',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      preHandler: superAdminList,
    },
    async (request) => listAudit(db, request.query),
  );
}

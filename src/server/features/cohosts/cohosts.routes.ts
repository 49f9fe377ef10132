import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cohostListSchema,
  cohostParamsSchema,
  cohostSchema,
  facilitatorSearchQuerySchema,
  myCollaborationsSchema,
  facilitatorSearchResultSchema,
  invitationAnswerSchema,
  invitationParamsSchema,
  inviteCohostSchema,
} from '../../../shared/cohosts/cohost-schemas';
import { noContentSchema } from '../../../shared/common-schemas';
import { eventIdParamsSchema } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireHost, requireUser } from '../../lib/viewer';
import {
  answerInvitation,
  cohostsOf,
  collaborationsOf,
  inviteCohost,
  removeCohost,
  searchFacilitators,
  type CohostLinks,
} from './cohosts.service';

/** Issue 11: hosts invite other facilitators to co-host their events; the invited answer. */
export function registerCohostRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    links: CohostLinks;
    /** Who hosts an event shows on public pages: a change clears their shared answers. */
    changed: () => void;
  },
) {
  const { db, links, changed } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/facilitators/search',
    {
      schema: {
        querystring: facilitatorSearchQuerySchema,
        response: { 200: facilitatorSearchResultSchema },
      },
    },
    async (request) => {
      const viewer = await requireHost(request);
      return { facilitators: await searchFacilitators(db, viewer, request.query.q) };
    },
  );

  r.get(
    '/api/cohosts/mine',
    { schema: { response: { 200: myCollaborationsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return collaborationsOf(db, await requireHost(request));
    },
  );

  r.get(
    '/api/events/:id/cohosts',
    { schema: { params: eventIdParamsSchema, response: { 200: cohostListSchema } } },
    async (request) => ({
      cohosts: await cohostsOf(db, await requireUser(request), request.params.id),
    }),
  );

  r.post(
    '/api/events/:id/cohosts',
    {
      schema: {
        params: eventIdParamsSchema,
        body: inviteCohostSchema,
        response: { 201: cohostSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireHost(request);
      const cohost = await inviteCohost(db, links, viewer, request.params.id, request.body.spaceId);
      return reply.status(201).send(cohost);
    },
  );

  r.delete(
    '/api/events/:id/cohosts/:collaborationId',
    {
      schema: {
        params: cohostParamsSchema,
        response: { 204: noContentSchema('The invitation is withdrawn, or the co-host removed') },
      },
    },
    async (request, reply) => {
      const { id, collaborationId } = request.params;
      await removeCohost(db, links, await requireUser(request), id, collaborationId);
      changed();
      return reply.status(204).send(null);
    },
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    r.post(
      `/api/cohost-invitations/:collaborationId/${action}`,
      {
        schema: { params: invitationParamsSchema, response: { 200: invitationAnswerSchema } },
      },
      async (request) => {
        const answered = await answerInvitation(
          db,
          links,
          await requireUser(request),
          request.params.collaborationId,
          answer,
        );
        changed();
        return answered;
      },
    );
  }
}

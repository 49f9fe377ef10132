import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireSuperAdmin, type SignedInViewer } from './viewer';

/** A super admin's change to the thing `id`, for a reason; it answers the thing as it now is. */
export type ReasonedAction<Answer> = (
  viewer: SignedInViewer,
  id: string,
  reason: string,
) => Promise<Answer>;

/**
 * A super admin's actions on one kind of thing, each given a reason and each answering the thing
 * as it now is: `POST {base}/:id/{action}` for every action (suspending and restoring an account,
 * unpublishing and restoring an event).
 */
export function registerReasonedActions<Answer extends z.ZodType>(
  app: FastifyInstance,
  base: string,
  schema: {
    params: z.ZodType<{ id: string }>;
    body: z.ZodType<{ reason: string }>;
    response: Answer;
  },
  actions: Record<string, ReasonedAction<z.output<Answer>>>,
) {
  // Typed here by the callers' `actions`; the schemas still validate the request and the answer.
  for (const [action, change] of Object.entries(actions))
    app.post<{ Params: { id: string }; Body: { reason: string } }>(
      `${base}/:id/${action}`,
      { schema: { params: schema.params, body: schema.body, response: { 200: schema.response } } },
      async (request) =>
        change(await requireSuperAdmin(request), request.params.id, request.body.reason),
    );
}

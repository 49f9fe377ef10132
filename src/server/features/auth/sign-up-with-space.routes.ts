import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signUpAnswer, welcomePath } from '../../../shared/auth-schemas';
import { spaceInputSchema } from '../../../shared/spaces/space-schemas';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforce } from '../../lib/rate-limiter';
import { findProfile } from '../profile/profile.repository';
import { isHandleFree, takenHandleError } from '../spaces/spaces.service';
import type { Auth } from './auth';
import { rateLimitRules, validateBody } from './auth.routes';
import { keepPendingSpace } from './pending-space';

const bodySchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  space: spaceInputSchema.nullable().default(null),
});

/**
 * Spec 02 §2: sign-up with "I want to create my space" in one request. The account is used
 * from its confirmation link on (ADR 18), and its space is created then; until that moment the
 * space waits unseen, so the answer is the same whether the address was new or already had
 * an account (whose owner gets a "someone tried to sign up" e-mail instead).
 */
export function registerSignUpWithSpaceRoute(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; limits: RateLimitSettings },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/account/sign-up',
    {
      schema: {
        body: bodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { space, ...fields } = request.body;
      const account = validateBody('/sign-up/email', fields);
      await enforce(deps.db, rateLimitRules('/sign-up/email', request.ip, account, deps.limits));
      // A handle someone already has is refused before anything is made: it says nothing
      // about the e-mail address, and the form shows it as "✗ Already taken".
      if (space?.handle && !(await isHandleFree(deps.db, space.handle)))
        throw takenHandleError('space.handle');
      const headers = new Headers({ 'x-forwarded-for': request.ip });
      if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
      const response = await deps.auth.api.signUpEmail({
        body: { ...(account as z.infer<typeof bodySchema>), callbackURL: welcomePath(!!space) },
        headers,
        asResponse: true,
      });
      const body = (await response.json()) as { user?: { id: string }; message?: string };
      if (!response.ok || !body.user) {
        // Spec 01 §8: the error's message, else "An error occurred during signup".
        throw new AppError('BAD_REQUEST', body.message ?? 'An error occurred during signup');
      }
      // Only a new account has a profile; for an existing address better-auth answered with a
      // stand-in, and nothing is kept.
      if (space && (await findProfile(deps.db, body.user.id))) {
        await keepPendingSpace(deps.db, body.user.id, space);
      }
      return reply.send({ message: signUpAnswer });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spaceInputSchema } from '../../../shared/spaces/space-schemas';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforce } from '../../lib/rate-limiter';
import { findProfile } from '../profile/profile.repository';
import { isHandleFree, saveOwnSpace, takenHandleError } from '../spaces/spaces.service';
import type { Auth } from './auth';
import { rateLimitRules, validateBody } from './auth.routes';

const bodySchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  space: spaceInputSchema.nullable().default(null),
});

/**
 * Spec 02 §2: sign-up with "I want to create my space" creates the account and the space in one
 * request. A handle someone else has is refused before anything is created (the person picks
 * another). If the space fails after the account is made (say the handle was taken in the
 * moment between), the account stays (the person is signed in) and the answer says so, so the
 * page can show 'Failed to create Personal Space. Please try again.'.
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
        response: {
          200: z.object({
            userId: z.string(),
            spaceCreated: z.boolean(),
            spaceError: z.string().nullable(),
            /** The space made, for the welcome: its address and the facilitator's platform fee. */
            space: z.object({ handle: z.string().nullable(), platformFee: z.number() }).nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { space, ...account } = request.body;
      validateBody('/sign-up/email', account);
      await enforce(deps.db, rateLimitRules('/sign-up/email', request.ip, account, deps.limits));
      if (space?.handle && !(await isHandleFree(deps.db, space.handle)))
        throw takenHandleError('space.handle');
      const headers = new Headers({ 'x-forwarded-for': request.ip });
      if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
      const response = await deps.auth.api.signUpEmail({
        body: { ...account, callbackURL: '/' },
        headers,
        asResponse: true,
      });
      const body = (await response.json()) as {
        user?: { id: string; email: string };
        message?: string;
        code?: string;
      };
      if (!response.ok || !body.user) {
        // Spec 01 §8: the error's message, else "An error occurred during signup".
        throw new AppError(
          response.status === 422 ? 'CONFLICT' : 'BAD_REQUEST',
          body.message ?? 'An error occurred during signup',
        );
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      let created: { handle: string | null; platformFee: number } | null = null;
      let spaceError: string | null = null;
      if (space) {
        try {
          const profile = await findProfile(deps.db, body.user.id);
          if (!profile) throw new Error('profile missing after sign-up');
          const saved = await saveOwnSpace(
            deps.db,
            {
              userId: body.user.id,
              email: body.user.email,
              emailVerified: false,
              sessionId: '',
              profile,
              spaceId: null,
            },
            space,
          );
          created = { handle: saved.handle, platformFee: saved.platformFeeOverride };
        } catch (err) {
          request.log.warn({ err }, 'space creation at sign-up failed; the account is kept');
          spaceError = 'Failed to create Personal Space. Please try again.';
        }
      }
      return reply.send({
        userId: body.user.id,
        spaceCreated: created !== null,
        spaceError,
        space: created,
      });
    },
  );
}

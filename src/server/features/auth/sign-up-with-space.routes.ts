import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signUpAnswer, welcomePath } from '../../../shared/auth-schemas';
import { spaceInputSchema } from '../../../shared/spaces/space-schemas';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readFormWithImage } from '../../lib/image-upload';
import { parseJsonField } from '../../lib/json-body';
import { enforce } from '../../lib/rate-limiter';
import { findProfile } from '../profile/profile.repository';
import { isHandleFree, reencodeSpaceAvatar, takenHandleError } from '../spaces/spaces.service';
import type { Auth } from './auth';
import { rateLimitRules, validateBody } from './auth.routes';
import { keepPendingSpace } from './pending-space';

const bodySchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  space: spaceInputSchema.nullable().default(null),
});

/** The file field of the multipart form: the space's image. */
const IMAGE_FIELD = 'image';

/** The image file of each multipart sign-up, read before the body is validated. */
const imageOf = new WeakMap<FastifyRequest, Buffer>();

/**
 * A sign-up with a space image comes as multipart/form-data: the text fields `name`, `email`
 * and `password`, `space` as JSON text, and the file `image`. It becomes the same body a JSON
 * sign-up has, checked by the same schema; the file waits aside.
 */
async function readMultipartSignUp(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const { fields, image } = await readFormWithImage(request, IMAGE_FIELD);
  const { space, ...rest } = fields;
  request.body = { ...rest, space: space === undefined ? null : parseJsonField('space', space) };
  if (image) imageOf.set(request, image);
}

/**
 * Checks and re-encodes the image exactly as a space avatar upload does. A file that is not an
 * image is a mistake in this form's field (its request is a well-formed form), so a 400 that
 * names the field.
 */
async function reencodeSignUpImage(upload: Buffer): Promise<Buffer> {
  try {
    return await reencodeSpaceAvatar(upload);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'UNSUPPORTED_MEDIA_TYPE') throw error;
    throw new AppError('VALIDATION_FAILED', error.message, {
      fieldErrors: { 'space.image': [error.message] },
    });
  }
}

/**
 * Spec 02 §2: sign-up with "I want to create my space" in one request, its image included. The
 * account is used from its confirmation link on (ADR 18), and its space is created then, with
 * the image as its avatar; until that moment the space waits unseen, so the answer is the same
 * whether the address was new or already had an account (whose owner gets a "someone tried to
 * sign up" e-mail instead). The image is checked and re-encoded before the account is made, for
 * every address alike, so neither a refusal nor the time taken tells the two apart.
 */
export function registerSignUpWithSpaceRoute(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; limits: RateLimitSettings },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/account/sign-up',
    {
      preValidation: readMultipartSignUp,
      schema: {
        body: bodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { space, ...fields } = request.body;
      const upload = imageOf.get(request) ?? null;
      const account = validateBody('/sign-up/email', fields);
      await enforce(deps.db, rateLimitRules('/sign-up/email', request.ip, account, deps.limits));
      if (upload && !space)
        throw new AppError('BAD_REQUEST', 'An image is for a personal space: send the space too.');
      // A handle someone already has is refused before anything is made: it says nothing
      // about the e-mail address, and the form shows it as "✗ Already taken".
      if (space?.handle && !(await isHandleFree(deps.db, space.handle)))
        throw takenHandleError('space.handle');
      const image = upload ? await reencodeSignUpImage(upload) : null;
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
      // stand-in, and nothing is kept (its image was re-encoded all the same, then dropped).
      if (space && (await findProfile(deps.db, body.user.id))) {
        await keepPendingSpace(deps.db, body.user.id, space, image);
      }
      return reply.send({ message: signUpAnswer });
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/common-schemas';
import { signUpWithSpaceSchema } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { readFormWithImage } from '../../lib/image-upload';
import { parseJsonField } from '../../lib/json-body';
import { signUpWithSpace, type AccountSignUp } from './sign-up-with-space.service';

/** The file field of the multipart form: the space's image. */
const IMAGE_FIELD = 'image';

/** The image file of each multipart sign-up, read before the body is validated. */
const imageOf = new WeakMap<FastifyRequest, Buffer>();

/**
 * A sign-up with a space image comes as multipart/form-data: the text fields `name`, `email`,
 * `password` and `returnTo`, `space` as JSON text, and the file `image`. It becomes the same
 * body a JSON sign-up has, checked by the same schema; the file waits aside.
 */
async function readMultipartSignUp(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const { fields, image } = await readFormWithImage(request, IMAGE_FIELD);
  const { space, ...rest } = fields;
  request.body = { ...rest, space: space === undefined ? null : parseJsonField('space', space) };
  if (image) imageOf.set(request, image);
}

/** Spec 02 §2: sign-up with "I want to create my space", its image included. */
export function registerSignUpWithSpaceRoute(
  app: FastifyInstance,
  deps: { db: Database; accounts: AccountSignUp },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/account/sign-up',
    {
      preValidation: readMultipartSignUp,
      schema: {
        body: signUpWithSpaceSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { space, returnTo, ...fields } = request.body;
      return signUpWithSpace(deps, {
        fields,
        space,
        returnTo,
        upload: imageOf.get(request) ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    },
  );
}

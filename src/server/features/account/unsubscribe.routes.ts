import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribeParamsSchema } from '../../../shared/account/account-schemas';
import { UNSUBSCRIBED_MESSAGE } from '../../../shared/account/unsubscribe-messages';
import { messageSchema } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { unsubscribeFromFollowedNews } from './unsubscribe';

/**
 * POST /unsubscribe/{userId}/{token}: RFC 8058's one-click unsubscribe. Mail providers post
 * `List-Unsubscribe=One-Click` to the address in the digest's List-Unsubscribe header, as a
 * form (urlencoded or multipart), with no cookie; the unsubscribe page's button posts to it too.
 * The body says nothing the address does not, so it is read and left. A GET of the same address
 * is the web app's page (the shared table of pages), which changes nothing: mail scanners fetch
 * every link they see.
 */
export function registerUnsubscribeRoute(
  app: FastifyInstance,
  { db, secret }: { db: Database; secret: string },
) {
  // Forms are accepted here only: the rest of the app takes JSON and multipart bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/unsubscribe/:userId/:token',
        { schema: { params: unsubscribeParamsSchema, response: { 200: messageSchema } } },
        async (request, reply) => {
          reply.header('cache-control', PRIVATE_NO_STORE);
          await unsubscribeFromFollowedNews(db, secret, request.params);
          return { message: UNSUBSCRIBED_MESSAGE };
        },
      );
  });
}

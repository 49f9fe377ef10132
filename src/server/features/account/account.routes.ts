import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  deleteAccountSchema,
  emailPreferencesSchema,
} from '../../../shared/account/account-schemas';
import { messageSchema } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireUser } from '../../lib/viewer';
import {
  changeEmail,
  deleteAccount,
  getEmailPreferences,
  updateEmailPreferences,
  type AccountLinks,
} from './account.service';

export function registerAccountRoutes(
  app: FastifyInstance,
  { db, links }: { db: Database; links: AccountLinks },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOf = (request: FastifyRequest) => request.headers.cookie ?? '';

  r.get(
    '/api/account/email-preferences',
    { schema: { response: { 200: emailPreferencesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return getEmailPreferences(db, await requireUser(request));
    },
  );

  r.put(
    '/api/account/email-preferences',
    { schema: { body: emailPreferencesSchema, response: { 200: emailPreferencesSchema } } },
    async (request) => updateEmailPreferences(db, await requireUser(request), request.body),
  );

  r.post(
    '/api/account/change-email',
    { schema: { body: changeEmailSchema, response: { 200: messageSchema } } },
    async (request) =>
      changeEmail(links, await requireUser(request), cookieOf(request), request.body),
  );

  r.post(
    '/api/account/delete',
    { schema: { body: deleteAccountSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { message, cookies, logged } = await deleteAccount(
        db,
        links,
        viewer,
        cookieOf(request),
        request.body,
      );
      // The log line beside the account_deletions row: the old account id and numbers only.
      request.log.info(
        { accountDeletion: logged.id, userId: viewer.userId, counts: logged.counts },
        'account deleted',
      );
      reply.header('cache-control', PRIVATE_NO_STORE);
      reply.header('set-cookie', cookies);
      return { message };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { asksForPage } from './error-handler';

/**
 * Whether an address's path carries a NUL byte, sent as it is or as %00. Its query is the
 * routes' to read (a search for "%00" is answered like any other text).
 */
export function hasNul(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.includes('\u0000') || /%00/i.test(path);
}

/**
 * Refuses any address whose path has a NUL byte before a route sees it (issue 21): no page or
 * resource has one, and PostgreSQL refuses one in text, which had turned `GET /f/%00` into a
 * 500. A page address answers 404, anything else 400.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasNul(request.url)) return;
    // A page: no such page, and the app's own 404 says so. The API: what is wrong, in words.
    if (asksForPage(request)) return reply.callNotFound();
    throw new AppError('BAD_REQUEST', 'This address has a character that is not allowed.');
  });
}

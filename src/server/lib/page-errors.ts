import type { FastifyInstance } from 'fastify';
import { documentTitle, ERROR_PAGES } from '../../shared/site-pages';
import { isConnectionError } from '../db/connection-errors';
import { AppError } from './app-error';
import { renderUnlistedHead } from './head-tags';
import { type PageTemplate } from './page-template';

/**
 * The error handler of the server-rendered pages: a browser asked for a page, so it gets the
 * app's HTML (whose own data requests then show what is wrong) rather than a JSON error. A
 * database outage answers 503 with Retry-After, as the API does; anything else is our fault,
 * logged in full, and answers 500. Neither is kept by search engines.
 */
export function setPageErrorHandler(
  pages: FastifyInstance,
  web: { page: PageTemplate; publicUrl: string },
) {
  pages.setErrorHandler((error, request, reply) => {
    const outage =
      isConnectionError(error) ||
      (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE');
    if (outage) reply.header('retry-after', '1');
    else request.log.error({ err: error }, 'a page could not be made');
    const head = outage ? ERROR_PAGES.unavailable : ERROR_PAGES.error;
    return reply
      .status(outage ? 503 : 500)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderUnlistedHead(web.page, {
          title: documentTitle(head.title),
          description: head.description,
          canonicalUrl: `${web.publicUrl}${request.url.split('?')[0]}`,
        }),
      );
  });
}

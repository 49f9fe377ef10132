import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { documentTitle, NOT_FOUND_PAGES } from '../../shared/site-pages';
import { isConnectionError } from '../db/connection-errors';
import { AppError, serviceUnavailable } from './app-error';
import { renderUnlistedHead } from './head-tags';
import { type PageTemplate } from './page-template';
import { pathWithoutTrailingSlash } from './trailing-slash';

/**
 * The one place errors become responses: 4xx say what is wrong in words for the user,
 * 5xx are logged in full and reveal nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    // A database out of reach is an outage to wait out, not a bug: 503 with Retry-After.
    const error = isConnectionError(caught) ? serviceUnavailable() : caught;
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds)
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.extra.fieldErrors ? { fieldErrors: error.extra.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        // Nested fields are named by their dotted path, e.g. "event.endTime".
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = error.validation[0];
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: first?.message ?? 'The request is not valid.',
        fieldErrors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: error.code ?? 'BAD_REQUEST', message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Only JSON and multipart/form-data requests are accepted.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}

/** Whether a browser is asking for a page: a GET or HEAD outside the API and the uploads. */
export function asksForPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/uploads/')
  );
}

/**
 * Unknown API and upload paths get a JSON 404; any other unknown GET gets the single-page app
 * (when it is served) with a not-found head and HTTP 404, and the app shows its 404 page.
 */
export function registerNotFound(
  app: FastifyInstance,
  web: { page: PageTemplate; publicUrl: string } | null,
) {
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = web !== null && asksForPage(request);
    const withoutSlash = isPageRequest ? pathWithoutTrailingSlash(request.url) : null;
    if (withoutSlash) return reply.redirect(withoutSlash, 301);
    if (!isPageRequest) {
      return reply.status(404).send({
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        renderUnlistedHead(web.page, {
          title: documentTitle(NOT_FOUND_PAGES.page.title),
          description: NOT_FOUND_PAGES.page.description,
          canonicalUrl: `${web.publicUrl}${request.url}`,
        }),
      );
  });
}

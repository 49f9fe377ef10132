import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the OpenAPI document and the browsable docs are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Only the API is documented: pages, uploaded files and the docs themselves are not part of it.
 */
export function isDocumentedRoute(url: string): boolean {
  return (
    url.startsWith('/api/') &&
    url !== OPENAPI_PATH &&
    url !== API_DOCS_PREFIX &&
    !url.startsWith(`${API_DOCS_PREFIX}/`)
  );
}

const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI document, made from the zod schemas every route declares (the same schemas that
 * check its requests and answers), at /api/openapi.json, and Swagger UI at /api/docs. Registered
 * before any route, so that it sees them all. Each route is tagged by its first path segment
 * after /api/ (events, facilitators, profile…).
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kindred API',
        description:
          'The API of Kindred, the events marketplace. Errors answer `{ code, message, fieldErrors? }`; ' +
          'signed-in requests carry the session cookie set by /api/auth.',
        version: '1',
      },
    },
    transform: (document) => {
      if (!isDocumentedRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const transformed = zodToOpenApi(document);
      const tag = document.url.split('/')[2];
      return { ...transformed, schema: { tags: tag ? [tag] : [], ...transformed.schema } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { contentTypeByExtension, type FileStorage } from './file-storage';

/** Serves stored uploads with an exact Content-Type, never one guessed from the bytes. */
export function registerUploadRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }) {
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const extension = key.split('.').pop() ?? '';
    const contentType = contentTypeByExtension[extension];
    const body = contentType ? await storage.get(key) : null;
    if (!body || !contentType) throw new AppError('NOT_FOUND', 'File not found');
    // Keys are never reused (each upload gets a fresh random name), so caching forever is safe.
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(body);
  });
}

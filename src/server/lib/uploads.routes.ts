import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { contentTypeByExtension, type FileStorage } from './file-storage';

/**
 * Every stored file's URL is `/uploads/{key}`. On disk the app serves it, with an exact
 * Content-Type, never one guessed from the bytes; on S3 it sends the browser to the file's
 * public address (S3_PUBLIC_URL), for a day, so a changed S3_PUBLIC_URL is followed soon.
 */
export function registerUploadRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }) {
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const extension = key.split('.').pop() ?? '';
    const contentType = contentTypeByExtension[extension];
    if (storage.publicUrlOf) {
      const location = contentType ? storage.publicUrlOf(key) : null;
      if (!location) throw new AppError('NOT_FOUND', 'File not found');
      return reply.header('cache-control', 'public, max-age=86400').redirect(location, 302);
    }
    const body = contentType ? await storage.get(key) : null;
    if (!body || !contentType) throw new AppError('NOT_FOUND', 'File not found');
    // Keys are never reused (each upload gets a fresh random name), so caching forever is safe.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-type', contentType)
      .header('content-disposition', 'inline')
      .send(body);
  });
}

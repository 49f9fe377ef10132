import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createMissingAreasSchema,
  STORAGE_MESSAGES,
  storageStatusSchema,
} from '../../../shared/storage-schemas';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { superAdminList } from '../../lib/private-answers';
import { createMissingAreas, storageStatus } from './storage.service';

/** Spec 01 §5, §8: only a signed-in super admin creates storage areas, in the spec's words. */
async function requireBucketCreator(request: FastifyRequest) {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', STORAGE_MESSAGES.notSignedIn);
  if (!viewer.profile.isSuperAdmin) throw new AppError('FORBIDDEN', STORAGE_MESSAGES.notAdmin);
  return viewer;
}

/** The super admin's storage panel: the three image areas, and "Create missing". */
export function registerStorageRoutes(
  app: FastifyInstance,
  { storage, checkTimeoutMs }: { storage: FileStorage; checkTimeoutMs?: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = (request: FastifyRequest) => ({
    timeoutMs: checkTimeoutMs,
    warn: (err: unknown, message: string) => request.log.warn({ err }, message),
  });

  r.get(
    '/api/admin/storage',
    { schema: { response: { 200: storageStatusSchema } }, preHandler: superAdminList },
    async (request) => storageStatus(storage, options(request)),
  );

  r.post(
    '/api/admin/storage/create-missing',
    { schema: { response: { 200: createMissingAreasSchema } } },
    async (request) => {
      await requireBucketCreator(request);
      return createMissingAreas(storage, options(request));
    },
  );
}

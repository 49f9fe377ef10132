import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  privilegesSchema,
  profileSchema,
  updateProfileSchema,
  viewerSchema,
} from '../../../shared/profile-schemas';
import { okSchema } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { readImageUpload } from '../../lib/image-upload';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireUser } from '../../lib/viewer';
import {
  endOnboarding,
  removeAvatar,
  replaceAvatar,
  toPrivileges,
  toProfileDto,
  toViewerDto,
  updateProfile,
} from './profile.service';

export function registerProfileRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/me', { schema: { response: { 200: viewerSchema } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return toViewerDto(await request.viewer());
  });

  // Polled every 30 s by the web app (spec 01 §4), so it answers from the session alone.
  r.get(
    '/api/me/privileges',
    { schema: { response: { 200: privilegesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return toPrivileges(await request.viewer());
    },
  );

  r.get('/api/profile', { schema: { response: { 200: profileSchema } } }, async (request) => {
    const viewer = await requireUser(request);
    return toProfileDto(viewer.profile);
  });

  r.patch(
    '/api/profile',
    { schema: { body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      return updateProfile(db, viewer.userId, request.body);
    },
  );

  r.post(
    '/api/profile/avatar',
    { schema: { response: { 200: profileSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      const upload = await readImageUpload(request);
      return replaceAvatar(db, storage, viewer.userId, upload);
    },
  );

  r.delete(
    '/api/profile/avatar',
    { schema: { response: { 200: profileSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      return removeAvatar(db, storage, viewer.userId);
    },
  );

  for (const outcome of ['complete', 'skip'] as const) {
    r.post(
      `/api/onboarding/${outcome}`,
      { schema: { response: { 200: okSchema } } },
      async (request) => endOnboarding(db, await requireUser(request), outcome),
    );
  }
}

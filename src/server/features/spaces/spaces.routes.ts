import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  followStateSchema,
  handleCheckSchema,
  handleParamsSchema,
  ownSpaceSchema,
  publicSpaceSchema,
  spaceInputSchema,
  spaceLookupParamsSchema,
  spaceSchema,
  venueImageUploadSchema,
} from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { readImageUpload } from '../../lib/image-upload';
import type { FileStorage } from '../../lib/file-storage';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { requireUser } from '../../lib/viewer';
import { addVenueImage, removeSpaceAvatar, replaceSpaceAvatar } from './space-images.service';
import {
  checkHandle,
  getOwnSpace,
  getPublicSpace,
  saveOwnSpace,
  type SpaceLinks,
} from './spaces.service';
import { setFollowing, type SpaceMail } from './follows.service';

export function registerSpaceRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    links,
    mail,
    changed,
  }: {
    db: Database;
    storage: FileStorage;
    links: SpaceLinks;
    mail: SpaceMail;
    /** Public content changed: the anonymous cache of pages and lists lets go (ADR 15). */
    changed: () => void;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** What a write answered, once the cache has let go of what it changed. */
  const andForget = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    changed();
    return answer;
  };
  const warn = (err: unknown) => app.log.warn({ err }, 'space lookup failed');

  r.get(
    '/api/facilitators/:id',
    { schema: { params: spaceLookupParamsSchema, response: { 200: publicSpaceSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const viewer = await request.viewer();
      return getPublicSpace(db, links, viewer, request.params.id, warn, mail.publicUrl);
    },
  );

  r.post(
    '/api/facilitators/:id/follow',
    { schema: { params: spaceLookupParamsSchema, response: { 200: followStateSchema } } },
    async (request) =>
      andForget(setFollowing(db, mail, await requireUser(request), request.params.id, true)),
  );

  r.delete(
    '/api/facilitators/:id/follow',
    { schema: { params: spaceLookupParamsSchema, response: { 200: followStateSchema } } },
    async (request) =>
      andForget(setFollowing(db, mail, await requireUser(request), request.params.id, false)),
  );

  r.get(
    '/api/handles/:handle',
    {
      schema: { params: handleParamsSchema, response: { 200: handleCheckSchema } },
    },
    async (request) => checkHandle(db, await request.viewer(), request.params.handle),
  );

  r.get(
    '/api/facilitator-space',
    { schema: { response: { 200: ownSpaceSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { space: await getOwnSpace(db, await requireUser(request)) };
    },
  );

  r.put(
    '/api/facilitator-space',
    { schema: { body: spaceInputSchema, response: { 200: spaceSchema } } },
    async (request) => andForget(saveOwnSpace(db, links, await requireUser(request), request.body)),
  );

  r.post(
    '/api/facilitator-space/avatar',
    { schema: { response: { 200: spaceSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      return andForget(replaceSpaceAvatar(db, storage, viewer, await readImageUpload(request)));
    },
  );

  r.post(
    '/api/facilitator-space/venue-images',
    { schema: { response: { 201: venueImageUploadSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return reply
        .status(201)
        .send(await addVenueImage(db, storage, viewer, await readImageUpload(request)));
    },
  );

  r.delete(
    '/api/facilitator-space/avatar',
    { schema: { response: { 200: spaceSchema } } },
    async (request) => andForget(removeSpaceAvatar(db, storage, await requireUser(request))),
  );
}

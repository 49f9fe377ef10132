import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bannerIdParamsSchema,
  bannerListSchema,
  bannerSchema,
  currentBannerQuerySchema,
  currentBannerSchema,
  saveBannerSchema,
} from '../../../shared/banners/banner-schemas';
import { noContentSchema } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import type { MicroCache } from '../../lib/micro-cache';
import { sendRevalidated, validated, type Validated } from '../../lib/revalidated-reply';
import { superAdminList } from '../../lib/private-answers';
import { requireSuperAdmin } from '../../lib/viewer';
import {
  createBanner,
  currentBanner,
  editBanner,
  listBanners,
  removeBanner,
  setBannerActive,
} from './banners.service';

/**
 * Announcement banners (spec 01 §4, §5): super admins manage them; every page asks for its
 * newest active one. Every change is written in the audit log in its own transaction, and
 * clears the public micro-cache, so the next visitor sees it.
 */
export function registerBannerRoutes(
  app: FastifyInstance,
  deps: { db: Database; publicCache: MicroCache },
) {
  const { db, publicCache } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = () => publicCache.clear();

  r.get(
    '/api/banners/current',
    { schema: { querystring: currentBannerQuerySchema, response: { 200: currentBannerSchema } } },
    async (request, reply) => {
      // The same for everyone, signed in or not, so every page load shares a few seconds of it
      // (ADR 7); a browser keeps it only to revalidate (ADR 15).
      const { page } = request.query;
      const answer = await publicCache.getOrLoad<Validated>(`banner:${page}`, async () =>
        validated(JSON.stringify(await currentBanner(db, page))),
      );
      reply.type('application/json; charset=utf-8');
      return sendRevalidated(request, reply, answer, 'public');
    },
  );

  r.get(
    '/api/admin/banners',
    { schema: { response: { 200: bannerListSchema } }, preHandler: superAdminList },
    async () => ({ banners: await listBanners(db) }),
  );

  r.post(
    '/api/admin/banners',
    { schema: { body: saveBannerSchema, response: { 201: bannerSchema } } },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      const banner = await createBanner(db, viewer, request.body);
      changed();
      return reply.status(201).send(banner);
    },
  );

  r.put(
    '/api/admin/banners/:id',
    {
      schema: {
        params: bannerIdParamsSchema,
        body: saveBannerSchema,
        response: { 200: bannerSchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      const banner = await editBanner(db, viewer, request.params.id, request.body);
      changed();
      return banner;
    },
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.post(
      `/api/admin/banners/:id/${action}`,
      { schema: { params: bannerIdParamsSchema, response: { 200: bannerSchema } } },
      async (request) => {
        const viewer = await requireSuperAdmin(request);
        const banner = await setBannerActive(db, viewer, request.params.id, active);
        changed();
        return banner;
      },
    );
  }

  r.delete(
    '/api/admin/banners/:id',
    {
      schema: {
        params: bannerIdParamsSchema,
        response: { 204: noContentSchema('The banner is deleted') },
      },
    },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      await removeBanner(db, viewer, request.params.id);
      changed();
      return reply.status(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminRoleSchema,
  adminRolesSchema,
  adminServiceSchema,
  adminTagGroupSchema,
  adminTagSchema,
  adminTagsSchema,
  catalogueIdParamsSchema,
  mergeResultSchema,
  mergeSchema,
  moveSchema,
  rolesCatalogueSchema,
  saveCategorySchema,
  saveRoleSchema,
  saveServiceSchema,
  saveTagGroupSchema,
  saveTagSchema,
} from '../../../shared/catalogues/catalogue-schemas';
import { noContentSchema } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import type { MicroCache } from '../../lib/micro-cache';
import { sendRevalidated, validated, type Validated } from '../../lib/revalidated-reply';
import { requireSuperAdmin } from '../../lib/viewer';
import type { CatalogueLinks } from './catalogues.service';
import {
  createCategory,
  editCategory,
  listCategories,
  mergeCategory,
  moveCategory,
  removeCategory,
} from './categories.service';
import {
  adminRolesCatalogue,
  createRole,
  createService,
  moveRole,
  moveService,
  publicRolesCatalogue,
  removeRole,
  removeService,
  renameRole,
  renameService,
} from './roles.service';
import {
  createTag,
  createTagGroup,
  editTag,
  editTagGroup,
  listTags,
  mergeTag,
  removeTag,
  removeTagGroup,
} from './tags.service';

const PRIVATE = 'private, no-store';

const categoryParams = catalogueIdParamsSchema('Category not found');
const tagGroupParams = catalogueIdParamsSchema('Tag group not found');
const tagParams = catalogueIdParamsSchema('Tag not found');
const roleParams = catalogueIdParamsSchema('Role not found');
const serviceParams = catalogueIdParamsSchema('Service not found');

type CatalogueDeps = { db: Database; links: CatalogueLinks; publicCache: MicroCache };

/**
 * The catalogues (issue 12): super admins keep the event categories, the tags in their groups,
 * and the roles and services the space form offers. Every change is one transaction with its
 * audit row, and clears the public answers that show a catalogue (`links.changed`).
 */
export function registerCatalogueRoutes(app: FastifyInstance, deps: CatalogueDeps) {
  registerSpaceFormCatalogue(app, deps);
  registerCategoryRoutes(app, deps);
  registerTagRoutes(app, deps);
  registerRoleRoutes(app, deps);
}

/** The space form's roles and services, for everyone. */
function registerSpaceFormCatalogue(app: FastifyInstance, { db, publicCache }: CatalogueDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Spec 02 §3: the space form's roles and services. The same for everyone, so every form shares
  // a few seconds of one answer (ADR 7), which a browser keeps only to revalidate (ADR 15).
  r.get(
    '/api/catalogue/roles',
    { schema: { response: { 200: rolesCatalogueSchema } } },
    async (request, reply) => {
      const answer = await publicCache.getOrLoad<Validated>('catalogue:roles', async () =>
        validated(JSON.stringify(await publicRolesCatalogue(db))),
      );
      reply.type('application/json; charset=utf-8');
      return sendRevalidated(request, reply, answer, 'public');
    },
  );
}

/** Event categories: list, add, rename, reorder, merge, remove. */
function registerCategoryRoutes(app: FastifyInstance, { db, links }: CatalogueDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/event-categories',
    { schema: { response: { 200: adminCategoryListSchema } } },
    async (request, reply) => {
      await requireSuperAdmin(request);
      reply.header('cache-control', PRIVATE);
      return { categories: await listCategories(db, links) };
    },
  );

  r.post(
    '/api/admin/event-categories',
    { schema: { body: saveCategorySchema, response: { 201: adminCategorySchema } } },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      return reply.status(201).send(await createCategory({ db, links, viewer }, request.body));
    },
  );

  r.put(
    '/api/admin/event-categories/:id',
    {
      schema: {
        params: categoryParams,
        body: saveCategorySchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return editCategory({ db, links, viewer }, request.params.id, request.body);
    },
  );

  r.post(
    '/api/admin/event-categories/:id/move',
    {
      schema: {
        params: categoryParams,
        body: moveSchema,
        response: { 200: adminCategoryListSchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      const { id } = request.params;
      return { categories: await moveCategory({ db, links, viewer }, id, request.body.direction) };
    },
  );

  r.post(
    '/api/admin/event-categories/:id/merge',
    {
      schema: { params: categoryParams, body: mergeSchema, response: { 200: mergeResultSchema } },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return mergeCategory({ db, links, viewer }, request.params.id, request.body.intoId);
    },
  );

  r.delete(
    '/api/admin/event-categories/:id',
    {
      schema: {
        params: categoryParams,
        response: { 204: noContentSchema('The category is deleted') },
      },
    },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      await removeCategory({ db, links, viewer }, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** Tags and their groups. */
function registerTagRoutes(app: FastifyInstance, { db, links }: CatalogueDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/tags',
    { schema: { response: { 200: adminTagsSchema } } },
    async (request, reply) => {
      await requireSuperAdmin(request);
      reply.header('cache-control', PRIVATE);
      return listTags(db, links);
    },
  );

  r.post(
    '/api/admin/tag-groups',
    { schema: { body: saveTagGroupSchema, response: { 201: adminTagGroupSchema } } },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      return reply.status(201).send(await createTagGroup({ db, links, viewer }, request.body.name));
    },
  );

  r.put(
    '/api/admin/tag-groups/:id',
    {
      schema: {
        params: tagGroupParams,
        body: saveTagGroupSchema,
        response: { 200: adminTagGroupSchema.omit({ tags: true }) },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return editTagGroup({ db, links, viewer }, request.params.id, request.body.name);
    },
  );

  r.delete(
    '/api/admin/tag-groups/:id',
    {
      schema: {
        params: tagGroupParams,
        response: { 204: noContentSchema('The tag group is deleted') },
      },
    },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      await removeTagGroup({ db, links, viewer }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/admin/tags',
    { schema: { body: saveTagSchema, response: { 201: adminTagSchema } } },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      return reply.status(201).send(await createTag({ db, links, viewer }, request.body));
    },
  );

  r.put(
    '/api/admin/tags/:id',
    { schema: { params: tagParams, body: saveTagSchema, response: { 200: adminTagSchema } } },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return editTag({ db, links, viewer }, request.params.id, request.body);
    },
  );

  r.post(
    '/api/admin/tags/:id/merge',
    { schema: { params: tagParams, body: mergeSchema, response: { 200: mergeResultSchema } } },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return mergeTag({ db, links, viewer }, request.params.id, request.body.intoId);
    },
  );

  r.delete(
    '/api/admin/tags/:id',
    { schema: { params: tagParams, response: { 204: noContentSchema('The tag is deleted') } } },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      await removeTag({ db, links, viewer }, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** Roles and services the space form offers. */
function registerRoleRoutes(app: FastifyInstance, { db, links }: CatalogueDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/catalogue/roles',
    { schema: { response: { 200: adminRolesSchema } } },
    async (request, reply) => {
      await requireSuperAdmin(request);
      reply.header('cache-control', PRIVATE);
      return { roles: await adminRolesCatalogue(db) };
    },
  );

  r.post(
    '/api/admin/catalogue/roles',
    { schema: { body: saveRoleSchema, response: { 201: adminRoleSchema } } },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      return reply.status(201).send(await createRole({ db, links, viewer }, request.body.name));
    },
  );

  r.put(
    '/api/admin/catalogue/roles/:id',
    { schema: { params: roleParams, body: saveRoleSchema, response: { 200: adminRolesSchema } } },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      return {
        roles: await renameRole({ db, links, viewer }, request.params.id, request.body.name),
      };
    },
  );

  r.post(
    '/api/admin/catalogue/roles/:id/move',
    { schema: { params: roleParams, body: moveSchema, response: { 200: adminRolesSchema } } },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      const { id } = request.params;
      return { roles: await moveRole({ db, links, viewer }, id, request.body.direction) };
    },
  );

  r.delete(
    '/api/admin/catalogue/roles/:id',
    {
      schema: { params: roleParams, response: { 204: noContentSchema('The role is deleted') } },
    },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      await removeRole({ db, links, viewer }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/admin/catalogue/roles/:id/services',
    {
      schema: {
        params: roleParams,
        body: saveServiceSchema,
        response: { 201: adminServiceSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      const { id } = request.params;
      return reply
        .status(201)
        .send(await createService({ db, links, viewer }, id, request.body.name));
    },
  );

  r.put(
    '/api/admin/catalogue/services/:id',
    {
      schema: {
        params: serviceParams,
        body: saveServiceSchema,
        response: { 200: adminRolesSchema },
      },
    },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      const { id } = request.params;
      return { roles: await renameService({ db, links, viewer }, id, request.body.name) };
    },
  );

  r.post(
    '/api/admin/catalogue/services/:id/move',
    { schema: { params: serviceParams, body: moveSchema, response: { 200: adminRolesSchema } } },
    async (request) => {
      const viewer = await requireSuperAdmin(request);
      const { id } = request.params;
      return { roles: await moveService({ db, links, viewer }, id, request.body.direction) };
    },
  );

  r.delete(
    '/api/admin/catalogue/services/:id',
    {
      schema: {
        params: serviceParams,
        response: { 204: noContentSchema('The service is deleted') },
      },
    },
    async (request, reply) => {
      const viewer = await requireSuperAdmin(request);
      await removeService({ db, links, viewer }, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategoryListSchema,
  adminFactListSchema,
  adminFactSchema,
  adminCategorySchema,
  adminRoleSchema,
  adminRolesSchema,
  adminServiceSchema,
  adminTagGroupSchema,
  adminTagSchema,
  adminTagsSchema,
  catalogueIdParamsSchema,
  editFactSchema,
  mergeResultSchema,
  mergeSchema,
  moveSchema,
  rolesCatalogueSchema,
  saveCategorySchema,
  saveFactSchema,
  saveRoleSchema,
  saveServiceSchema,
  saveTagGroupSchema,
  saveTagSchema,
} from '../../../shared/catalogues/catalogue-schemas';
import { noContentSchema } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import type { MicroCache } from '../../lib/micro-cache';
import { sendRevalidated, validated, type Validated } from '../../lib/revalidated-reply';
import { superAdminList } from '../../lib/private-answers';
import { requireSuperAdmin } from '../../lib/viewer';
import type { CatalogueChanger, CatalogueLinks } from './catalogues.service';
import {
  createCategory,
  editCategory,
  listCategories,
  mergeCategory,
  moveCategory,
  removeCategory,
} from './categories.service';
import { createFact, editFact, listFacts, moveFact, removeFact } from './facts.service';
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

const categoryParams = catalogueIdParamsSchema('Category not found');
const tagGroupParams = catalogueIdParamsSchema('Tag group not found');
const tagParams = catalogueIdParamsSchema('Tag not found');
const roleParams = catalogueIdParamsSchema('Role not found');
const serviceParams = catalogueIdParamsSchema('Service not found');
const factParams = catalogueIdParamsSchema('Fact not found');
type CatalogueIdParams = typeof serviceParams;

type CatalogueDeps = { db: Database; links: CatalogueLinks; publicCache: MicroCache };

/**
 * The catalogues (issue 12): super admins keep the event categories, the tags in their groups,
 * the roles and services the space form offers, and what to expect at events (issue 25). Every change is one transaction with its
 * audit row, and clears the public answers that show a catalogue (`links.changed`).
 */
export function registerCatalogueRoutes(app: FastifyInstance, deps: CatalogueDeps) {
  registerSpaceFormCatalogue(app, deps);
  registerCategoryRoutes(app, deps);
  registerTagRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerFactRoutes(app, deps);
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

/**
 * What every catalogue's admin routes start from: the routes, `changer` (who changes the
 * catalogue: the super admin making the request; anyone else is refused before anything is
 * read), and `removeRoute` (deleting one entry).
 */
function superAdminRoutes(app: FastifyInstance, { db, links }: CatalogueDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changer = async (request: FastifyRequest): Promise<CatalogueChanger> => ({
    db,
    links,
    viewer: await requireSuperAdmin(request),
  });
  /** DELETE `path`: removes one entry (a `what`), and answers 204 with no body. */
  const removeRoute = (
    path: string,
    params: CatalogueIdParams,
    what: string,
    remove: (changer: CatalogueChanger, id: number) => Promise<void>,
  ) =>
    r.delete(
      path,
      { schema: { params, response: { 204: noContentSchema(`The ${what} is deleted`) } } },
      async (request, reply) => {
        await remove(await changer(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  return { r, changer, removeRoute };
}

/** Event categories: list, add, rename, reorder, merge, remove. */
function registerCategoryRoutes(app: FastifyInstance, deps: CatalogueDeps) {
  const { db, links } = deps;
  const { r, changer, removeRoute } = superAdminRoutes(app, deps);

  r.get(
    '/api/admin/event-categories',
    { schema: { response: { 200: adminCategoryListSchema } }, preHandler: superAdminList },
    async () => ({ categories: await listCategories(db, links) }),
  );

  r.post(
    '/api/admin/event-categories',
    { schema: { body: saveCategorySchema, response: { 201: adminCategorySchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCategory(await changer(request), request.body)),
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
    async (request) => editCategory(await changer(request), request.params.id, request.body),
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
    async (request) => ({
      categories: await moveCategory(
        await changer(request),
        request.params.id,
        request.body.direction,
      ),
    }),
  );

  r.post(
    '/api/admin/event-categories/:id/merge',
    {
      schema: { params: categoryParams, body: mergeSchema, response: { 200: mergeResultSchema } },
    },
    async (request) =>
      mergeCategory(await changer(request), request.params.id, request.body.intoId),
  );

  removeRoute('/api/admin/event-categories/:id', categoryParams, 'category', removeCategory);
}

/** Tags and their groups. */
function registerTagRoutes(app: FastifyInstance, deps: CatalogueDeps) {
  const { db, links } = deps;
  const { r, changer, removeRoute } = superAdminRoutes(app, deps);

  r.get(
    '/api/admin/tags',
    { schema: { response: { 200: adminTagsSchema } }, preHandler: superAdminList },
    async () => listTags(db, links),
  );

  r.post(
    '/api/admin/tag-groups',
    { schema: { body: saveTagGroupSchema, response: { 201: adminTagGroupSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTagGroup(await changer(request), request.body.name)),
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
    async (request) => editTagGroup(await changer(request), request.params.id, request.body.name),
  );

  removeRoute('/api/admin/tag-groups/:id', tagGroupParams, 'tag group', removeTagGroup);

  r.post(
    '/api/admin/tags',
    { schema: { body: saveTagSchema, response: { 201: adminTagSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTag(await changer(request), request.body)),
  );

  r.put(
    '/api/admin/tags/:id',
    { schema: { params: tagParams, body: saveTagSchema, response: { 200: adminTagSchema } } },
    async (request) => editTag(await changer(request), request.params.id, request.body),
  );

  r.post(
    '/api/admin/tags/:id/merge',
    { schema: { params: tagParams, body: mergeSchema, response: { 200: mergeResultSchema } } },
    async (request) => mergeTag(await changer(request), request.params.id, request.body.intoId),
  );

  removeRoute('/api/admin/tags/:id', tagParams, 'tag', removeTag);
}

/** Roles and services the space form offers. */
function registerRoleRoutes(app: FastifyInstance, deps: CatalogueDeps) {
  const { r, changer, removeRoute } = superAdminRoutes(app, deps);

  r.get(
    '/api/admin/catalogue/roles',
    { schema: { response: { 200: adminRolesSchema } }, preHandler: superAdminList },
    async () => ({ roles: await adminRolesCatalogue(deps.db) }),
  );

  r.post(
    '/api/admin/catalogue/roles',
    { schema: { body: saveRoleSchema, response: { 201: adminRoleSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createRole(await changer(request), request.body.name)),
  );

  r.put(
    '/api/admin/catalogue/roles/:id',
    { schema: { params: roleParams, body: saveRoleSchema, response: { 200: adminRolesSchema } } },
    async (request) => ({
      roles: await renameRole(await changer(request), request.params.id, request.body.name),
    }),
  );

  r.post(
    '/api/admin/catalogue/roles/:id/move',
    { schema: { params: roleParams, body: moveSchema, response: { 200: adminRolesSchema } } },
    async (request) => ({
      roles: await moveRole(await changer(request), request.params.id, request.body.direction),
    }),
  );

  removeRoute('/api/admin/catalogue/roles/:id', roleParams, 'role', removeRole);

  r.post(
    '/api/admin/catalogue/roles/:id/services',
    {
      schema: {
        params: roleParams,
        body: saveServiceSchema,
        response: { 201: adminServiceSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createService(await changer(request), request.params.id, request.body.name)),
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
    async (request) => ({
      roles: await renameService(await changer(request), request.params.id, request.body.name),
    }),
  );

  r.post(
    '/api/admin/catalogue/services/:id/move',
    { schema: { params: serviceParams, body: moveSchema, response: { 200: adminRolesSchema } } },
    async (request) => ({
      roles: await moveService(await changer(request), request.params.id, request.body.direction),
    }),
  );

  removeRoute('/api/admin/catalogue/services/:id', serviceParams, 'service', removeService);
}

/** What to expect at events: list, add, edit (name and icon), reorder within a kind, remove. */
function registerFactRoutes(app: FastifyInstance, deps: CatalogueDeps) {
  const { db, links } = deps;
  const { r, changer, removeRoute } = superAdminRoutes(app, deps);

  r.get(
    '/api/admin/event-facts',
    { schema: { response: { 200: adminFactListSchema } }, preHandler: superAdminList },
    async () => ({ facts: await listFacts(db, links) }),
  );

  r.post(
    '/api/admin/event-facts',
    { schema: { body: saveFactSchema, response: { 201: adminFactSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createFact(await changer(request), request.body)),
  );

  r.put(
    '/api/admin/event-facts/:id',
    { schema: { params: factParams, body: editFactSchema, response: { 200: adminFactSchema } } },
    async (request) => editFact(await changer(request), request.params.id, request.body),
  );

  r.post(
    '/api/admin/event-facts/:id/move',
    { schema: { params: factParams, body: moveSchema, response: { 200: adminFactListSchema } } },
    async (request) => ({
      facts: await moveFact(await changer(request), request.params.id, request.body.direction),
    }),
  );

  removeRoute('/api/admin/event-facts/:id', factParams, 'fact', removeFact);
}

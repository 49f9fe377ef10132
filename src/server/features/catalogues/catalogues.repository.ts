import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { factKindRankSql } from '../../db/fact-order';
import { catalogueRoles, catalogueServices } from '../../db/schema/catalogues';
import { eventCategories, eventFacts, tagGroups, tags } from '../../db/schema/events';

export type CategoryRow = typeof eventCategories.$inferSelect;
export type TagGroupRow = typeof tagGroups.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type RoleRow = typeof catalogueRoles.$inferSelect;
export type ServiceRow = typeof catalogueServices.$inferSelect;
export type FactRow = typeof eventFacts.$inferSelect;

/** The catalogues each have a lock, so super admins' changes to one run one after another. */
export type CatalogueLock = 'categories' | 'tags' | 'roles' | 'facts';
const LOCK_KEYS: Record<CatalogueLock, number> = {
  categories: 1_612_001,
  tags: 1_612_002,
  roles: 1_612_003,
  facts: 1_612_004,
};

/**
 * Holds the catalogue's lock until the end of the transaction `tx`: a second change waits, then
 * sees the first one (a name taken meanwhile, an order already changed).
 */
export async function lockCatalogue(tx: Database, which: CatalogueLock): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS[which]})`);
}

/** Another row of `table` whose name is `name` whatever the case, optionally within `scope`. */
async function nameTaken(
  db: Database,
  table: PgTable & { id: PgColumn; name: PgColumn },
  name: string,
  exceptId: number | null,
  scope?: SQL,
): Promise<boolean> {
  const conditions = [sql`lower(${table.name}) = lower(${name})`];
  if (exceptId !== null) conditions.push(ne(table.id, exceptId));
  if (scope) conditions.push(scope);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

// ---- Event categories ----

/** Every category in its public order: `sort_order`, then name. */
export function findCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(eventCategories)
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.name), asc(eventCategories.id));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.id, id));
  return row;
}

export const categoryNameTaken = (db: Database, name: string, exceptId: number | null = null) =>
  nameTaken(db, eventCategories, name, exceptId);

export async function insertCategory(
  db: Database,
  fields: { name: string; color: string },
): Promise<CategoryRow> {
  const [row] = await db
    .insert(eventCategories)
    .values({
      ...fields,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from event_categories)`,
    })
    .returning();
  return row!;
}

export async function updateCategory(
  db: Database,
  id: number,
  fields: Partial<{ name: string; color: string; sortOrder: number }>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(eventCategories)
    .set(fields)
    .where(eq(eventCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Database, id: number): Promise<void> {
  await db.delete(eventCategories).where(eq(eventCategories.id, id));
}

// ---- Tags and tag groups ----

export function findTagGroups(db: Database): Promise<TagGroupRow[]> {
  return db.select().from(tagGroups).orderBy(asc(tagGroups.name), asc(tagGroups.id));
}

export async function findTagGroup(db: Database, id: number): Promise<TagGroupRow | undefined> {
  const [row] = await db.select().from(tagGroups).where(eq(tagGroups.id, id));
  return row;
}

export const tagGroupNameTaken = (db: Database, name: string, exceptId: number | null = null) =>
  nameTaken(db, tagGroups, name, exceptId);

export async function insertTagGroup(db: Database, name: string): Promise<TagGroupRow> {
  const [row] = await db.insert(tagGroups).values({ name }).returning();
  return row!;
}

export async function renameTagGroup(db: Database, id: number, name: string): Promise<TagGroupRow> {
  const [row] = await db.update(tagGroups).set({ name }).where(eq(tagGroups.id, id)).returning();
  return row!;
}

export async function deleteTagGroup(db: Database, id: number): Promise<void> {
  await db.delete(tagGroups).where(eq(tagGroups.id, id));
}

export function findTags(db: Database): Promise<TagRow[]> {
  return db.select().from(tags).orderBy(asc(tags.name), asc(tags.id));
}

export async function findTag(db: Database, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  return row;
}

export async function countTagsInGroup(db: Database, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tags)
    .where(eq(tags.tagGroupId, groupId));
  return Number(row?.n ?? 0);
}

export const tagNameTaken = (db: Database, name: string, exceptId: number | null = null) =>
  nameTaken(db, tags, name, exceptId);

export async function insertTag(
  db: Database,
  fields: { name: string; tagGroupId: number | null },
): Promise<TagRow> {
  const [row] = await db.insert(tags).values(fields).returning();
  return row!;
}

export async function updateTag(
  db: Database,
  id: number,
  fields: { name: string; tagGroupId: number | null },
): Promise<TagRow> {
  const [row] = await db.update(tags).set(fields).where(eq(tags.id, id)).returning();
  return row!;
}

export async function deleteTag(db: Database, id: number): Promise<void> {
  await db.delete(tags).where(eq(tags.id, id));
}

// ---- What to expect (issue 25) ----

/** Every fact, by kind (in FACT_KINDS' order), then `sort_order`. */
export function findFactRows(db: Database): Promise<FactRow[]> {
  return db
    .select()
    .from(eventFacts)
    .orderBy(factKindRankSql(eventFacts.kind), asc(eventFacts.sortOrder), asc(eventFacts.id));
}

export async function findFactRow(db: Database, id: number): Promise<FactRow | undefined> {
  const [row] = await db.select().from(eventFacts).where(eq(eventFacts.id, id));
  return row;
}

export const factNameTaken = (db: Database, name: string, exceptId: number | null = null) =>
  nameTaken(db, eventFacts, name, exceptId);

/** A new fact, last of its kind. */
export async function insertFact(
  db: Database,
  fields: Pick<FactRow, 'kind' | 'name' | 'icon'>,
): Promise<FactRow> {
  const [row] = await db
    .insert(eventFacts)
    .values({
      ...fields,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from event_facts
                      where kind = ${fields.kind})`,
    })
    .returning();
  return row!;
}

export async function updateFact(
  db: Database,
  id: number,
  fields: Partial<Pick<FactRow, 'name' | 'icon' | 'sortOrder'>>,
): Promise<FactRow> {
  const [row] = await db.update(eventFacts).set(fields).where(eq(eventFacts.id, id)).returning();
  return row!;
}

export async function deleteFact(db: Database, id: number): Promise<void> {
  await db.delete(eventFacts).where(eq(eventFacts.id, id));
}

// ---- Roles and services ----

export function findRoles(db: Database): Promise<RoleRow[]> {
  return db
    .select()
    .from(catalogueRoles)
    .orderBy(asc(catalogueRoles.sortOrder), asc(catalogueRoles.id));
}

export function findServices(db: Database, roleId?: number): Promise<ServiceRow[]> {
  return db
    .select()
    .from(catalogueServices)
    .where(roleId === undefined ? undefined : eq(catalogueServices.roleId, roleId))
    .orderBy(asc(catalogueServices.sortOrder), asc(catalogueServices.id));
}

export async function findRole(db: Database, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(catalogueRoles).where(eq(catalogueRoles.id, id));
  return row;
}

export async function findService(db: Database, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(catalogueServices).where(eq(catalogueServices.id, id));
  return row;
}

export const roleNameTaken = (db: Database, name: string, exceptId: number | null = null) =>
  nameTaken(db, catalogueRoles, name, exceptId);

export const serviceNameTaken = (
  db: Database,
  roleId: number,
  name: string,
  exceptId: number | null = null,
) => nameTaken(db, catalogueServices, name, exceptId, eq(catalogueServices.roleId, roleId));

export async function insertRole(db: Database, name: string): Promise<RoleRow> {
  const [row] = await db
    .insert(catalogueRoles)
    .values({
      name,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from catalogue_roles)`,
    })
    .returning();
  return row!;
}

export async function updateRole(
  db: Database,
  id: number,
  fields: Partial<{ name: string; sortOrder: number }>,
): Promise<RoleRow> {
  const [row] = await db
    .update(catalogueRoles)
    .set(fields)
    .where(eq(catalogueRoles.id, id))
    .returning();
  return row!;
}

export async function deleteRole(db: Database, id: number): Promise<void> {
  await db.delete(catalogueRoles).where(eq(catalogueRoles.id, id));
}

export async function insertService(
  db: Database,
  roleId: number,
  name: string,
): Promise<ServiceRow> {
  const [row] = await db
    .insert(catalogueServices)
    .values({
      roleId,
      name,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from catalogue_services
                      where role_id = ${roleId})`,
    })
    .returning();
  return row!;
}

export async function updateService(
  db: Database,
  id: number,
  fields: Partial<{ name: string; sortOrder: number }>,
): Promise<ServiceRow> {
  const [row] = await db
    .update(catalogueServices)
    .set(fields)
    .where(eq(catalogueServices.id, id))
    .returning();
  return row!;
}

export async function deleteService(db: Database, id: number): Promise<void> {
  await db.delete(catalogueServices).where(eq(catalogueServices.id, id));
}

import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Spec 02 §3: the roles and services the personal space form offers, labels and not
 * permissions. Super admins edit it (features/catalogues); a space keeps the names its host
 * chose, so renaming or deleting here changes no space. Seeded in migration 0016 with the
 * eleven default roles.
 */
export const catalogueRoles = pgTable(
  'catalogue_roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('catalogue_roles_name_ci_idx').on(sql`lower(${t.name})`)],
);

export const catalogueServices = pgTable(
  'catalogue_services',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => catalogueRoles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('catalogue_services_name_ci_idx').on(t.roleId, sql`lower(${t.name})`)],
);

export type CatalogueRoleRow = typeof catalogueRoles.$inferSelect;
export type CatalogueServiceRow = typeof catalogueServices.$inferSelect;

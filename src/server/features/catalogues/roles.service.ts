import type {
  AdminRole,
  MoveDirection,
  RolesCatalogue,
} from '../../../shared/catalogues/catalogue-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteRole,
  deleteService,
  findRole,
  findRoles,
  findService,
  findServices,
  insertRole,
  insertService,
  roleNameTaken,
  serviceNameTaken,
  updateRole,
  updateService,
  type RoleRow,
  type ServiceRow,
} from './catalogues.repository';
import {
  alreadyExists,
  changeCatalogue,
  moveEntry,
  nameTaken,
  renameEntry,
  type CatalogueChanger,
  type CatalogueLinks,
} from './catalogues.service';

/**
 * Spec 02 §3: the roles and services the personal space form offers. Labels, not permissions:
 * a space keeps the names its host chose, so nothing here rewrites a space.
 */

const roleNotFound = () => new AppError('NOT_FOUND', 'Role not found');
const serviceNotFound = () => new AppError('NOT_FOUND', 'Service not found');
const roleTaken = (name: string) => alreadyExists('role', name);
const serviceTaken = (role: string, name: string) =>
  nameTaken(`“${role}” already has a service called “${name}”.`);

const roleTarget = (row: RoleRow) => ({
  type: 'catalogue_role' as const,
  id: String(row.id),
  label: row.name,
});
const serviceTarget = (row: ServiceRow, role: RoleRow) => ({
  type: 'catalogue_service' as const,
  id: String(row.id),
  label: `${row.name} (${role.name})`,
});

type Links = Pick<CatalogueLinks, 'changed'>;

/** The catalogue with ids, in order, for the super admin. */
export async function adminRolesCatalogue(db: Database): Promise<AdminRole[]> {
  const [roles, services] = await Promise.all([findRoles(db), findServices(db)]);
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    services: services.filter((s) => s.roleId === role.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

/** The catalogue as the space form offers it: names in order. */
export async function publicRolesCatalogue(db: Database): Promise<RolesCatalogue> {
  const roles = await adminRolesCatalogue(db);
  return {
    roles: roles.map((role) => ({ name: role.name, services: role.services.map((s) => s.name) })),
  };
}

async function positionOfRole(db: Database, id: number): Promise<number> {
  return (await findRoles(db)).findIndex((row) => row.id === id) + 1;
}

export async function createRole(
  { db, links, viewer }: CatalogueChanger<Links>,
  name: string,
): Promise<AdminRole> {
  return changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    if (await roleNameTaken(tx, name)) throw roleTaken(name);
    const row = await insertRole(tx, name);
    await audit({
      action: 'catalogue_role.created',
      target: roleTarget(row),
      before: null,
      after: { name: row.name, position: await positionOfRole(tx, row.id) },
    });
    return { id: row.id, name: row.name, services: [] };
  });
}

/** Renames a role in the catalogue; spaces that chose it keep the name they chose. */
export async function renameRole(
  { db, links, viewer }: CatalogueChanger<Links>,
  id: number,
  name: string,
): Promise<AdminRole[]> {
  await changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const before = await findRole(tx, id);
    if (!before) throw roleNotFound();
    if (await roleNameTaken(tx, name, id)) throw roleTaken(name);
    const save = () => updateRole(tx, id, { name });
    await renameEntry(audit, 'catalogue_role.renamed', before, name, save, roleTarget);
  });
  return adminRolesCatalogue(db);
}

export async function moveRole(
  { db, links, viewer }: CatalogueChanger<Links>,
  id: number,
  direction: MoveDirection,
): Promise<AdminRole[]> {
  await changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const rows = await findRoles(tx);
    const row = rows.find((r) => r.id === id);
    if (!row) throw roleNotFound();
    await moveEntry(
      audit,
      'catalogue_role.moved',
      roleTarget(row),
      rows,
      id,
      direction,
      (rowId, sortOrder) => updateRole(tx, rowId, { sortOrder }),
    );
  });
  return adminRolesCatalogue(db);
}

/** Deletes a role and its services from the catalogue; spaces that chose it keep it. */
export async function removeRole(
  { db, links, viewer }: CatalogueChanger<Links>,
  id: number,
): Promise<void> {
  await changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const row = await findRole(tx, id);
    if (!row) throw roleNotFound();
    const services = await findServices(tx, id);
    const position = await positionOfRole(tx, id);
    await deleteRole(tx, id);
    await audit({
      action: 'catalogue_role.deleted',
      target: roleTarget(row),
      before: { name: row.name, position, services: services.map((s) => s.name) },
      after: null,
    });
  });
}

export async function createService(
  { db, links, viewer }: CatalogueChanger<Links>,
  roleId: number,
  name: string,
): Promise<{ id: number; name: string }> {
  return changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const role = await findRole(tx, roleId);
    if (!role) throw roleNotFound();
    if (await serviceNameTaken(tx, roleId, name)) throw serviceTaken(role.name, name);
    const row = await insertService(tx, roleId, name);
    await audit({
      action: 'catalogue_service.created',
      target: serviceTarget(row, role),
      before: null,
      after: { name: row.name, role: role.name },
    });
    return { id: row.id, name: row.name };
  });
}

/** A service and the role it belongs to, or 404. */
async function serviceWithRole(tx: Database, id: number) {
  const service = await findService(tx, id);
  const role = service && (await findRole(tx, service.roleId));
  if (!service || !role) throw serviceNotFound();
  return { service, role };
}

export async function renameService(
  { db, links, viewer }: CatalogueChanger<Links>,
  id: number,
  name: string,
): Promise<AdminRole[]> {
  await changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const { service, role } = await serviceWithRole(tx, id);
    if (await serviceNameTaken(tx, role.id, name, id)) throw serviceTaken(role.name, name);
    const save = () => updateService(tx, id, { name });
    const target = (row: ServiceRow) => serviceTarget(row, role);
    await renameEntry(audit, 'catalogue_service.renamed', service, name, save, target);
  });
  return adminRolesCatalogue(db);
}

export async function moveService(
  { db, links, viewer }: CatalogueChanger<Links>,
  id: number,
  direction: MoveDirection,
): Promise<AdminRole[]> {
  await changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const { service, role } = await serviceWithRole(tx, id);
    const rows = await findServices(tx, role.id);
    await moveEntry(
      audit,
      'catalogue_service.moved',
      serviceTarget(service, role),
      rows,
      id,
      direction,
      (rowId, sortOrder) => updateService(tx, rowId, { sortOrder }),
    );
  });
  return adminRolesCatalogue(db);
}

export async function removeService(
  { db, links, viewer }: CatalogueChanger<Links>,
  id: number,
): Promise<void> {
  await changeCatalogue(db, links, viewer, 'roles', async (tx, audit) => {
    const { service, role } = await serviceWithRole(tx, id);
    await deleteService(tx, id);
    await audit({
      action: 'catalogue_service.deleted',
      target: serviceTarget(service, role),
      before: { name: service.name, role: role.name },
      after: null,
    });
  });
}

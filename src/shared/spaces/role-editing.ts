/**
 * Spec 02 §4, §5, §8: editing the roles and services catalogue held by the form. Each change
 * returns the new state and the toast to show, or an error message and no change.
 */
export type RoleCatalogue = Record<string, string[]>;
export type RoleSelection = { roles: string[]; services: Record<string, string[]> };
type Result<T> = { ok: true; value: T; message: string } | { ok: false; error: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const exists = (list: string[], name: string) => list.some((item) => same(item, name));
const failed = (error: string) => ({ ok: false as const, error });

/** Why a change cannot touch `role`: it is not in the catalogue. */
const unknownRole = (catalogue: RoleCatalogue, role: string) =>
  role in catalogue ? null : failed(`Role "${role}" does not exist`);

/**
 * The trimmed name a role or service is added or renamed to, or why it cannot be: it is empty,
 * or `taken` holds it already (`clash` says so), unless a rename only changes `from`'s case.
 */
function newName(
  what: 'role' | 'service',
  name: string,
  taken: string[],
  clash: (name: string) => string,
  from?: string,
) {
  const next = name.trim();
  if (!next) return failed(`Please enter a ${what} name`);
  if (!(from !== undefined && same(from, next)) && exists(taken, next)) return failed(clash(next));
  return { ok: true as const, name: next };
}

const roleClash = (role: string) => `Role "${role}" already exists`;
const serviceClash = (role: string) => (service: string) =>
  `Service "${service}" already exists for role "${role}"`;

export function addRole(catalogue: RoleCatalogue, name: string): Result<RoleCatalogue> {
  const role = newName('role', name, Object.keys(catalogue), roleClash);
  if (!role.ok) return role;
  return {
    ok: true,
    value: { ...catalogue, [role.name]: [] },
    message: `Role "${role.name}" added successfully`,
  };
}

export function renameRole(
  catalogue: RoleCatalogue,
  from: string,
  to: string,
): Result<RoleCatalogue> {
  const next =
    unknownRole(catalogue, from) ?? newName('role', to, Object.keys(catalogue), roleClash, from);
  if (!next.ok) return next;
  const value: RoleCatalogue = {};
  for (const [role, services] of Object.entries(catalogue))
    value[role === from ? next.name : role] = services;
  return { ok: true, value, message: `Role "${from}" updated to "${next.name}"` };
}

export function deleteRole(catalogue: RoleCatalogue, name: string): Result<RoleCatalogue> {
  const unknown = unknownRole(catalogue, name);
  if (unknown) return unknown;
  const { [name]: _removed, ...rest } = catalogue;
  return { ok: true, value: rest, message: `Role "${name}" deleted successfully` };
}

export function addService(
  catalogue: RoleCatalogue,
  role: string,
  name: string,
): Result<RoleCatalogue> {
  const service =
    unknownRole(catalogue, role) ?? newName('service', name, catalogue[role]!, serviceClash(role));
  if (!service.ok) return service;
  return {
    ok: true,
    value: { ...catalogue, [role]: [...catalogue[role]!, service.name] },
    message: `Service "${service.name}" added to "${role}" successfully`,
  };
}

export function renameService(
  catalogue: RoleCatalogue,
  role: string,
  from: string,
  to: string,
): Result<RoleCatalogue> {
  const next =
    unknownRole(catalogue, role) ??
    newName('service', to, catalogue[role]!, serviceClash(role), from);
  if (!next.ok) return next;
  return {
    ok: true,
    value: { ...catalogue, [role]: catalogue[role]!.map((s) => (s === from ? next.name : s)) },
    message: `Service "${from}" updated to "${next.name}" successfully`,
  };
}

export function deleteService(
  catalogue: RoleCatalogue,
  role: string,
  name: string,
): Result<RoleCatalogue> {
  const unknown = unknownRole(catalogue, role);
  if (unknown) return unknown;
  return {
    ok: true,
    value: { ...catalogue, [role]: catalogue[role]!.filter((s) => s !== name) },
    message: `Service "${name}" deleted from "${role}" successfully`,
  };
}

/** Selecting or deselecting a role; deselecting drops the services chosen under it. */
export function toggleRole(selection: RoleSelection, role: string): RoleSelection {
  if (selection.roles.includes(role)) {
    const { [role]: _dropped, ...services } = selection.services;
    return { roles: selection.roles.filter((r) => r !== role), services };
  }
  return { roles: [...selection.roles, role], services: selection.services };
}

export function toggleService(
  selection: RoleSelection,
  role: string,
  service: string,
): RoleSelection {
  const current = selection.services[role] ?? [];
  const next = current.includes(service)
    ? current.filter((s) => s !== service)
    : [...current, service];
  return { ...selection, services: { ...selection.services, [role]: next } };
}

/**
 * The selection once a service was renamed to `to` in the catalogue, or deleted (`to` null): a
 * ticked service keeps its tick under its new name, or loses it, so the saved space follows
 * what the picker shows (issue 21).
 */
export function selectionAfterServiceChange(
  selection: RoleSelection,
  role: string,
  from: string,
  to: string | null,
): RoleSelection {
  const current = selection.services[role];
  if (!current?.includes(from)) return selection;
  const next =
    to === null
      ? current.filter((s) => s !== from)
      : current.map((s) => (s === from ? to.trim() : s));
  return { ...selection, services: { ...selection.services, [role]: next } };
}

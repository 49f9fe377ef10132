/**
 * Spec 02 §4, §5, §8: editing the roles and services catalogue held by the form. Each change
 * returns the new state and the toast to show, or an error message and no change.
 */
export type RoleCatalogue = Record<string, string[]>;
export type RoleSelection = { roles: string[]; services: Record<string, string[]> };
type Result<T> = { ok: true; value: T; message: string } | { ok: false; error: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const exists = (list: string[], name: string) => list.some((item) => same(item, name));

export function addRole(catalogue: RoleCatalogue, name: string): Result<RoleCatalogue> {
  const role = name.trim();
  if (!role) return { ok: false, error: 'Please enter a role name' };
  if (exists(Object.keys(catalogue), role))
    return { ok: false, error: `Role "${role}" already exists` };
  return {
    ok: true,
    value: { ...catalogue, [role]: [] },
    message: `Role "${role}" added successfully`,
  };
}

export function renameRole(
  catalogue: RoleCatalogue,
  from: string,
  to: string,
): Result<RoleCatalogue> {
  const next = to.trim();
  if (!(from in catalogue)) return { ok: false, error: `Role "${from}" does not exist` };
  if (!next) return { ok: false, error: 'Please enter a role name' };
  if (!same(from, next) && exists(Object.keys(catalogue), next))
    return { ok: false, error: `Role "${next}" already exists` };
  const value: RoleCatalogue = {};
  for (const [role, services] of Object.entries(catalogue))
    value[role === from ? next : role] = services;
  return { ok: true, value, message: `Role "${from}" updated to "${next}"` };
}

export function deleteRole(catalogue: RoleCatalogue, name: string): Result<RoleCatalogue> {
  if (!(name in catalogue)) return { ok: false, error: `Role "${name}" does not exist` };
  const { [name]: _removed, ...rest } = catalogue;
  return { ok: true, value: rest, message: `Role "${name}" deleted successfully` };
}

export function addService(
  catalogue: RoleCatalogue,
  role: string,
  name: string,
): Result<RoleCatalogue> {
  const service = name.trim();
  if (!(role in catalogue)) return { ok: false, error: `Role "${role}" does not exist` };
  if (!service) return { ok: false, error: 'Please enter a service name' };
  if (exists(catalogue[role]!, service))
    return { ok: false, error: `Service "${service}" already exists for role "${role}"` };
  return {
    ok: true,
    value: { ...catalogue, [role]: [...catalogue[role]!, service] },
    message: `Service "${service}" added to "${role}" successfully`,
  };
}

export function renameService(
  catalogue: RoleCatalogue,
  role: string,
  from: string,
  to: string,
): Result<RoleCatalogue> {
  const next = to.trim();
  if (!(role in catalogue)) return { ok: false, error: `Role "${role}" does not exist` };
  if (!next) return { ok: false, error: 'Please enter a service name' };
  if (!same(from, next) && exists(catalogue[role]!, next))
    return { ok: false, error: `Service "${next}" already exists for role "${role}"` };
  return {
    ok: true,
    value: { ...catalogue, [role]: catalogue[role]!.map((s) => (s === from ? next : s)) },
    message: `Service "${from}" updated to "${next}" successfully`,
  };
}

export function deleteService(
  catalogue: RoleCatalogue,
  role: string,
  name: string,
): Result<RoleCatalogue> {
  if (!(role in catalogue)) return { ok: false, error: `Role "${role}" does not exist` };
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

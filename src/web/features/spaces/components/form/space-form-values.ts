import { DEFAULT_DARK, DEFAULT_LIGHT } from '@shared/spaces/colours';
import type { RolesCatalogue } from '@shared/catalogues/catalogue-schemas';
import type { RoleCatalogue } from '@shared/spaces/role-editing';
import type { Space, SpaceInput } from '@shared/spaces/space-schemas';

export type SpaceFormValues = Required<
  Pick<
    SpaceInput,
    | 'displayName'
    | 'handle'
    | 'description'
    | 'roles'
    | 'services'
    | 'roleSpecificData'
    | 'venueImages'
    | 'socialLinks'
    | 'darkColor'
    | 'lightColor'
  >
>;

export function initialValues(space: Space | null, defaultName: string): SpaceFormValues {
  return {
    displayName: space?.displayName ?? defaultName,
    handle: space?.handle ?? '',
    description: space?.description ?? '',
    roles: space?.roles ?? [],
    services: space?.services ?? {},
    roleSpecificData: space?.roleSpecificData ?? {},
    venueImages: space?.venueImages ?? [],
    socialLinks: space?.socialLinks ?? {},
    darkColor: space?.darkColor ?? DEFAULT_DARK,
    lightColor: space?.lightColor ?? DEFAULT_LIGHT,
  };
}

/**
 * The roles and services the catalogue offers (null when it could not be loaded), with the
 * space's own added: a role or service a host chose stays in the form even when the catalogue
 * no longer offers it.
 */
export function initialCatalogue(
  offered: RolesCatalogue | null,
  space: Space | null,
): RoleCatalogue {
  const merged: RoleCatalogue = {};
  for (const role of offered?.roles ?? []) merged[role.name] = [...role.services];
  for (const role of space?.roles ?? [])
    merged[role] = [...new Set([...(merged[role] ?? []), ...(space?.services[role] ?? [])])];
  return merged;
}

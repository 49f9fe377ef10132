import { DEFAULT_DARK, DEFAULT_LIGHT } from '@shared/spaces/colours';
import { DEFAULT_ROLES } from '@shared/spaces/roles-catalogue';
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

/** The default roles and services, with the space's own added. */
export function initialCatalogue(space: Space | null): RoleCatalogue {
  const merged: RoleCatalogue = { ...DEFAULT_ROLES };
  for (const role of space?.roles ?? [])
    merged[role] = [...new Set([...(merged[role] ?? []), ...(space?.services[role] ?? [])])];
  return merged;
}

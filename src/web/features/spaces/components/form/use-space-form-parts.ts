import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { secondaryFromPrimary } from '@shared/spaces/colours';
import type { RoleCatalogue } from '@shared/spaces/role-editing';
import type { Space } from '@shared/spaces/space-schemas';
import { toast } from '@web/lib/toast';
import { rolesCatalogueQuery } from '../../api/roles-catalogue';
import { initialCatalogue } from './space-form-values';

/**
 * Spec 02 §3, §8: the roles catalogue comes from the server, with the space's own roles added;
 * the host's edits to it stay local. What the roles picker shows and how it is doing.
 */
export function useRolesCatalogue(space: Space | null) {
  const offered = useQuery(rolesCatalogueQuery);
  const [edited, setCatalogue] = useState<RoleCatalogue | null>(null);
  const offeredCatalogue = useMemo(
    () => (offered.data || offered.isError ? initialCatalogue(offered.data ?? null, space) : null),
    [offered.data, offered.isError, space],
  );
  useEffect(() => {
    if (offered.isError) toast.error('Failed to load roles and services');
  }, [offered.isError]);
  return {
    /** The host's edits, else the catalogue with their own roles. */
    catalogue: edited ?? offeredCatalogue ?? {},
    setCatalogue,
    rolesStatus: offered.isSuccess
      ? ('ready' as const)
      : offered.isError
        ? ('error' as const)
        : ('loading' as const),
    retryRoles: () => void offered.refetch(),
  };
}

/**
 * The brand colours: the light one follows the dark one until the host picks it (a space saved
 * with a light colour of its own keeps it), and goes back to following on "Reset to auto".
 */
export function useBrandColours(
  space: Space | null,
  darkColor: string,
  set: (key: 'darkColor' | 'lightColor', hex: string) => void,
) {
  const [lightIsCustom, setLightIsCustom] = useState(
    Boolean(space && space.lightColor !== secondaryFromPrimary(space.darkColor)),
  );
  return {
    lightIsCustom,
    setDark: (hex: string) => {
      set('darkColor', hex);
      if (!lightIsCustom) set('lightColor', secondaryFromPrimary(hex));
    },
    setLight: (hex: string) => {
      setLightIsCustom(true);
      set('lightColor', hex);
    },
    resetLight: () => {
      setLightIsCustom(false);
      set('lightColor', secondaryFromPrimary(darkColor));
    },
  };
}

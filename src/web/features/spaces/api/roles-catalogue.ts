import { queryOptions } from '@tanstack/react-query';
import type { RolesCatalogue } from '@shared/catalogues/catalogue-schemas';
import { api } from '@web/lib/api-client';

/**
 * Spec 02 §3: the roles and services the space form offers, kept by super admins. The server
 * answers from a shared few seconds' cache and the browser revalidates, so a change shows on the
 * next form opened.
 */
export const rolesCatalogueQuery = queryOptions({
  queryKey: ['catalogue', 'roles'],
  queryFn: ({ signal }) => api<RolesCatalogue>('/api/catalogue/roles', { signal }),
  staleTime: 60_000,
});

import { queryOptions } from '@tanstack/react-query';
import type { OwnSpace } from '@shared/spaces/space-schemas';
import { api } from '@web/lib/api-client';

/** The signed-in person's own space; a module of its own, so pages that only read it stay small. */
export const ownSpaceQuery = queryOptions({
  queryKey: ['spaces', 'own'],
  queryFn: ({ signal }) => api<OwnSpace>('/api/facilitator-space', { signal }),
  staleTime: 0,
});

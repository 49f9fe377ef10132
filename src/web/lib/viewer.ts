import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '@shared/profile-schemas';
import { api } from '@web/lib/api-client';

export const viewerQuery = queryOptions({
  queryKey: ['viewer'],
  queryFn: ({ signal }) => api<Viewer>('/api/me', { signal }),
});

/** Who is looking at the app. `isPending` is true until the first answer arrives. */
export function useViewer() {
  return useQuery(viewerQuery);
}

import { queryOptions } from '@tanstack/react-query';
import type { HostOverview, HostSpaces } from '@shared/host-schemas';
import { api } from '@web/lib/api-client';

export const hostDashboardKeys = {
  all: ['host-dashboard'] as const,
  overview: ['host-dashboard', 'overview'] as const,
  spaces: ['host-dashboard', 'spaces'] as const,
};

// Both are read again each time their tab opens: an event published or a follower gained
// elsewhere shows without a reload.
export const hostOverviewQuery = queryOptions({
  queryKey: hostDashboardKeys.overview,
  queryFn: ({ signal }) => api<HostOverview>('/api/host/overview', { signal }),
  staleTime: 0,
});

export const hostSpacesQuery = queryOptions({
  queryKey: hostDashboardKeys.spaces,
  queryFn: ({ signal }) => api<HostSpaces>('/api/host/spaces', { signal }),
  staleTime: 0,
});

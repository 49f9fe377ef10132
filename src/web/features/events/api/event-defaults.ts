import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDefaults, EventDefaultsInput } from '@shared/events/event-schemas';
import { api } from '@web/lib/api-client';

/**
 * What a host's new events start from (issue 25): what to expect, kept on their space. A host
 * without a space has none (404), and a new event then starts empty.
 */
export const eventDefaultsQuery = queryOptions({
  queryKey: ['host', 'event-defaults'],
  queryFn: ({ signal }) => api<EventDefaults>('/api/host/event-defaults', { signal }),
  staleTime: 0,
});

/** Saves the host's defaults for new events; the events already made keep their own. */
export function useSaveEventDefaults() {
  const queryClient = useQueryClient();
  return useMutation<EventDefaults, Error, EventDefaultsInput>({
    mutationFn: (defaults) =>
      api<EventDefaults>('/api/host/event-defaults', { method: 'PUT', body: defaults }),
    onSuccess: (saved) => queryClient.setQueryData(eventDefaultsQuery.queryKey, saved),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParsedTicketingInput, Ticketing } from '@shared/tickets/ticket-schemas';
import { api } from '@web/lib/api-client';

const ticketingKey = (eventId: string) => ['events', 'ticketing', eventId] as const;

/** An event's tickets as its hosts set them up (with what is already booked). */
export function ticketingQuery(eventId: string) {
  return queryOptions({
    queryKey: ticketingKey(eventId),
    queryFn: ({ signal }) => api<Ticketing>(`/api/events/${eventId}/ticketing`, { signal }),
  });
}

/** Saves an event's tickets and booking settings together (a PUT: the same however often). */
export function useSaveTicketing() {
  const queryClient = useQueryClient();
  return useMutation<Ticketing, Error, { eventId: string; input: ParsedTicketingInput }>({
    mutationFn: ({ eventId, input }) =>
      api<Ticketing>(`/api/events/${eventId}/ticketing`, { method: 'PUT', body: input }),
    onSuccess: (saved, { eventId }) => {
      queryClient.setQueryData(ticketingKey(eventId), saved);
      return queryClient.invalidateQueries({ queryKey: ['tickets', 'offer', eventId] });
    },
  });
}

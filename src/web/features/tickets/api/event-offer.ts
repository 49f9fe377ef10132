import { queryOptions } from '@tanstack/react-query';
import type { EventTickets } from '@shared/tickets/ticket-schemas';
import type { EventWaitlist } from '@shared/tickets/waitlist-schemas';
import { api } from '@web/lib/api-client';

/**
 * What an event page reads for its booking panel, apart from the booking itself: the page's route
 * starts these reads beside the event's (ADR 29) without loading the code that books.
 */

export const ticketKeys = {
  offer: (eventId: string) => ['tickets', 'offer', eventId] as const,
  order: (orderId: string) => ['tickets', 'order', orderId] as const,
};

export const waitlistKeys = {
  event: (eventId: string) => ['tickets', 'waitlist', eventId] as const,
};

/** What the event page offers: ticket types, prices and places left (never cached by the server). */
export function eventTicketsQuery(eventId: string) {
  return queryOptions({
    queryKey: ticketKeys.offer(eventId),
    queryFn: ({ signal }) => api<EventTickets>(`/api/events/${eventId}/tickets`, { signal }),
  });
}

/** Places paid forward at an event, and the viewer's places in line there. */
export function eventWaitlistQuery(eventId: string) {
  return queryOptions({
    queryKey: waitlistKeys.event(eventId),
    queryFn: ({ signal }) => api<EventWaitlist>(`/api/events/${eventId}/waitlist`, { signal }),
  });
}

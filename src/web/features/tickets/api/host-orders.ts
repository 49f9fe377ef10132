import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Attendee,
  AttendeeList,
  AttendeeMessage,
  CheckInInput,
  CheckInResult,
  HostOrdersPage,
  HostOrdersQuery,
  TicketLookup,
} from '@shared/tickets/host-order-schemas';
import type { Order } from '@shared/tickets/ticket-schemas';
import { api } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';

export const hostOrderKeys = {
  orders: ['tickets', 'host-orders'] as const,
  attendees: (eventId: string) => ['tickets', 'attendees', eventId] as const,
  ticket: (code: string) => ['tickets', 'ticket', code] as const,
};

export type HostOrderFilters = Omit<HostOrdersQuery, 'cursor'>;

/** The host's orders across their events, newest first; more pages are added on request. */
export function useHostOrders(filters: HostOrderFilters) {
  return useCursorPages<HostOrdersPage>(hostOrderKeys.orders, '/api/host/orders', filters);
}

/** Every place at an event, with the counts; the door polls it to see other door people's work. */
export function attendeesQuery(eventId: string) {
  return queryOptions({
    queryKey: hostOrderKeys.attendees(eventId),
    queryFn: ({ signal }) => api<AttendeeList>(`/api/events/${eventId}/attendees`, { signal }),
    staleTime: 0,
  });
}

/** A ticket's page: in full for the event's hosts, only its event for anyone else. */
export function ticketQuery(code: string) {
  return queryOptions({
    queryKey: hostOrderKeys.ticket(code),
    queryFn: ({ signal }) =>
      api<TicketLookup>(`/api/tickets/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });
}

/** The attendee list's address as a spreadsheet (a plain download link). */
export const attendeesCsvHref = (eventId: string) => `/api/events/${eventId}/attendees.csv`;

/** Puts a changed place into the cached list at once, before the list is read again. */
function useAttendeeUpdate(eventId: string) {
  const queryClient = useQueryClient();
  return (changed?: Attendee) => {
    if (changed)
      queryClient.setQueryData<AttendeeList>(hostOrderKeys.attendees(eventId), (list) =>
        list
          ? {
              ...list,
              attendees: list.attendees.map((a) =>
                a.ticketId === changed.ticketId
                  ? changed
                  : // The booking's other places share its payment state.
                    a.orderId === changed.orderId
                    ? { ...a, orderStatus: changed.orderStatus, toPayPence: changed.toPayPence }
                    : a,
              ),
            }
          : list,
      );
    void queryClient.invalidateQueries({ queryKey: hostOrderKeys.attendees(eventId) });
    void queryClient.invalidateQueries({ queryKey: hostOrderKeys.orders });
  };
}

export function useCheckIn(eventId: string) {
  const update = useAttendeeUpdate(eventId);
  return useMutation<CheckInResult, Error, CheckInInput>({
    mutationFn: (input) =>
      api<CheckInResult>(`/api/events/${eventId}/check-in`, { method: 'POST', body: input }),
    onSuccess: (result) => update(result.attendee),
    onError: () => update(),
  });
}

export function useUndoCheckIn(eventId: string) {
  const update = useAttendeeUpdate(eventId);
  return useMutation<Attendee, Error, string>({
    mutationFn: (ticketId) =>
      api<Attendee>(`/api/events/${eventId}/check-in/undo`, {
        method: 'POST',
        body: { ticketId },
      }),
    onSuccess: (attendee) => update(attendee),
  });
}

export function useMarkPaid(eventId: string) {
  const update = useAttendeeUpdate(eventId);
  return useMutation<Order, Error, string>({
    mutationFn: (orderId) => api<Order>(`/api/orders/${orderId}/mark-paid`, { method: 'POST' }),
    onSettled: () => update(),
  });
}

export function useHostCancel(eventId: string) {
  const update = useAttendeeUpdate(eventId);
  return useMutation<Order, Error, { orderId: string; refund: boolean }>({
    mutationFn: ({ orderId, refund }) =>
      api<Order>(`/api/orders/${orderId}/host-cancel`, { method: 'POST', body: { refund } }),
    onSettled: () => update(),
  });
}

export function useMessageAttendees(eventId: string) {
  return useMutation<{ recipients: number }, Error, AttendeeMessage>({
    mutationFn: (message) =>
      api<{ recipients: number }>(`/api/events/${eventId}/messages`, {
        method: 'POST',
        body: message,
      }),
  });
}

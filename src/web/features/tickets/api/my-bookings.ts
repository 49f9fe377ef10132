import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/tickets/ticket-schemas';
import type { MyOrders } from '@shared/tickets/waitlist-schemas';
import { api } from '@web/lib/api-client';
import { ticketKeys } from './event-offer';

export const myBookingsKeys = {
  all: ['tickets', 'mine'] as const,
  list: (when: 'upcoming' | 'past') => ['tickets', 'mine', when] as const,
};

const PAGE = 10;

/** The signed-in guest's bookings, ten at a time: upcoming (soonest first) or past (latest first). */
export function myBookingsQuery(when: 'upcoming' | 'past') {
  return infiniteQueryOptions({
    queryKey: myBookingsKeys.list(when),
    queryFn: ({ pageParam, signal }) =>
      api<MyOrders>(
        `/api/orders/mine?${new URLSearchParams({ when, limit: String(PAGE), offset: String(pageParam) })}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.more ? pages.reduce((n, page) => n + page.orders.length, 0) : undefined,
  });
}

/** Cancels a booking as its guest (signed in, or with the key from the e-mail's link). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation<Order, Error, { orderId: string; key?: string | null }>({
    mutationFn: ({ orderId, key }) =>
      api<Order>(`/api/orders/${orderId}/cancel`, {
        method: 'POST',
        body: key ? { key } : {},
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(ticketKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: myBookingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.offer(order.eventId) });
    },
  });
}

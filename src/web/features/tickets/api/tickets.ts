import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateOrder, Order } from '@shared/tickets/ticket-schemas';
import { api } from '@web/lib/api-client';
import { ticketKeys } from './event-offer';
import {
  createSubmissionKeys,
  idempotencyKeyHeader,
  mayRetryWithKey,
} from '@web/lib/idempotency-key';

/** A booking, opened by its guest (signed in, or with the key from the link) or its host. */
export function orderQuery(orderId: string, key: string | null) {
  return queryOptions({
    queryKey: ticketKeys.order(orderId),
    queryFn: ({ signal }) =>
      api<Order>(`/api/orders/${orderId}${key ? `?${new URLSearchParams({ key })}` : ''}`, {
        signal,
      }),
  });
}

/**
 * Books places. One Idempotency-Key per submission: a retry after a lost answer, or a second
 * press of Book on an unchanged form, finds the first order instead of booking twice.
 */
export function useCreateOrder(eventId: string) {
  const [keys] = useState(createSubmissionKeys);
  const queryClient = useQueryClient();
  return useMutation<Order, Error, CreateOrder>({
    mutationFn: (input) =>
      api<Order>(`/api/events/${eventId}/orders`, {
        method: 'POST',
        body: input,
        headers: idempotencyKeyHeader(keys.keyFor(input)),
      }),
    retry: mayRetryWithKey,
    onSuccess: (order) => {
      keys.answered();
      queryClient.setQueryData(ticketKeys.order(order.id), order);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.offer(eventId) }),
  });
}

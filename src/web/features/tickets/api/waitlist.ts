import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/tickets/ticket-schemas';
import type {
  EventWaitlist,
  FreePlaceAnswer,
  JoinWaitlist,
} from '@shared/tickets/waitlist-schemas';
import { api } from '@web/lib/api-client';
import { ticketKeys, waitlistKeys } from './event-offer';

/** After a change to the line: the answer is the line as it now is; places left changed too. */
function useWaitlistMutation<TInput, TAnswer>(
  eventId: string,
  request: (input: TInput) => Promise<TAnswer>,
  waitlistOf: (answer: TAnswer) => EventWaitlist | null,
) {
  const queryClient = useQueryClient();
  return useMutation<TAnswer, Error, TInput>({
    mutationFn: request,
    onSuccess: (answer) => {
      const waitlist = waitlistOf(answer);
      if (waitlist) queryClient.setQueryData(waitlistKeys.event(eventId), waitlist);
      else void queryClient.invalidateQueries({ queryKey: waitlistKeys.event(eventId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.offer(eventId) }),
  });
}

export const useJoinWaitlist = (eventId: string) =>
  useWaitlistMutation(
    eventId,
    (input: JoinWaitlist) =>
      api<EventWaitlist>(`/api/events/${eventId}/waitlist`, { method: 'POST', body: input }),
    (answer) => answer,
  );

/** Leaves the line, or turns down places offered. */
export const useLeaveWaitlist = (eventId: string) =>
  useWaitlistMutation(
    eventId,
    (entryId: string) => api<EventWaitlist>(`/api/waitlist/${entryId}`, { method: 'DELETE' }),
    (answer) => answer,
  );

/** Claims places offered: booked (free), reserved (pay the host), or on to the card checkout. */
export const useClaimOffer = (eventId: string) =>
  useWaitlistMutation(
    eventId,
    (entryId: string) => api<Order>(`/api/waitlist/${entryId}/claim`, { method: 'POST' }),
    () => null,
  );

/** "Ask for a free place": booked at once when one is paid forward, else in line. */
export const useAskFreePlace = (eventId: string) =>
  useWaitlistMutation(
    eventId,
    () => api<FreePlaceAnswer>(`/api/events/${eventId}/free-places`, { method: 'POST' }),
    (answer) => answer.waitlist,
  );

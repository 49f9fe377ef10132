import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * A member's private calendar feed (issue 23): its address to copy (https) and to subscribe
 * with (webcal). The same shape as the server's answer to /api/me/calendar-feed.
 */
export type CalendarFeedAddresses = { https: string; webcal: string };
export type CalendarFeedAnswer = { feed: CalendarFeedAddresses | null };

export const calendarFeedQuery = queryOptions({
  queryKey: ['account', 'calendar-feed'],
  queryFn: ({ signal }) => api<CalendarFeedAnswer>('/api/me/calendar-feed', { signal }),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Asks for an address (makes it, or answers the one there is), shown as soon as it comes. */
function useFeedAction(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedAnswer>(path, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(calendarFeedQuery.queryKey, answer),
  });
}

export const useMakeCalendarFeed = () => useFeedAction('/api/me/calendar-feed');

/** A new secret address: the old one stops working at once. */
export const useRenewCalendarFeed = () => useFeedAction('/api/me/calendar-feed/renew');

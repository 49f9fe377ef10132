import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { NotificationList } from '@shared/notification-schemas';
import { api } from '@web/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number) => ['notifications', 'list', limit] as const,
};

/** When the live stream is down, the list (and its unread count) is fetched this often. */
export const POLL_INTERVAL_MS = 15_000;

export const notificationsQuery = (limit: number) =>
  queryOptions({
    queryKey: notificationKeys.list(limit),
    queryFn: ({ signal }) => api<NotificationList>(`/api/notifications?limit=${limit}`, { signal }),
    // The live stream says when to fetch again; without it, polling does.
    staleTime: 0,
  });

/**
 * The newest `limit` notifications and the unread count. Spec 01 §8: when they cannot be
 * fetched, the list is empty and nothing is unread. While the live stream is not connected
 * (`live` false) the list is polled, and fetched again when the window regains focus.
 */
export function useNotifications(limit: number, { live }: { live: boolean }) {
  const query = useQuery({
    ...notificationsQuery(limit),
    refetchInterval: live ? false : POLL_INTERVAL_MS,
    refetchOnWindowFocus: !live,
  });
  return {
    notifications: query.data?.notifications ?? [],
    unread: query.data?.unread ?? 0,
    isPending: query.isPending,
  };
}

/** Spec 01 §9: notification toasts sit at the top centre and go after 2500 ms. */
export const NOTIFICATION_TOAST = { position: 'top-center', duration: 2500 } as const;

export const CLEARED = 'All notifications have been cleared';
export const CLEAR_FAILED = 'Failed to clear notifications. Please try again.';
export const ANSWER_FAILED = 'Failed to respond to invitation. Please try again.';
export const ANSWERED = { accept: 'Invitation accepted', decline: 'Invitation declined' } as const;

/** Every change is followed by fetching the lists (and so the unread count) again. */
function useNotificationMutation<TInput>(
  request: (input: TInput) => Promise<unknown>,
  messages: { success?: (input: TInput) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, TInput>({
    mutationFn: request,
    onSuccess: (_, input) => {
      if (messages.success) toast.success(messages.success(input), NOTIFICATION_TOAST);
    },
    onError: () => toast.error(messages.failure, NOTIFICATION_TOAST),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Marks one notification read, and resolves once the lists (and the unread count) have been
 * fetched again: the item shows itself read until then (useOptimistic in notification-item).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    try {
      await api(`/api/notifications/${id}/read`, { method: 'POST' });
    } catch {
      toast.error('Failed to mark the notification as read. Please try again.', NOTIFICATION_TOAST);
    }
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}

export const useMarkAllRead = () =>
  useNotificationMutation(() => api('/api/notifications/read-all', { method: 'POST' }), {
    failure: 'Failed to mark notifications as read. Please try again.',
  });

export const useClearNotifications = () =>
  useNotificationMutation(() => api('/api/notifications', { method: 'DELETE' }), {
    success: () => CLEARED,
    failure: CLEAR_FAILED,
  });

/**
 * Accepting or declining a co-host invitation (spec 01 §4). The server deletes the invitation's
 * notification; the list is fetched again. An answer changes what other screens show (the
 * co-host's events, the dashboard's invitations), so every query on screen is refreshed too.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { collaborationId: string; action: 'accept' | 'decline' }>({
    mutationFn: ({ collaborationId, action }) =>
      api(`/api/cohost-invitations/${collaborationId}/${action}`, { method: 'POST' }),
    onSuccess: (_, { action }) => {
      toast.success(ANSWERED[action], NOTIFICATION_TOAST);
      void queryClient.invalidateQueries();
    },
    onError: () => toast.error(ANSWER_FAILED, NOTIFICATION_TOAST),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

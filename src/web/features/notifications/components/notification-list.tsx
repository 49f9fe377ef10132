import type { ReactNode } from 'react';
import type { Notification } from '@shared/notification-schemas';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useClearNotifications, useMarkAllRead } from '../api/notifications';
import { NotificationItem } from './notification-item';

export const NO_NOTIFICATIONS = 'No notifications yet.';

/** Newest first, as the server sends them; rows of skeleton while loading; `empty` when none. */
export function NotificationList({
  notifications,
  isPending,
  empty,
  loadingRows = 3,
}: {
  notifications: Notification[];
  isPending: boolean;
  empty: ReactNode;
  loadingRows?: number;
}) {
  if (isPending)
    return (
      <div role="status" className="grid gap-3 px-4 py-3">
        <span className="sr-only">Loading notifications…</span>
        {Array.from({ length: loadingRows }, (_, i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    );
  if (notifications.length === 0) return empty;
  return (
    <ul aria-label="Notifications, newest first" className="divide-y divide-stone-200">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}

/** Mark all read (when something is unread) and Clear all (when there is anything). */
export function NotificationActions({ unread, count }: { unread: number; count: number }) {
  const markAllRead = useMarkAllRead();
  const clear = useClearNotifications();
  if (count === 0 && unread === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {unread > 0 && (
        <Button
          size="sm"
          variant="ghost"
          disabled={markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined)}
        >
          Mark all read
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={clear.isPending}
        onClick={() => clear.mutate(undefined)}
      >
        Clear all
      </Button>
    </div>
  );
}

import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_PANEL_LIMIT } from '@shared/notification-rules';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useNotifications } from '../api/notifications';
import { useLiveUnread } from '../api/unread-stream';
import { NO_NOTIFICATIONS, NotificationActions, NotificationList } from './notification-list';
import { bellLabel, unreadBadgeText } from './unread-badge';

/**
 * Spec 01 §2, §5: the header's bell, for hosts with a facilitator space. Its badge counts the
 * unread, kept live by the server's stream (or polling); it opens a panel of the 10 newest.
 * The panel is a popover: focus moves into it, Escape closes it and returns focus to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const live = useLiveUnread(true);
  const { notifications, unread, isPending } = useNotifications(NOTIFICATION_PANEL_LIMIT, {
    live,
  });
  const badge = unreadBadgeText(unread);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
      >
        <Bell aria-hidden="true" className="!size-5" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-[0.7rem] leading-none font-semibold text-white ring-2 ring-cream"
          >
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notification-panel-title"
          className="z-50 flex max-h-[min(34rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white text-ink shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 py-2 pr-2 pl-4">
            <h2 id="notification-panel-title" className="text-lg font-semibold text-forest-900">
              Notifications
            </h2>
            <NotificationActions unread={unread} count={notifications.length} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <NotificationList
              notifications={notifications}
              isPending={isPending}
              loadingRows={2}
              empty={
                <p className="px-4 py-8 text-center text-sm text-ink-muted">{NO_NOTIFICATIONS}</p>
              }
            />
          </div>
          <div className="border-t border-stone-200 px-4 py-2 text-center">
            <Link
              to={paths.notifications.getHref()}
              onClick={() => setOpen(false)}
              className="text-sm font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900"
            >
              View all
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

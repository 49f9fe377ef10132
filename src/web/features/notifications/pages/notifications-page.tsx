import { BellOff } from 'lucide-react';
import { NOTIFICATION_PAGE_LIMIT } from '@shared/notification-rules';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { useNotifications } from '../api/notifications';
import { useLiveUnread } from '../api/unread-stream';
import {
  NO_NOTIFICATIONS,
  NotificationActions,
  NotificationList,
} from '../components/notification-list';

/** Spec 01 §2, §6: every signed-in person's notifications, the 50 newest, with the bell's actions. */
export default function NotificationsPage() {
  const live = useLiveUnread(true);
  const { notifications, unread, isPending } = useNotifications(NOTIFICATION_PAGE_LIMIT, { live });
  return (
    <Page title={SITE_PAGES.notifications.title} className="container-page grid max-w-2xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-forest-900">Notifications</h1>
          {!isPending && (
            <p className="mt-1 text-sm text-ink-muted">
              {unread > 0 ? `${unread} unread` : 'All caught up'}
            </p>
          )}
        </div>
        <NotificationActions unread={unread} count={notifications.length} />
      </div>
      {isPending || notifications.length > 0 ? (
        <Card className="overflow-hidden p-0">
          <NotificationList notifications={notifications} isPending={isPending} empty={null} />
        </Card>
      ) : (
        <EmptyState>
          <BellOff aria-hidden="true" className="size-8 text-forest-700" />
          <p className="font-medium text-forest-900">{NO_NOTIFICATIONS}</p>
          <p className="text-sm text-ink-muted">
            Co-host invitations and updates about your events will appear here.
          </p>
        </EmptyState>
      )}
    </Page>
  );
}

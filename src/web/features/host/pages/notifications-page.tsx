import { BellOff } from 'lucide-react';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { EmptyState } from '@web/components/ui/empty-state';

export default function NotificationsPage() {
  return (
    <Page title={SITE_PAGES.notifications.title} className="container-page grid max-w-2xl gap-6">
      <h1 className="text-3xl font-semibold text-forest-900">Notifications</h1>
      <EmptyState>
        <BellOff aria-hidden="true" className="size-8 text-forest-700" />
        <p className="font-medium text-forest-900">No notifications yet.</p>
        <p className="text-sm text-ink-muted">
          Co-host invitations and updates about your events will appear here.
        </p>
      </EmptyState>
    </Page>
  );
}

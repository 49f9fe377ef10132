import { HostOrdersList } from '@web/features/tickets/components/host-orders-list';
import { ThreeCardSkeleton } from '../dashboard-tab-boundary';
import { TabEmptyState } from '../tab-empty-state';

/** Issue 13: the orders of the host's events (owned and co-hosted), or an honest empty state. */
export default function OrdersTab() {
  return (
    <HostOrdersList
      loading={<ThreeCardSkeleton />}
      empty={
        <TabEmptyState title="No orders yet">
          <p className="max-w-prose text-ink-muted">
            Bookings for your events will appear here once tickets are on sale.
          </p>
        </TabEmptyState>
      }
    />
  );
}

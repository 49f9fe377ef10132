import { TabEmptyState } from '../tab-empty-state';

/** Ticketing has not arrived yet: an honest empty state, no made-up rows. */
export default function OrdersTab() {
  return (
    <TabEmptyState title="No orders yet">
      <p className="max-w-prose text-ink-muted">
        Bookings for your events will appear here once tickets are on sale.
      </p>
    </TabEmptyState>
  );
}

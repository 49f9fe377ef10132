import { TabEmptyState } from '../tab-empty-state';

export default function OrdersTab() {
  return (
    <TabEmptyState title="No orders yet">
      <p className="text-ink-muted">Ticket orders for your events will appear here.</p>
    </TabEmptyState>
  );
}

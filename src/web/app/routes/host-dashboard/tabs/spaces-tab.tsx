import { TabEmptyState } from '../tab-empty-state';

export default function SpacesTab() {
  return (
    <TabEmptyState title="No spaces yet">
      <p className="text-ink-muted">
        Venues, event series and collectives you manage will appear here.
      </p>
    </TabEmptyState>
  );
}

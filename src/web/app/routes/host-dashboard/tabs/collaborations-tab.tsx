import { TabEmptyState } from '../tab-empty-state';

export default function CollaborationsTab() {
  return (
    <TabEmptyState title="No collaborations yet">
      <p className="text-ink-muted">Events you co-host with other facilitators will appear here.</p>
    </TabEmptyState>
  );
}

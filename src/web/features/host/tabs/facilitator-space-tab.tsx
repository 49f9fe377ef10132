import { TabEmptyState } from '../components/tab-empty-state';

export default function FacilitatorSpaceTab() {
  return (
    <TabEmptyState title="Your personal space is not set up yet">
      <p className="text-ink-muted">
        Your public page, with your handle, roles and brand colours, will be edited here.
      </p>
    </TabEmptyState>
  );
}

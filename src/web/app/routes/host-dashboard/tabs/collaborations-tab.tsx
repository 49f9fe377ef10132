import { useQuery } from '@tanstack/react-query';
import { myCollaborationsQuery } from '@web/features/events/api/cohosts';
import { CollaborationLists } from '@web/features/events/components/collaboration-lists';
import { ThreeCardSkeleton } from '../dashboard-tab-boundary';
import { TabEmptyState } from '../tab-empty-state';

export default function CollaborationsTab() {
  const { data, isPending, isError, error } = useQuery(myCollaborationsQuery);
  if (isPending) return <ThreeCardSkeleton />;
  if (isError) throw error;
  const { received, sent, cohosted } = data;
  if (received.length + sent.length + cohosted.length === 0) {
    return (
      <TabEmptyState title="No collaborations yet">
        <p className="text-ink-muted">
          Events you co-host with other facilitators will appear here. Invite co-hosts from an
          event's edit page.
        </p>
      </TabEmptyState>
    );
  }
  return <CollaborationLists {...data} />;
}

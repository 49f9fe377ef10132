import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { TabEmptyState } from '../components/tab-empty-state';

export default function EventsTab() {
  return (
    <TabEmptyState title="You haven't created any events yet">
      <p className="text-ink-muted">Your published events and drafts will be listed here.</p>
      <Link to="/create-event" className={buttonVariants()}>
        Create Event
      </Link>
    </TabEmptyState>
  );
}

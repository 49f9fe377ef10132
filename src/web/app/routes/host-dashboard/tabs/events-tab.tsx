import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { hostEventsQuery } from '@web/features/events/api/events';
import { HostEventRow } from '@web/features/events/components/host-event-row';
import { TabEmptyState } from '../tab-empty-state';

export default function EventsTab() {
  // Suspends while loading (the tab's skeleton); a failed read reaches the tab's boundary.
  const { data } = useSuspenseQuery(hostEventsQuery);
  if (data.events.length === 0) {
    return (
      <TabEmptyState title="You haven't created any events yet">
        <p className="text-ink-muted">Your published events and drafts will be listed here.</p>
        <Link to={paths.createEvent.getHref()} className={buttonVariants()}>
          Create Event
        </Link>
      </TabEmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Link to={paths.createEvent.getHref()} className={buttonVariants({ size: 'sm' })}>
          Create Event
        </Link>
      </div>
      <ul className="grid gap-3">
        {data.events.map((event) => (
          <HostEventRow key={event.id} event={event} />
        ))}
      </ul>
    </div>
  );
}

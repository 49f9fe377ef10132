import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { hostSpacesQuery } from '@web/features/host/api/host-dashboard';
import { HostSpaceCard } from '@web/features/host/components/host-space-card';
import { TabEmptyState } from '../tab-empty-state';

/** The host's spaces (one personal space today) with their public links and figures. */
export default function SpacesTab() {
  const { data } = useSuspenseQuery(hostSpacesQuery);
  if (data.spaces.length === 0) {
    return (
      <TabEmptyState title="No spaces yet">
        <p className="text-ink-muted">
          Your personal space is your public page: who you are, what you offer, your events.
        </p>
        <Link to={paths.hostDashboard.getHref('facilitator-space')} className={buttonVariants()}>
          Create My Space
        </Link>
      </TabEmptyState>
    );
  }
  return (
    <ul className="grid gap-4">
      {data.spaces.map((space) => (
        <HostSpaceCard key={space.id} space={space} />
      ))}
    </ul>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { hostOverviewQuery } from '@web/features/host/api/host-dashboard';
import { HostOverview } from '@web/features/host/components/host-overview';

/** The dashboard's first tab: what needs the host's attention, from GET /api/host/overview. */
export default function OverviewTab() {
  const { data } = useSuspenseQuery(hostOverviewQuery);
  return <HostOverview overview={data} />;
}

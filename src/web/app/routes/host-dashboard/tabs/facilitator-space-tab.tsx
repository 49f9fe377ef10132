import { useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { hostDashboardKeys } from '@web/features/host/api/host-dashboard';
import { ownSpaceQuery } from '@web/features/spaces/api/own-space-query';
import { OwnSpaceEditor } from '@web/features/spaces/components/own-space-editor';
import { spacePageHref } from '@web/features/spaces/space-page-href';
import { viewerQuery } from '@web/lib/viewer';

/** The personal space form of /facilitator-space, inside the dashboard; saving stays here. */
export default function FacilitatorSpaceTab() {
  const queryClient = useQueryClient();
  useSuspenseQuery(viewerQuery);
  const {
    data: { space },
  } = useSuspenseQuery(ownSpaceQuery);
  return (
    <div className="grid gap-6">
      <OwnSpaceEditor
        space={space}
        level="h2"
        viewLink={space && { to: spacePageHref(space), label: 'View public page' }}
        // The overview and spaces tabs show the space's name and handle: read them again.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: hostDashboardKeys.all })}
      />
    </div>
  );
}

import { useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { hostDashboardKeys } from '@web/features/host/api/host-dashboard';
import { ownSpaceQuery } from '@web/features/spaces/api/own-space-query';
import { SpaceForm } from '@web/features/spaces/components/form/space-form';
import { viewerQuery } from '@web/lib/viewer';

/** The personal space form of /facilitator-space, inside the dashboard; saving stays here. */
export default function FacilitatorSpaceTab() {
  const queryClient = useQueryClient();
  const { data: viewer } = useSuspenseQuery(viewerQuery);
  const {
    data: { space },
  } = useSuspenseQuery(ownSpaceQuery);
  const name = [viewer.profile?.firstName, viewer.profile?.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-forest-900">Your personal space</h2>
          <p className="mt-1 text-ink-muted">
            Your public page: who you are, what you offer and where people can find you.
          </p>
        </div>
        {space && (
          <Link
            to={
              space.handle
                ? paths.facilitatorByHandle.getHref(space.handle)
                : paths.facilitator.getHref(space.id)
            }
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            View public page
          </Link>
        )}
      </div>
      <SpaceForm
        context="edit"
        space={space}
        defaultName={name}
        submitLabel={space ? 'Save changes' : 'Create My Space'}
        // The overview and spaces tabs show the space's name and handle: read them again.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: hostDashboardKeys.all })}
      />
    </div>
  );
}

import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useViewer } from '@web/lib/viewer';
import { TabEmptyState } from '../tab-empty-state';

export default function FacilitatorSpaceTab() {
  const { data: viewer } = useViewer();
  const spaceId = viewer?.facilitatorSpaceId;
  const hasSpace = Boolean(spaceId);
  return (
    <TabEmptyState
      title={hasSpace ? 'Your personal space' : 'Your personal space is not set up yet'}
    >
      <p className="text-ink-muted">Your public page, with your handle, roles and brand colours.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.ownSpace.getHref()} className={buttonVariants()}>
          {hasSpace ? 'Edit personal space' : 'Create My Space'}
        </Link>
        {spaceId && (
          <Link
            to={paths.facilitator.getHref(spaceId)}
            className={buttonVariants({ variant: 'outline' })}
          >
            View public page
          </Link>
        )}
      </div>
    </TabEmptyState>
  );
}

import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { useViewer } from '@web/lib/viewer';
import { TabEmptyState } from '../tab-empty-state';

export default function FacilitatorSpaceTab() {
  const { data: viewer } = useViewer();
  const hasSpace = Boolean(viewer?.facilitatorSpaceId);
  return (
    <TabEmptyState
      title={hasSpace ? 'Your personal space' : 'Your personal space is not set up yet'}
    >
      <p className="text-ink-muted">Your public page, with your handle, roles and brand colours.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/facilitator-space" className={buttonVariants()}>
          {hasSpace ? 'Edit personal space' : 'Create My Space'}
        </Link>
        {hasSpace && (
          <Link
            to={`/facilitator/${viewer?.facilitatorSpaceId}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            View public page
          </Link>
        )}
      </div>
    </TabEmptyState>
  );
}

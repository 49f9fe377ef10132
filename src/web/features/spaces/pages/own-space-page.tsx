import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { buttonVariants } from '@web/components/ui/button';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { useViewer } from '@web/lib/viewer';
import { ownSpaceQuery } from '../api/own-space-query';
import { SpaceForm } from '../components/form/space-form';

/** /facilitator-space: create or edit your own personal space (card layout). */
export default function OwnSpacePage() {
  const navigate = useNavigate();
  const { data: viewer } = useViewer();
  const { data, isPending, isError, error } = useQuery(ownSpaceQuery);
  if (isPending) return <PageSkeleton label="Loading your space" />;
  if (isError) throw error;
  const space = data.space;
  const name = [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' ');
  return (
    <Page title={SITE_PAGES.ownSpace.title} className="container-page grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-forest-900">Your personal space</h1>
          <p className="mt-1 text-ink-muted">
            Your public page: who you are, what you offer and where people can find you.
          </p>
        </div>
        {space?.handle && (
          <Link
            to={paths.facilitatorByHandle.getHref(space.handle)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            View my page
          </Link>
        )}
      </div>
      <SpaceForm
        context="edit"
        space={space}
        defaultName={name}
        submitLabel={space ? 'Save changes' : 'Create My Space'}
        onSaved={(saved) =>
          void navigate(
            saved.handle
              ? paths.facilitatorByHandle.getHref(saved.handle)
              : paths.facilitator.getHref(saved.id),
          )
        }
        onCancel={() => void navigate(-1)}
      />
    </Page>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { ownSpaceQuery } from '../api/own-space-query';
import { OwnSpaceEditor } from '../components/own-space-editor';
import { spacePageHref } from '../space-page-href';

/** /facilitator-space: create or edit your own personal space (card layout). */
export default function OwnSpacePage() {
  const navigate = useNavigate();
  const { data, isPending, isError, error } = useQuery(ownSpaceQuery);
  if (isPending) return <PageSkeleton label="Loading your space" />;
  if (isError) throw error;
  const space = data.space;
  return (
    <Page title={SITE_PAGES.ownSpace.title} className="container-page grid max-w-3xl gap-6">
      <OwnSpaceEditor
        space={space}
        level="h1"
        viewLink={
          space?.handle
            ? { to: paths.facilitatorByHandle.getHref(space.handle), label: 'View my page' }
            : null
        }
        onSaved={(saved) => void navigate(spacePageHref(saved))}
        onCancel={() => void navigate(-1)}
      />
    </Page>
  );
}

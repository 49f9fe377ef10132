import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { DEFAULT_PLATFORM_FEE, formatPlatformFee } from '@shared/spaces/platform-fee';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { useOnboarding } from '@web/features/host/use-onboarding';
import { ownSpaceQuery } from '@web/features/spaces/api/own-space-query';
import { SpaceForm } from '@web/features/spaces/components/form/space-form';

/**
 * Spec 01 §4: facilitator onboarding. Set up the space (spaces), see the £1 platform fee, then
 * complete or skip (host).
 */
export default function BecomeFacilitatorPage() {
  const onboarding = useOnboarding();
  const own = useQuery(ownSpaceQuery);
  if (onboarding.arrivedAsHost)
    return <Navigate to={paths.hostDashboard.getHref('events')} replace />;
  if (own.isPending) return <PageSkeleton />;

  const fee = own.data?.space?.platformFeeOverride ?? DEFAULT_PLATFORM_FEE;
  return (
    <Page
      title={SITE_PAGES.becomeFacilitator.title}
      className="container-page grid max-w-3xl gap-6"
    >
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold text-forest-900">Set Up Your Personal Space</h1>
        <p className="text-lg text-ink-muted">
          Create your public profile and showcase what you offer
        </p>
      </div>
      <Notice corners="xl" asChild>
        <p>
          As a facilitator you can publish events, keep a dashboard and invite co-hosts. The
          platform fee is <strong>{formatPlatformFee(fee)}</strong>.
        </p>
      </Notice>
      <SpaceForm
        context="onboarding"
        space={own.data?.space ?? null}
        defaultName={onboarding.name}
        submitLabel="Complete Setup"
        onSaved={onboarding.complete}
      />
      <Button
        variant="ghost"
        className="justify-self-center"
        onClick={() => void onboarding.skip()}
      >
        Skip for now
      </Button>
    </Page>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { SITE_PAGES } from '@shared/site-pages';
import { DEFAULT_PLATFORM_FEE, formatPlatformFee } from '@shared/spaces/platform-fee';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { ownSpaceQuery } from '@web/features/spaces/api/own-space-query';
import { SpaceForm } from '@web/features/spaces/components/form/space-form';
import { api } from '@web/lib/api-client';
import { useViewer, viewerQuery } from '@web/lib/viewer';

/**
 * Spec 01 §4: facilitator onboarding. Set up the space, see the £1 platform fee, then complete
 * (host from now on, to the events dashboard) or skip (a full navigation home). A completion
 * that fails says so and nothing else: the form then claims no success either.
 */
export default function BecomeFacilitatorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: viewer } = useViewer();
  const own = useQuery(ownSpaceQuery);
  // A host who comes here goes on to the dashboard. Someone who becomes one here (saving the
  // space makes them a host) stays until completion succeeds, so a failed one can be retried.
  const [arrivedAsHost] = useState(() => viewer?.isHost === true);
  if (arrivedAsHost) return <Navigate to={paths.hostDashboard.getHref('events')} replace />;
  if (own.isPending) return <PageSkeleton />;

  const complete = async () => {
    try {
      await api('/api/onboarding/complete', { method: 'POST', body: {} });
    } catch (error) {
      toast.error('Something went wrong. Please try again.');
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
    toast.success("You're now a facilitator! You can start hosting your first event.");
    await navigate(paths.hostDashboard.getHref('events'));
  };

  const skip = async () => {
    try {
      await api('/api/onboarding/skip', { method: 'POST', body: {} });
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
    window.location.assign(paths.home.getHref());
  };

  const name = [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' ');
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
      <Notice className="rounded-xl" asChild>
        <p>
          As a facilitator you can publish events, keep a dashboard and invite co-hosts. The
          platform fee is <strong>{formatPlatformFee(fee)}</strong>.
        </p>
      </Notice>
      <SpaceForm
        context="onboarding"
        space={own.data?.space ?? null}
        defaultName={name}
        submitLabel="Complete Setup"
        onSaved={complete}
      />
      <Button variant="ghost" className="justify-self-center" onClick={() => void skip()}>
        Skip for now
      </Button>
    </Page>
  );
}

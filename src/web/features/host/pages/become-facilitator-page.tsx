import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SITE_PAGES } from '@shared/site-pages';
import { Button } from '@web/components/ui/button';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { useViewer, viewerQuery } from '@web/features/auth/api/viewer';
import { ownSpaceQuery } from '@web/features/spaces/api/own-space';
import { SpaceForm } from '@web/features/spaces/components/form/space-form';
import { api } from '@web/lib/api-client';

/**
 * Spec 01 §4: facilitator onboarding. Set up the space, see the £1 platform fee, then complete
 * (host from now on, to the events dashboard) or skip (a full navigation home).
 */
export default function BecomeFacilitatorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: viewer } = useViewer();
  const own = useQuery(ownSpaceQuery);
  if (viewer?.isHost) return <Navigate to="/host-dashboard/events" replace />;
  if (own.isPending) return <PageSkeleton />;

  const complete = async () => {
    try {
      await api('/api/onboarding/complete', { method: 'POST', body: {} });
      await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
      toast.success("You're now a facilitator! You can start hosting your first event.");
      await navigate('/host-dashboard/events');
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
  };

  const skip = async () => {
    try {
      await api('/api/onboarding/skip', { method: 'POST', body: {} });
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
    window.location.assign('/');
  };

  const name = [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' ');
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
      <p className="rounded-xl border border-sage-200 bg-sage-50 p-4">
        As a facilitator you can publish events, keep a dashboard and invite co-hosts. The platform
        fee is <strong>£1</strong>.
      </p>
      <SpaceForm
        context="onboarding"
        space={own.data?.space ?? null}
        defaultName={name}
        submitLabel="Complete Setup"
        onSaved={() => void complete()}
      />
      <Button variant="ghost" className="justify-self-center" onClick={() => void skip()}>
        Skip for now
      </Button>
    </Page>
  );
}

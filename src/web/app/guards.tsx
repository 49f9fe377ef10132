import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ForbiddenPage } from '@web/components/error-pages';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { authPathFor, shouldNavigateToAuth } from '@web/lib/auth-navigation';
import { useViewer } from '@web/lib/viewer';

function RedirectToAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = authPathFor(location.pathname + location.search);
  useEffect(() => {
    if (shouldNavigateToAuth(target)) void navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageSkeleton label="Redirecting to log in" />;
}

function ViewerLoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div className="container-page grid justify-items-start gap-4 py-16" role="alert">
      <h1 className="text-2xl font-semibold text-forest-900">We couldn't check your session</h1>
      <p className="text-ink-muted">
        {error instanceof ApiError && error.status === 503
          ? error.message
          : 'Please check your connection and try again.'}
      </p>
      <Button onClick={retry}>Try again</Button>
    </div>
  );
}

/**
 * Non-public routes: a skeleton while the session loads, /auth?returnTo=… for visitors, and
 * /become-facilitator for users who owe onboarding (unless this route is a bypass route).
 */
export function RequireAuth({ bypassOnboarding = false }: { bypassOnboarding?: boolean }) {
  const { data: viewer, isPending, error, refetch } = useViewer();
  if (isPending) return <PageSkeleton />;
  if (error) return <ViewerLoadFailed error={error} retry={() => void refetch()} />;
  if (!viewer.user) return <RedirectToAuth />;
  if (!bypassOnboarding && viewer.needsFacilitatorOnboarding)
    return <Navigate to={paths.becomeFacilitator.getHref()} replace />;
  return <Outlet />;
}

/** Spec 01 §2: the host gate of /create-hosted-event, applied to every event form and the dashboard. */
export function RequireHost() {
  const { data: viewer, isPending, error, refetch } = useViewer();
  if (isPending) return <PageSkeleton label="Checking your host access" />;
  // Unanswered (an outage) is not "signed out": never send a host to the login page for it.
  if (error && !viewer) return <ViewerLoadFailed error={error} retry={() => void refetch()} />;
  if (!viewer?.user) return <RedirectToAuth />;
  if (!viewer.isHost) return <Navigate to={paths.becomeFacilitator.getHref()} replace />;
  return <Outlet />;
}

export function RequireSuperAdmin() {
  const { data: viewer, isPending, error, refetch } = useViewer();
  if (isPending) return <PageSkeleton />;
  if (error && !viewer) return <ViewerLoadFailed error={error} retry={() => void refetch()} />;
  if (!viewer?.user) return <RedirectToAuth />;
  if (!viewer.isSuperAdmin) return <ForbiddenPage />;
  return <Outlet />;
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { ToastHost } from '@web/components/ui/toaster';
import { lazyPart } from '@web/lib/lazy-part';
import { useViewer } from '@web/lib/viewer';

// Only someone signed in has roles to watch: visitors never load it (ADR 29).
const PrivilegeWatch = lazyPart('privilege-watch', () =>
  import('@web/features/auth/components/privilege-watch').then((module) => module.PrivilegeWatch),
);

/** Spec 01 §4's check of the signed-in person's roles, while someone is signed in. */
function SignedInPrivilegeWatch() {
  const signedIn = Boolean(useViewer().data?.user);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PrivilegeWatch />
    </Suspense>
  );
}

/**
 * Marks the document (`<html data-app="started">`) once the app has taken over the page. A page
 * drawn on the server shows its buttons before then (ADR 24); the e2e tests wait for the mark
 * before pressing them.
 */
function AppStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

/**
 * Everything around the router, the same in the browser and on the server: a page rendered on
 * the server is hydrated by this very tree, so the two must not differ.
 */
export function AppTree({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router}
        <SignedInPrivilegeWatch />
        <ToastHost />
        <AppStarted />
      </QueryClientProvider>
    </StrictMode>
  );
}

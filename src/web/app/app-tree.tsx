import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { ToastHost } from '@web/components/ui/toaster';
import { PrivilegeWatch } from '@web/features/auth/components/privilege-watch';

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
        <PrivilegeWatch />
        <ToastHost />
        <AppStarted />
      </QueryClientProvider>
    </StrictMode>
  );
}

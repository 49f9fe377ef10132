import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ToastHost } from '@web/components/ui/toaster';
import { PrivilegeWatch } from '@web/features/auth/components/privilege-watch';

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
      </QueryClientProvider>
    </StrictMode>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { PrivilegeWatch } from './features/auth/components/privilege-watch';
import { queryClient } from './lib/query-client';
import { router } from './app/router';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <PrivilegeWatch />
      {/* Spec 01 §9: top centre, 2500 ms, following the system theme. */}
      <Toaster
        position="top-center"
        duration={2500}
        theme="system"
        closeButton
        // Our own colours: sonner's rich colours fall short of WCAG AA contrast.
        toastOptions={{
          classNames: {
            error: '!border-red-200 !bg-red-50 !text-red-900',
            success: '!border-sage-200 !bg-sage-50 !text-forest-900',
            info: '!border-stone-200 !bg-white !text-ink',
          },
        }}
      />
    </QueryClientProvider>
  </StrictMode>,
);

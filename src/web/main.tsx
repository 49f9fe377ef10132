import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ToastHost } from './components/ui/toaster';
import { PrivilegeWatch } from './features/auth/components/privilege-watch';
import { queryClient } from './lib/query-client';
import { router } from './app/router';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <PrivilegeWatch />
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);

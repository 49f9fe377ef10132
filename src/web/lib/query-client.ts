import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// Spec 01 §9: data stays fresh for 5 minutes and is not refetched on window focus.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

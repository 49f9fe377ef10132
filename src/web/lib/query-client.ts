import { QueryClient } from '@tanstack/react-query';
import { ApiError, isTransient } from './api-client';

// Spec 01 §9: data stays fresh for 5 minutes and is not refetched on window focus.
// Reads are retried (mutations never: they may not be safe to repeat); through a brief outage
// a few more times, after the pause the server asks for in Retry-After.
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // A page rendered on the server shows what the first answer was; the browser retries.
        retry: onServer
          ? false
          : (failures, error) => {
              if (error instanceof ApiError && error.status >= 400 && error.status < 500)
                return false;
              return failures < (isTransient(error) ? 4 : 2);
            },
        retryDelay: (failures, error) =>
          isTransient(error) && error.retryAfterSeconds
            ? error.retryAfterSeconds * 1000
            : Math.min(1000 * 2 ** failures, 30_000),
      },
    },
  });
}

/** The browser's one client. Code run on the server uses the one its render was given. */
export const queryClient = createQueryClient();

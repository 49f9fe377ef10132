import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { paths } from '@web/config/paths';
import { api, ApiError } from '@web/lib/api-client';

/**
 * Spec 01 §4: a missing session counts as success; any other failure still clears what this
 * browser holds and says so.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (destination: string = paths.home.getHref()) => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      const sessionGone =
        error instanceof ApiError && (error.status === 401 || error.status === 404);
      if (!sessionGone) {
        localStorage.clear();
        sessionStorage.clear();
        toast.error('Sign out completed. Please refresh if you see any issues.');
      }
    }
    queryClient.clear();
    await navigate(destination, { replace: true });
  };
}

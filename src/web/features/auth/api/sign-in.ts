import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@shared/auth-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api('/api/auth/sign-in/email', { method: 'POST', body: { ...input, rememberMe: true } }),
    onSuccess: () => {
      // What was fetched as a visitor (a space without its Follow button) is not what this
      // person sees: the pages they go on to fetch it again.
      queryClient.removeQueries({ type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@shared/auth-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api('/api/auth/sign-in/email', { method: 'POST', body: { ...input, rememberMe: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from './viewer';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 01 §2: the e-mail confirmation link leads back to the site root.
    mutationFn: (input: SignUpInput) =>
      api('/api/auth/sign-up/email', { method: 'POST', body: { ...input, callbackURL: '/' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey }),
  });
}

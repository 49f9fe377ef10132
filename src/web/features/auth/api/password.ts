import { useMutation } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: paths.resetPassword.getHref() },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}

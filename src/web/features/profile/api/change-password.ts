import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api('/api/auth/change-password', { method: 'POST', body: input }),
  });
}

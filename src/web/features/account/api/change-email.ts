import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@shared/account/account-schemas';
import { api } from '@web/lib/api-client';

/** Asks for the link that moves the account to a new address (sent to that address). */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      api<{ message: string }>('/api/account/change-email', { method: 'POST', body: input }),
  });
}

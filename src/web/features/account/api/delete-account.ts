import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/account/account-schemas';
import { api } from '@web/lib/api-client';

/** Deletes the signed-in person's account; the server ends the session and clears its cookie. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<{ message: string }>('/api/account/delete', { method: 'POST', body: input }),
  });
}

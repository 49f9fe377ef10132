import { useMutation } from '@tanstack/react-query';
import { unsubscribePath } from '@shared/account/unsubscribe-rules';
import { api } from '@web/lib/api-client';

/**
 * The unsubscribe page's button: the same POST a mail program sends for one-click unsubscribe
 * (RFC 8058), to the address the e-mail's link opened. No session needed.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: ({ userId, token }: { userId: string; token: string }) =>
      api<{ message: string }>(unsubscribePath(userId, token), { method: 'POST' }),
  });
}

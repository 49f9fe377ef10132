import { useTransition } from 'react';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/**
 * Sends the confirmation e-mail again: from the sign-up's "check your e-mail" card and the
 * profile. It says so in a toast, or says why not; `isPending` while it is sent (a transition).
 */
export function useResendVerification() {
  const [isPending, startTransition] = useTransition();
  const resend = (email: string, sentMessage: string) =>
    startTransition(async () => {
      try {
        await api('/api/auth/send-verification-email', {
          method: 'POST',
          body: { email, callbackURL: paths.home.getHref() },
        });
        toast.success(sentMessage);
      } catch (error) {
        toast.error((error as Error).message);
      }
    });
  return { isPending, resend };
}

import { useMutation } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';

/** Sends the confirmation e-mail again: from the sign-up's "check your e-mail" card and the profile. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/api/auth/send-verification-email', {
        method: 'POST',
        body: { email, callbackURL: paths.home.getHref() },
      }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth-schemas';
import type { SpaceInput } from '@shared/spaces/space-schemas';
import { api } from '@web/lib/api-client';

/** The same answer for every sign-up (ADR 18): the account is used from its e-mailed link on. */
export type SignUpResult = { message: string };

/**
 * One request creates the account and, when asked, keeps the personal space to be made once
 * the e-mail is confirmed (spec 02 §2, ADR 18).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput & { space: SpaceInput | null }) =>
      api<SignUpResult>('/api/account/sign-up', { method: 'POST', body: input }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth-schemas';
import type { SpaceInput } from '@shared/spaces/space-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from './viewer';

export type SignUpResult = {
  userId: string;
  spaceCreated: boolean;
  spaceError: string | null;
  /** The space made with the account: its address and the new facilitator's platform fee. */
  space: { handle: string | null; platformFee: number } | null;
};

/** One request creates the account and, when asked, the personal space (spec 02 §2). */
// The caller refreshes the viewer itself, after it has switched to the welcome screens, so the
// auth page's "signed in, go on" redirect does not race them.
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput & { space: SpaceInput | null }) =>
      api<SignUpResult>('/api/account/sign-up', { method: 'POST', body: input }),
  });
}

export function useRefreshViewer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
}

import type { QueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@shared/auth-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';

/** Signs in with e-mail and password, and lets the app learn who is now looking. */
export async function signIn(queryClient: QueryClient, input: SignInInput) {
  await api('/api/auth/sign-in/email', { method: 'POST', body: { ...input, rememberMe: true } });
  // What was fetched as a visitor (a space without its Follow button) is not what this person
  // sees: the pages they go on to fetch it again.
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
}

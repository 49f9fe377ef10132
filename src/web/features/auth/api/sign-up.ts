import type { z } from 'zod';
import type { SignUpInput } from '@shared/auth-schemas';
import type { messageSchema } from '@shared/common-schemas';
import type { SpaceInput } from '@shared/spaces/space-schemas';
import { api } from '@web/lib/api-client';

/** The same answer for every sign-up (ADR 18): the account is used from its e-mailed link on. */
export type SignUpResult = z.infer<typeof messageSchema>;

export type SignUpRequest = SignUpInput & {
  space: SpaceInput | null;
  image: File | null;
  /** Where the confirmation link leads back to after the welcome screens. */
  returnTo?: string;
};

/**
 * One request creates the account and, when asked, keeps the personal space (and its image) to
 * be made once the e-mail is confirmed (spec 02 §2, ADR 18). With an image it is a form:
 * the account's fields, the space as JSON text, and the file.
 */
export function signUp({ image, ...input }: SignUpRequest): Promise<SignUpResult> {
  if (!image || !input.space)
    return api<SignUpResult>('/api/account/sign-up', { method: 'POST', body: input });
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('password', input.password);
  form.append('space', JSON.stringify(input.space));
  if (input.returnTo) form.append('returnTo', input.returnTo);
  form.append('image', image);
  return api<SignUpResult>('/api/account/sign-up', { method: 'POST', body: form });
}

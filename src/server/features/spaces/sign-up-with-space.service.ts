import { signUpAnswer, welcomePath } from '../../../shared/auth-schemas';
import type { ParsedSpaceInput } from '../../../shared/spaces/space-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { upsertPendingSpace } from './pending-spaces.repository';
import { profileExists } from './spaces.repository';
import { isHandleFree, takenHandleError } from './spaces.service';
import { reencodeSpaceAvatar } from './space-images.service';

/** The auth feature's e-mail sign-up (see auth/email-sign-up.ts), handed in by composition/. */
export type AccountSignUp = {
  /** Checks the account's fields as the sign-up form's, after counting the attempt. */
  check: (fields: Record<string, unknown>, ip: string) => Promise<Record<string, unknown>>;
  /** Makes the account and mails its confirmation link; answers the new user's id. */
  create: (
    account: Record<string, unknown>,
    request: { ip: string; userAgent?: string; callbackURL: string },
  ) => Promise<string>;
};

/**
 * Checks and re-encodes the image exactly as a space avatar upload does. A file that is not an
 * image is a mistake in this form's field (its request is a well-formed form), so a 400 that
 * names the field.
 */
async function reencodeSignUpImage(upload: Buffer): Promise<Buffer> {
  try {
    return await reencodeSpaceAvatar(upload);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'UNSUPPORTED_MEDIA_TYPE') throw error;
    throw new AppError('VALIDATION_FAILED', error.message, {
      fieldErrors: { 'space.image': [error.message] },
    });
  }
}

/**
 * Spec 02 §2: sign-up with "I want to create my space" in one request, its image included. The
 * account is used from its confirmation link on (ADR 18), and its space is created then, with
 * the image as its avatar; until that moment the space waits unseen, so the answer is the same
 * whether the address was new or already had an account (whose owner gets a "someone tried to
 * sign up" e-mail instead). The image is checked and re-encoded before the account is made, for
 * every address alike, so neither a refusal nor the time taken tells the two apart.
 */
export async function signUpWithSpace(
  deps: { db: Database; accounts: AccountSignUp },
  request: {
    fields: Record<string, unknown>;
    space: ParsedSpaceInput | null;
    upload: Buffer | null;
    /** Where the confirmation link leads after the welcome screens (checked there). */
    returnTo?: string;
    ip: string;
    userAgent?: string;
  },
): Promise<{ message: string }> {
  const { db, accounts } = deps;
  const { space, upload } = request;
  const account = await accounts.check(request.fields, request.ip);
  if (upload && !space)
    throw new AppError('BAD_REQUEST', 'An image is for a personal space: send the space too.');
  // A handle someone already has is refused before anything is made: it says nothing
  // about the e-mail address, and the form shows it as "✗ Already taken".
  if (space?.handle && !(await isHandleFree(db, space.handle)))
    throw takenHandleError('space.handle');
  const image = upload ? await reencodeSignUpImage(upload) : null;
  const userId = await accounts.create(account, {
    ip: request.ip,
    userAgent: request.userAgent,
    callbackURL: welcomePath(!!space, request.returnTo),
  });
  // Only a new account has a profile; for an existing address better-auth answered with a
  // stand-in, and nothing is kept (its image was re-encoded all the same, then dropped). The
  // space waits for the confirmation link (ADR 18).
  if (space && (await profileExists(db, userId)))
    await upsertPendingSpace(db, { userId, input: space, image });
  return { message: signUpAnswer };
}

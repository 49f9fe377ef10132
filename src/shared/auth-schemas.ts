import { z } from 'zod';
import { text } from './input-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordHint } from './password-rules';
import { safeReturnTo } from './return-to';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordHint } from './password-rules';

/** Spec 01 §5: the message when e-mail or password is missing. */
export const missingCredentialsMessage =
  'You must provide either an email or phone number and a password';

export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, passwordHint)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const emailSchema = text()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address');

export const signInSchema = z.object({
  email: emailSchema,
  password: text().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ newPassword: passwordSchema });

/** better-auth's one-time tokens, as e-mail links carry them: letters, digits, `-`, `_`, `.`. */
export const emailLinkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,2048}$/, 'This link is not valid. Please ask for a new one.');

/** The reset-password form as it is sent: the new password and the token of the e-mail link. */
export const resetPasswordWithTokenSchema = resetPasswordSchema.extend({
  token: emailLinkTokenSchema,
});

export const signOutSchema = z.object({});

export const changePasswordSchema = z.object({
  currentPassword: text()
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
  newPassword: passwordSchema,
});

/** Spec 01 §8: what every sign-up answers, whether or not the address already had an account. */
export const signUpAnswer = 'Signup successful! Please check your email for verification.';

/**
 * Where the confirmation link of a sign-up leads: the welcome screens (spec 02 §2), told
 * whether a space was asked for, so they can say if it was made, and where the person was
 * heading when they signed up (a space they pressed Follow on), for the screens' way out.
 */
export const welcomePath = (withSpace: boolean, returnTo?: string | null) => {
  const path = `/auth?welcome=${withSpace ? 'space' : '1'}`;
  const back = safeReturnTo(returnTo);
  return back === '/' ? path : `${path}&returnTo=${encodeURIComponent(back)}`;
};

import { verifyJWT } from 'better-auth/crypto';
import type { z } from 'zod';
import {
  changePasswordSchema,
  emailLinkTokenSchema,
  forgotPasswordSchema,
  missingCredentialsMessage,
  resetPasswordWithTokenSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
  welcomePath,
} from '../../../shared/auth-schemas';
import { AppError } from '../../lib/app-error';
import { commonPasswordMessage, isCommonPassword } from './common-passwords';

export type Body = Record<string, unknown>;

/**
 * The better-auth endpoints Kindred uses, each with the schema its body must pass and the body
 * better-auth then receives: only the validated fields, plus what the server decides itself
 * (where e-mail links lead, that a password change signs out other devices). Nothing the
 * client sends beyond the schema reaches better-auth. Every other path is a 404.
 */
export const postEndpoints: Record<
  string,
  { schema: z.ZodType<Body>; forward: (body: Body) => Body }
> = {
  '/sign-up/email': {
    schema: signUpSchema,
    forward: (b) => ({ ...b, callbackURL: welcomePath(false) }),
  },
  // Signing in before confirming sends a fresh link; it leads to the welcome screens too.
  '/sign-in/email': {
    schema: signInSchema,
    forward: (b) => ({ ...b, callbackURL: welcomePath(false) }),
  },
  '/sign-out': { schema: signOutSchema, forward: () => ({}) },
  '/send-verification-email': {
    schema: forgotPasswordSchema,
    forward: (b) => ({ ...b, callbackURL: welcomePath(false) }),
  },
  '/request-password-reset': {
    schema: forgotPasswordSchema,
    forward: (b) => ({ ...b, redirectTo: '/reset-password' }),
  },
  '/reset-password': {
    schema: resetPasswordWithTokenSchema,
    forward: (b) => b,
  },
  '/change-password': {
    schema: changePasswordSchema,
    forward: (b) => ({ ...b, revokeOtherSessions: true }),
  },
};

const RESET_LINK = /^\/reset-password\/([A-Za-z0-9_-]{1,200})$/;

export type Matched =
  | { method: 'POST'; path: string }
  | { method: 'GET'; path: '/get-session' | '/verify-email' | `/reset-password/${string}` };

/**
 * Matches the path exactly as it arrived, before any decoding or dot-segment resolution, against
 * the allowed endpoints. `..`, `%2e%2e`, `%2F`, `//`, a trailing slash or other letter case
 * match nothing and are refused, and better-auth is handed the matched path, never the raw one.
 */
export function matchEndpoint(method: string, rawUrl: string): Matched | null {
  const rawPath = rawUrl.split('?')[0]!;
  if (!rawPath.startsWith('/api/auth/')) return null;
  const path = rawPath.slice('/api/auth'.length);
  if (method === 'POST') return Object.hasOwn(postEndpoints, path) ? { method, path } : null;
  if (method !== 'GET') return null;
  if (path === '/get-session' || path === '/verify-email') return { method, path };
  if (RESET_LINK.test(path)) return { method, path: path as `/reset-password/${string}` };
  return null;
}

/** Only same-site paths as the target of an e-mail link; anything else goes home. */
export function sameSitePath(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return '/';
  return value;
}

/** The query better-auth sees for the GET endpoints: only the parameters it needs, checked. */
export function forwardedQuery(match: Matched, query: Record<string, unknown>): string {
  if (match.path === '/get-session') return '';
  const params = new URLSearchParams();
  if (match.path === '/verify-email') {
    const token = emailLinkTokenSchema.safeParse(query.token);
    if (!token.success)
      throw new AppError('BAD_REQUEST', 'This link is not valid. Please ask for a new one.');
    params.set('token', token.data);
  }
  params.set('callbackURL', sameSitePath(query.callbackURL));
  return `?${params.toString()}`;
}

/**
 * Endpoints that only send an e-mail to an address. Their work (looking the address up, making
 * a token, the mail itself) is a queued job, so the answer is the same, and as quick, whether
 * the address has an account or not.
 */
export const MAIL_ENDPOINTS: Record<string, string> = {
  '/request-password-reset':
    'If this email exists in our system, check your email for the reset link',
  '/send-verification-email': 'If this email needs confirming, check your email for the link',
};

export const normalisedEmail = (body: Body) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

/**
 * Checks a body against the endpoint's schema and answers the validated fields only (trimmed,
 * without anything the schema does not name), or throws a 400 with the field errors.
 */
export function validateBody(endpoint: string, body: Body): Body {
  if (
    (endpoint === '/sign-in/email' || endpoint === '/sign-up/email') &&
    (!body.email || !body.password)
  ) {
    throw new AppError('VALIDATION_FAILED', missingCredentialsMessage);
  }
  const schema = postEndpoints[endpoint]?.schema;
  if (!schema) throw new AppError('NOT_FOUND', 'Not found');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fieldErrors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]!.message, { fieldErrors });
  }
  const valid = parsed.data;
  const newPassword = endpoint === '/sign-up/email' ? valid.password : valid.newPassword;
  if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
    throw new AppError('VALIDATION_FAILED', commonPasswordMessage, {
      fieldErrors: { password: [commonPasswordMessage] },
    });
  }
  return valid;
}

/**
 * The move an e-mail link asks for: the account and the address it moves to, when the token is
 * one we signed and still valid; null for any other link.
 */
export async function emailChangeIn(
  token: unknown,
  secret: string,
): Promise<{ userId: string; newEmail: string } | null> {
  if (typeof token !== 'string') return null;
  const payload = await verifyJWT(token, secret);
  const { updateTo, userId } = (payload ?? {}) as Record<string, unknown>;
  return typeof updateTo === 'string' && typeof userId === 'string'
    ? { userId, newEmail: updateTo }
    : null;
}

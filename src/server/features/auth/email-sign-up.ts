import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforce } from '../../lib/rate-limiter';
import type { Auth } from './auth';
import { validateBody } from './auth-endpoints';
import { rateLimitRules } from './auth-limits';

type Fields = Record<string, unknown>;

/**
 * better-auth's e-mail sign-up for a route of another feature (sign-up with a space), with the
 * checks and limits of POST /api/auth/sign-up/email. composition/ hands it over.
 */
export function emailSignUp(deps: { auth: Auth; db: Database; limits: RateLimitSettings }) {
  return {
    /** The account's fields, checked as the sign-up form's, after counting the attempt. */
    async check(fields: Fields, ip: string): Promise<Fields> {
      const account = validateBody('/sign-up/email', fields);
      await enforce(deps.db, rateLimitRules('/sign-up/email', ip, account, deps.limits));
      return account;
    },

    /**
     * Makes the account and sends its confirmation link leading to `callbackURL`; answers the
     * new user's id. For an address that already has an account better-auth answers a stand-in
     * id of no account, and mails the owner instead (ADR 18).
     */
    async create(
      account: Fields,
      request: { ip: string; userAgent?: string; callbackURL: string },
    ): Promise<string> {
      const headers = new Headers({ 'x-forwarded-for': request.ip });
      if (request.userAgent) headers.set('user-agent', request.userAgent);
      const response = await deps.auth.api.signUpEmail({
        body: {
          ...(account as { name: string; email: string; password: string }),
          callbackURL: request.callbackURL,
        },
        headers,
        asResponse: true,
      });
      const body = (await response.json()) as { user?: { id: string }; message?: string };
      if (!response.ok || !body.user) {
        // Spec 01 §8: the error's message, else "An error occurred during signup".
        throw new AppError('BAD_REQUEST', body.message ?? 'An error occurred during signup');
      }
      return body.user.id;
    },
  };
}

export type EmailSignUp = ReturnType<typeof emailSignUp>;

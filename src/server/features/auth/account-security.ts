import { isAPIError } from 'better-auth/api';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { notAuthenticated } from '../../lib/app-error';
import type { Mail } from '../../lib/mailer';
import { enforce, reset } from '../../lib/rate-limiter';
import type { Auth } from './auth';
import { passwordCheckRule } from './auth-limits';
import { emailInUseMail } from './auth-mails';
import { deleteUserAccount, findUserEmail, isEmailTakenByOther } from './accounts.repository';

/**
 * What the account settings (another feature) need of the auth feature, handed over by composition/:
 * checking the signed-in person's password, starting an e-mail change, ending the session and
 * removing the account row.
 */
export function accountSecurity(deps: {
  auth: Auth;
  db: Database;
  limits: RateLimitSettings;
  queueMail: (mail: Mail) => Promise<void>;
  publicUrl: string;
}) {
  const { auth, db, limits } = deps;
  return {
    /**
     * Whether this is the signed-in person's password. Wrong guesses count against the same
     * limit as changing the password (429 once it is reached); a right one starts it afresh.
     */
    async checkPassword(cookie: string, userId: string, password: string): Promise<boolean> {
      const rule = passwordCheckRule(userId, limits);
      await enforce(db, [rule]);
      try {
        await auth.api.verifyPassword({ body: { password }, headers: headersWith(cookie) });
      } catch (err) {
        if (isAPIError(err) && err.statusCode === 400) return false;
        if (isAPIError(err) && err.statusCode === 401) throw notAuthenticated();
        throw err;
      }
      await reset(db, rule.key);
      return true;
    },

    /**
     * Sends the link that moves the account to `newEmail` to that address (better-auth's
     * change-email; the address changes once the link is opened). An address that already has
     * an account gets a mail saying so instead, and the caller answers the same either way.
     */
    async requestEmailChange(
      cookie: string,
      userId: string,
      newEmail: string,
      callbackURL: string,
    ): Promise<void> {
      if (await isEmailTakenByOther(db, newEmail, userId)) {
        await deps.queueMail(emailInUseMail(newEmail, `${deps.publicUrl}/auth`));
        return;
      }
      await auth.api.changeEmail({ body: { newEmail, callbackURL }, headers: headersWith(cookie) });
    },

    /** The address the account has now. */
    currentEmail: (userId: string) => findUserEmail(db, userId),

    /** Removes the account row and what cascades from it; run inside the deletion's transaction. */
    deleteAccountRow: (tx: Database, userId: string) => deleteUserAccount(tx, userId),

    /** The Set-Cookie headers that clear this browser's session cookies. */
    async signOutCookies(cookie: string): Promise<string[]> {
      const response = await auth.api.signOut({ headers: headersWith(cookie), asResponse: true });
      return response.headers.getSetCookie();
    },
  };
}

export type AccountSecurity = ReturnType<typeof accountSecurity>;

const headersWith = (cookie: string) => new Headers({ cookie });

import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../../../shared/admin-schemas';
import type { Database } from '../../db/client';
import { isConnectionError } from '../../db/connection-errors';
import type { Mail } from '../../lib/mailer';
import { betterAuthDatabase, findUserEmail, noteConfirmationLinkSent } from './accounts.repository';
import {
  changeEmailMail,
  emailChangedNotice,
  existingAccountMail,
  passwordResetMail,
  verificationMail,
} from './auth-mails';
import { SESSION_COOKIE_PREFIX } from '../../lib/session-cookie';

export type AuthOptions = {
  db: Database;
  /** Puts a message in the mail queue; it is sent off the request path (ADR 17). */
  queueMail: (mail: Mail) => Promise<void>;
  publicUrl: string;
  secret: string;
  /** Makes the new account's profile (the profile feature's; composition/ hands it in). */
  onUserCreated: (user: { id: string; name: string; email: string }) => Promise<void>;
  /** Runs once an address is confirmed: the space asked for at sign-up is made then (ADR 18). */
  onEmailVerified: (userId: string) => Promise<void>;
  /**
   * Runs after every change better-auth makes to an account: the profile takes its address,
   * and answers the address it had before when that changed (the profile feature's; composition/
   * hands it in). The old address is then told of the change.
   */
  onAccountSaved?: (user: { id: string; email: string }) => Promise<string | null>;
  /**
   * Whether a super admin has suspended this account (the admin feature's; composition/ hands it in).
   * A suspended account gets no session, however it asks: password, confirmation link, reset.
   */
  isSuspended?: (userId: string) => Promise<boolean>;
  /** Where better-auth's own error lines go (the app's log); by default, the console. */
  log?: (err: unknown, message: string) => void;
};

const DAY = 60 * 60 * 24;

/** The code of better-auth's answer when a suspended account tries to start a session. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

export function createAuth({
  db,
  queueMail,
  publicUrl,
  secret,
  onUserCreated,
  onEmailVerified,
  onAccountSaved,
  isSuspended,
  log,
}: AuthOptions) {
  return betterAuth({
    appName: 'Kindred',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    // Failed logins are expected traffic, not warnings; real failures surface as 5xx in our log.
    // A database outage is logged once by the breaker, not once per session lookup.
    logger: {
      level: 'error',
      ...(log && {
        log: (_level, message, ...args: unknown[]) => {
          const err = args.find((a) => a instanceof Error);
          if (!isConnectionError(err)) log(err, `better-auth: ${message}`);
        },
      }),
    },
    // PUBLIC_URL only: links in e-mails and their redirects never follow a Host or
    // X-Forwarded-Host header (the bridge in auth.routes.ts addresses every request to it).
    trustedOrigins: [publicUrl],
    database: betterAuthDatabase(db),
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: publicUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
    },
    // Our own Postgres-backed limiter guards the auth routes (see auth.routes.ts); better-auth's
    // in-memory one would not be shared between app processes.
    rateLimit: { enabled: false },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // ADR 18: an account is used from its confirmation link on. Sign-up then answers the same
      // for a new and an existing address, and never with a session (no account enumeration).
      autoSignIn: false,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await queueMail(passwordResetMail(user, url));
      },
      // Someone signed up with an address that has an account: its owner hears of it instead.
      onExistingUserSignUp: async ({ user }) => {
        await queueMail(existingAccountMail(user, `${publicUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in before confirming sends a fresh link (and answers 403 "Email not verified").
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 2 * DAY,
      sendVerificationEmail: async ({ user, url }) => {
        // An e-mail change hands over the account with the new address in place of its own:
        // the link moves the account to that address (`user.changeEmail` below).
        const stored = await findUserEmail(db, user.id);
        if (stored !== undefined && stored !== user.email.toLowerCase()) {
          await queueMail(changeEmailMail(user, url));
          return;
        }
        // A never-confirmed account is kept 30 days from its last link (ADR 19).
        await noteConfirmationLinkSent(db, user.id);
        await queueMail(verificationMail(user, url));
      },
      afterEmailVerification: async (user) => {
        await onEmailVerified(user.id);
      },
    },
    // A signed-in person moves their account to another address: better-auth mails a link to
    // the new address, and the address changes only once that link is opened. The account
    // stays confirmed (the link proves the new address); the old address is told.
    user: { changeEmail: { enabled: true } },
    databaseHooks: {
      session: {
        create: {
          // Only a right password (or a valid link) gets this far, so the refusal tells no one
          // else that the account exists or is suspended.
          before: async (session) => {
            if (await isSuspended?.(session.userId))
              throw new APIError('FORBIDDEN', {
                message: SUSPENDED_ACCOUNT_MESSAGE,
                code: ACCOUNT_SUSPENDED,
              });
          },
        },
      },
      user: {
        create: {
          // Spec 01 §3: every account gets a profile.
          after: async (user) => {
            await onUserCreated(user);
          },
        },
        update: {
          after: async (user) => {
            const previous = await onAccountSaved?.(user);
            if (previous)
              await queueMail(
                emailChangedNotice(previous, user.name, user.email, `${publicUrl}/contact`),
              );
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

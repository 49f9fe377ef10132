import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/client';
import { users, sessions, accounts, verifications } from '../../db/schema/auth';
import type { Mailer } from '../../lib/mailer';
import { createProfileForNewUser } from './profile-on-signup';
import { passwordResetMail, verificationMail } from './auth-mails';

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
};

const DAY = 60 * 60 * 24;

export function createAuth({ db, mailer, publicUrl, secret }: AuthOptions) {
  return betterAuth({
    appName: 'Kindred',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    // Failed logins are expected traffic, not warnings; real failures surface as 5xx in our log.
    logger: { level: 'error' },
    // PUBLIC_URL, and the address this request actually reached (e.g. 127.0.0.1 instead of
    // localhost); foreign origins were already refused by the security hook.
    trustedOrigins: (request) => [publicUrl, request ? new URL(request.url).origin : null],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      cookiePrefix: 'kindred',
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
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 2 * DAY,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfileForNewUser(db, user);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

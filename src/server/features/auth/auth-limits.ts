import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  enforce,
  hit,
  refund,
  reset,
  tooManyAttempts,
  type RateLimitRule,
} from '../../lib/rate-limiter';
import { normalisedEmail, type Body } from './auth-endpoints';
import { knownDevice, knownDeviceCookie } from './known-device';

/** What the auth endpoints' limits need: the counters, the settings, the device cookie's key. */
export type AttemptLimits = {
  db: Database;
  limits: RateLimitSettings;
  secret: string;
  secureCookies: boolean;
};

/**
 * Applies the endpoint's limits. Sign-in and change-password count failures only: the attempt
 * is counted before better-auth checks the password and taken back when it was right.
 */
export async function countAttempt(
  deps: AttemptLimits,
  request: FastifyRequest,
  endpoint: string,
  body: Body,
) {
  const { db, limits, secret } = deps;
  const noSettle = { settle: async () => {} };
  if (endpoint === '/sign-in/email') {
    const account = normalisedEmail(body);
    const device = knownDevice(secret, request.headers.cookie, account);
    const rules = signInRules(request.ip, account, device?.deviceId ?? null, limits);
    await enforce(db, [rules[0]]);
    const accountHit = await hit(db, rules[1]);
    // Too many failures for this account from devices it does not know: guesses are slowed to
    // one every PACED_SIGN_IN_SECONDS rather than refused, so that strangers' guesses never lock
    // the owner out of a new device for long (issue 21, ADR 31).
    if (!accountHit.allowed) {
      if (device) throw tooManyAttempts(accountHit.retryAfterSeconds);
      await enforcePace(db, account);
    }
    return {
      async settle(status: number, reply: FastifyReply) {
        // 401 is a wrong password (or no such account); anything else was not a guess.
        if (status === 401) return;
        await refund(db, rules[0]!.key);
        if (status !== 200) {
          await refund(db, rules[1]!.key);
          return;
        }
        await reset(db, rules[1]!.key);
        await reset(db, pacedKey(account));
        if (device) await reset(db, `login:account:${account}`);
        reply.header(
          'set-cookie',
          knownDeviceCookie(secret, account, {
            secure: deps.secureCookies,
            deviceId: device?.deviceId,
          }),
        );
      },
    };
  }
  if (endpoint === '/change-password') {
    const viewer = await request.viewer();
    if (!viewer) return noSettle; // better-auth answers 401 without a session
    const rule = passwordCheckRule(viewer.userId, limits);
    await enforce(db, [rule]);
    return {
      async settle(status: number) {
        if (status === 200) await reset(db, rule.key);
        else if (status !== 400 && status !== 401) await refund(db, rule.key);
      },
    };
  }
  await enforce(db, rateLimitRules(endpoint, request.ip, body, limits));
  return noSettle;
}

/** How often an account over its failure limit may be tried from a device it does not know. */
export const PACED_SIGN_IN_SECONDS = 30;

const pacedKey = (account: string) => `login:account-paced:${account}`;

/** One sign-in every PACED_SIGN_IN_SECONDS for this account, or 429 saying how long to wait. */
async function enforcePace(db: Database, account: string) {
  const paced = await hit(db, {
    key: pacedKey(account),
    limit: 1,
    windowSeconds: PACED_SIGN_IN_SECONDS,
  });
  if (paced.allowed) return;
  const seconds = paced.retryAfterSeconds;
  throw new AppError(
    'RATE_LIMITED',
    `Too many sign-in attempts for this account. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or reset your password.`,
    { retryAfterSeconds: seconds },
  );
}

/**
 * Guesses at a signed-in person's password: changing it, changing the e-mail address or
 * deleting the account all ask for it, and all count against this one limit.
 */
export function passwordCheckRule(userId: string, limits: RateLimitSettings): RateLimitRule {
  return {
    key: `change-password:user:${userId}`,
    limit: limits.loginPerAccount,
    windowSeconds: limits.windowSeconds,
  };
}

/**
 * Sign-in limits. Per address, and per account; a device that signed in to the account before
 * has a counter of its own instead of the account's, so strangers' failures never lock it out.
 * The address rule comes first, the account (or device) rule second.
 */
export function signInRules(
  ip: string,
  account: string,
  deviceId: string | null,
  limits: RateLimitSettings,
): [RateLimitRule, RateLimitRule] {
  const windowSeconds = limits.windowSeconds;
  return [
    { key: `login:ip:${ip}`, limit: limits.loginPerIp, windowSeconds },
    deviceId
      ? { key: `login:device:${deviceId}:${account}`, limit: limits.loginPerAccount, windowSeconds }
      : { key: `login:account:${account}`, limit: limits.loginPerAccount, windowSeconds },
  ];
}

export function rateLimitRules(
  endpoint: string,
  ip: string,
  body: Body,
  limits: RateLimitSettings,
): RateLimitRule[] {
  const account = normalisedEmail(body);
  const windowSeconds = limits.windowSeconds;
  switch (endpoint) {
    case '/sign-up/email':
      return [
        { key: `signup:ip:${ip}`, limit: limits.signupPerIp, windowSeconds },
        { key: `signup:account:${account}`, limit: limits.loginPerAccount, windowSeconds },
      ];
    case '/request-password-reset':
    case '/send-verification-email':
      return [
        { key: `mail:ip:${ip}`, limit: limits.loginPerIp, windowSeconds },
        { key: `mail:account:${account}`, limit: limits.passwordResetPerAccount, windowSeconds },
      ];
    default:
      return [];
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  missingCredentialsMessage,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  welcomePath,
} from '../../../shared/auth-schemas';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/job-queue';
import { enforce, refund, reset, type RateLimitRule } from '../../lib/rate-limiter';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import type { Auth } from './auth';
import { commonPasswordMessage, isCommonPassword } from './common-passwords';
import { knownDevice, knownDeviceCookie } from './known-device';

type Body = Record<string, unknown>;

/** better-auth's one-time tokens: letters, digits, `-`, `_` (and the dots of a JWT). */
const TOKEN = /^[A-Za-z0-9._-]{1,2048}$/;
const tokenSchema = z.string().regex(TOKEN, 'This link is not valid. Please ask for a new one.');

/**
 * The better-auth endpoints Kindred uses, each with the schema its body must pass and the body
 * better-auth then receives: only the validated fields, plus what the server decides itself
 * (where e-mail links lead, that a password change signs out other devices). Nothing the
 * client sends beyond the schema reaches better-auth. Every other path is a 404.
 */
const postEndpoints: Record<string, { schema: z.ZodType<Body>; forward: (body: Body) => Body }> = {
  '/sign-up/email': {
    schema: signUpSchema,
    forward: (b) => ({ ...b, callbackURL: welcomePath(false) }),
  },
  // Signing in before confirming sends a fresh link; it leads to the welcome screens too.
  '/sign-in/email': {
    schema: signInSchema,
    forward: (b) => ({ ...b, callbackURL: welcomePath(false) }),
  },
  '/sign-out': { schema: z.object({}), forward: () => ({}) },
  '/send-verification-email': {
    schema: forgotPasswordSchema,
    forward: (b) => ({ ...b, callbackURL: welcomePath(false) }),
  },
  '/request-password-reset': {
    schema: forgotPasswordSchema,
    forward: (b) => ({ ...b, redirectTo: '/reset-password' }),
  },
  '/reset-password': {
    schema: resetPasswordSchema.extend({ token: tokenSchema }),
    forward: (b) => b,
  },
  '/change-password': {
    schema: changePasswordSchema,
    forward: (b) => ({ ...b, revokeOtherSessions: true }),
  },
};

export const emailNotConfirmedMessage =
  'Please confirm your e-mail address first: we have sent you a new link.';

const RESET_LINK = /^\/reset-password\/([A-Za-z0-9_-]{1,200})$/;

type Matched =
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
function sameSitePath(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return '/';
  return value;
}

/** The query better-auth sees for the GET endpoints: only the parameters it needs, checked. */
function forwardedQuery(match: Matched, query: Record<string, unknown>): string {
  if (match.path === '/get-session') return '';
  const params = new URLSearchParams();
  if (match.path === '/verify-email') {
    const token = tokenSchema.safeParse(query.token);
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
const MAIL_ENDPOINTS: Record<string, string> = {
  '/request-password-reset':
    'If this email exists in our system, check your email for the reset link',
  '/send-verification-email': 'If this email needs confirming, check your email for the link',
};

export const AUTH_MAIL_JOB = 'auth-mail';

/** The job behind a mail endpoint: better-auth does what it would have done in the request. */
export function runAuthMailJob(auth: Auth, publicUrl: string) {
  return async (data: unknown) => {
    const { endpoint, body } = data as { endpoint: string; body: Body };
    if (!Object.hasOwn(MAIL_ENDPOINTS, endpoint)) return;
    const forwarded = postEndpoints[endpoint]!.forward(validateBody(endpoint, body));
    const response = await auth.handler(
      new Request(`${publicUrl}/api/auth${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(forwarded),
      }),
    );
    // 400s ("already verified") are answers, not failures worth retrying.
    if (response.status >= 500) throw new Error(`${endpoint} answered ${response.status}`);
  };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    db,
    jobs,
    limits,
    publicUrl,
    secret,
  }: {
    auth: Auth;
    db: Database;
    jobs: JobQueue;
    limits: RateLimitSettings;
    publicUrl: string;
    secret: string;
  },
) {
  const secureCookies = publicUrl.startsWith('https://');
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const match = matchEndpoint(request.method, request.url);
      if (!match) throw new AppError('NOT_FOUND', 'Not found');

      if (match.method === 'GET') {
        const query = forwardedQuery(match, request.query as Record<string, unknown>);
        const response = await auth.handler(toWebRequest(request, publicUrl, match.path + query));
        return relay(reply, response);
      }

      const body = validateBody(match.path, (request.body ?? {}) as Body);
      const attempt = await countAttempt(request, match.path, body);
      const mailAnswer = MAIL_ENDPOINTS[match.path];
      if (mailAnswer) {
        await jobs.send(AUTH_MAIL_JOB, { endpoint: match.path, body });
        return reply.send({ status: true, message: mailAnswer });
      }
      const forwarded = postEndpoints[match.path]!.forward(body);
      const response = await auth.handler(toWebRequest(request, publicUrl, match.path, forwarded));
      await attempt.settle(response.status, reply);
      // Only the right password reaches this answer (better-auth has just mailed a new link).
      if (match.path === '/sign-in/email' && response.status === 403)
        throw new AppError('FORBIDDEN', emailNotConfirmedMessage);
      return relay(reply, response);
    },
  });

  /**
   * Applies the endpoint's limits. Sign-in and change-password count failures only: the attempt
   * is counted before better-auth checks the password and taken back when it was right.
   */
  async function countAttempt(request: FastifyRequest, endpoint: string, body: Body) {
    const noSettle = { settle: async () => {} };
    if (endpoint === '/sign-in/email') {
      const account = normalisedEmail(body);
      const device = knownDevice(secret, request.headers.cookie, account);
      const rules = signInRules(request.ip, account, device?.deviceId ?? null, limits);
      await enforce(db, rules);
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
          if (device) await reset(db, `login:account:${account}`);
          reply.header(
            'set-cookie',
            knownDeviceCookie(secret, account, {
              secure: secureCookies,
              deviceId: device?.deviceId,
            }),
          );
        },
      };
    }
    if (endpoint === '/change-password') {
      const viewer = await request.viewer();
      if (!viewer) return noSettle; // better-auth answers 401 without a session
      const rule: RateLimitRule = {
        key: `change-password:user:${viewer.userId}`,
        limit: limits.loginPerAccount,
        windowSeconds: limits.windowSeconds,
      };
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
}

/** Copies better-auth's answer onto Fastify's reply, keeping cookies we already set. */
async function relay(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  // Sessions and tokens: never in any cache, shared or not.
  reply.header('cache-control', 'private, no-store');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    const ours = reply.getHeader('set-cookie');
    const earlier = ours === undefined ? [] : Array.isArray(ours) ? ours : [String(ours)];
    reply.header('set-cookie', [...earlier, ...cookies]);
  }
  const text = await response.text();
  return reply.send(text.length > 0 ? text : null);
}

const normalisedEmail = (body: Body) =>
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

/** Headers better-auth may see; Host and X-Forwarded-* never reach it (links use PUBLIC_URL). */
const FORWARDED_HEADERS = [
  'cookie',
  'user-agent',
  'accept-language',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
];

/**
 * The request better-auth handles: addressed to PUBLIC_URL whatever Host the client sent, with
 * the matched path, and an Origin that the security hook has already checked is our own (the
 * address a developer actually used, e.g. 127.0.0.1 for localhost, is reported as PUBLIC_URL).
 */
function toWebRequest(
  request: FastifyRequest,
  publicUrl: string,
  pathAndQuery: string,
  body?: Body,
): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (request.headers.origin) headers.set('origin', new URL(publicUrl).origin);
  // better-auth reads the client address from this header; Fastify has already resolved it
  // according to the TRUST_PROXY setting, so hand over that answer rather than the raw header.
  headers.set('x-forwarded-for', request.ip);
  if (body) headers.set('content-type', 'application/json');
  return new Request(`${publicUrl}/api/auth${pathAndQuery}`, {
    method: request.method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
}

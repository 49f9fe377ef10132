import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/job-queue';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../../../shared/admin-schemas';
import { ACCOUNT_SUSPENDED, type Auth } from './auth';
import { isEmailTakenByOther } from './accounts.repository';
import {
  emailChangeIn,
  forwardedQuery,
  MAIL_ENDPOINTS,
  matchEndpoint,
  postEndpoints,
  sameSitePath,
  validateBody,
  type Body,
} from './auth-endpoints';
import { countAttempt } from './auth-limits';
import { AUTH_MAIL_JOB } from './auth-mail-job';

export const emailNotConfirmedMessage =
  'Please confirm your e-mail address first: we have sent you a new link.';

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
  const attemptLimits = {
    db,
    limits,
    secret,
    secureCookies: publicUrl.startsWith('https://'),
  };
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const match = matchEndpoint(request.method, request.url);
      if (!match) throw new AppError('NOT_FOUND', 'Not found');

      if (match.method === 'GET') {
        const params = request.query as Record<string, unknown>;
        const query = forwardedQuery(match, params);
        // A link that moves an account to an address someone else has taken since it was
        // sent: said plainly, where better-auth would fail on the address's unique index. Only
        // a link we signed is looked at, so no one learns of an address who does not hold it.
        const move =
          match.path === '/verify-email' ? await emailChangeIn(params.token, secret) : null;
        if (move && (await isEmailTakenByOther(db, move.newEmail, move.userId))) {
          const target = sameSitePath(params.callbackURL);
          reply.header('cache-control', PRIVATE_NO_STORE);
          return reply.redirect(`${target}${target.includes('?') ? '&' : '?'}error=EMAIL_TAKEN`);
        }
        const response = await auth.handler(toWebRequest(request, publicUrl, match.path + query));
        return relay(reply, response);
      }

      const body = validateBody(match.path, (request.body ?? {}) as Body);
      const attempt = await countAttempt(attemptLimits, request, match.path, body);
      const mailAnswer = MAIL_ENDPOINTS[match.path];
      if (mailAnswer) {
        await jobs.send(AUTH_MAIL_JOB, { endpoint: match.path, body });
        return reply.send({ status: true, message: mailAnswer });
      }
      const forwarded = postEndpoints[match.path]!.forward(body);
      const response = await auth.handler(toWebRequest(request, publicUrl, match.path, forwarded));
      await attempt.settle(response.status, reply);
      // Only the right password reaches this answer: the account is suspended, or not confirmed
      // yet (better-auth has just mailed a new link).
      if (match.path === '/sign-in/email' && response.status === 403) {
        const refusal = (await response.json().catch(() => ({}))) as { code?: string };
        if (refusal.code === ACCOUNT_SUSPENDED)
          throw new AppError('FORBIDDEN', SUSPENDED_ACCOUNT_MESSAGE);
        throw new AppError('FORBIDDEN', emailNotConfirmedMessage);
      }
      return relay(reply, response);
    },
  });
}

/** Copies better-auth's answer onto Fastify's reply, keeping cookies we already set. */
async function relay(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  // Sessions and tokens: never in any cache, shared or not.
  reply.header('cache-control', PRIVATE_NO_STORE);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    const ours = reply.getHeader('set-cookie');
    const earlier = ours === undefined ? [] : Array.isArray(ours) ? ours : [String(ours)];
    reply.header('set-cookie', [...earlier, ...cookies]);
  }
  const text = await response.text();
  return reply.send(text.length > 0 ? text : null);
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

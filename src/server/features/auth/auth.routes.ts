import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  missingCredentialsMessage,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/auth-schemas';
import { AppError } from '../../lib/app-error';
import { enforce, type RateLimitRule } from '../../lib/rate-limiter';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import type { Auth } from './auth';
import { commonPasswordMessage, isCommonPassword } from './common-passwords';

type Body = Record<string, unknown>;

/** The better-auth endpoints Kindred uses. Everything else under /api/auth is a 404. */
const allowedEndpoints = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /change-password',
]);

const bodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': signUpSchema,
  '/sign-in/email': signInSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/send-verification-email': forgotPasswordSchema,
  '/reset-password': resetPasswordSchema,
  '/change-password': changePasswordSchema,
};

export function registerAuthRoutes(
  app: FastifyInstance,
  { auth, db, limits }: { auth: Auth; db: Database; limits: RateLimitSettings },
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const endpoint = endpointOf(request);
      if (!allowedEndpoints.has(`${request.method} ${endpoint}`)) {
        throw new AppError('NOT_FOUND', 'Not found');
      }
      const body = (request.body ?? {}) as Body;
      if (request.method === 'POST') {
        validateBody(endpoint, body);
        await enforce(db, rateLimitRules(endpoint, request.ip, body, limits));
      }
      if (endpoint === '/change-password') body.revokeOtherSessions = true;

      const response = await auth.handler(toWebRequest(request, body));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      return reply.send(text.length > 0 ? text : null);
    },
  });
}

function endpointOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0]!.slice('/api/auth'.length);
  return path.startsWith('/reset-password/') ? '/reset-password/:token' : path;
}

export function validateBody(endpoint: string, body: Body) {
  if (
    (endpoint === '/sign-in/email' || endpoint === '/sign-up/email') &&
    (!body.email || !body.password)
  ) {
    throw new AppError('VALIDATION_FAILED', missingCredentialsMessage);
  }
  const schema = bodySchemas[endpoint];
  if (schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
      throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]!.message, { fieldErrors });
    }
  }
  const newPassword = endpoint === '/sign-up/email' ? body.password : body.newPassword;
  if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
    throw new AppError('VALIDATION_FAILED', commonPasswordMessage, {
      fieldErrors: { password: [commonPasswordMessage] },
    });
  }
}

export function rateLimitRules(
  endpoint: string,
  ip: string,
  body: Body,
  limits: RateLimitSettings,
): RateLimitRule[] {
  const account = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const windowSeconds = limits.windowSeconds;
  switch (endpoint) {
    case '/sign-in/email':
      return [
        { key: `login:ip:${ip}`, limit: limits.loginPerIp, windowSeconds },
        { key: `login:account:${account}`, limit: limits.loginPerAccount, windowSeconds },
      ];
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

function toWebRequest(request: FastifyRequest, body: Body): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth reads the client address from this header; Fastify has already resolved it
  // according to the TRUST_PROXY setting, so hand over that answer rather than the raw header.
  headers.set('x-forwarded-for', request.ip);
  if (request.method === 'POST') headers.set('content-type', 'application/json');
  return new Request(url, {
    method: request.method,
    headers,
    body: request.method === 'POST' ? JSON.stringify(body) : undefined,
  });
}

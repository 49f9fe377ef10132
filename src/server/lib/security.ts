import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';
import { PRIVATE_NO_STORE } from './private-answers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers on every response, and the CSRF rule: a state-changing request must come
 * from our own origin (browsers always send Origin on such requests).
 */
export function registerSecurity(
  app: FastifyInstance,
  {
    publicUrl,
    imageOrigins = [],
  }: {
    publicUrl: string;
    /** Where else images come from: the S3 storage's public address (an http one in development). */
    imageOrigins?: string[];
  },
) {
  const isHttps = publicUrl.startsWith('https://');
  // Built once: @fastify/helmet rebuilt every header from its options on each request, which
  // was a measurable share of a cheap request's CPU. The headers never vary per request here.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  // API answers are private unless a route says otherwise: a signed-in answer (a profile, a
  // session) must never sit in a shared or browser cache. Public reads set their own header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });

  // Only JSON and multipart bodies are accepted; Fastify answers 415 for anything else.
  app.removeContentTypeParser('text/plain');

  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const requestOrigin = `${request.protocol}://${request.host}`;
    if (origin && origin !== ownOrigin && origin !== requestOrigin) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    if (!origin && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  });
}

/**
 * Lets one answer run the inline scripts that carry `nonce`: React's, which put the parts of a
 * server-drawn page streamed after the rest in their place (ADR 29). Every other script stays
 * 'self' only.
 */
export function allowScriptsWithNonce(reply: FastifyReply, nonce: string) {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(/(^|;)script-src 'self'/, `$1script-src 'self' 'nonce-${nonce}'`),
  );
}

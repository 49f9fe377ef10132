import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer's exact text with a strong validator for it, computed once and shared with it (or
 * that text already compressed, with its Content-Encoding set by the sender).
 */
export type Validated = { body: string | Buffer; etag: string };

export function validated(body: string): Validated {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * Whether an If-None-Match header names this ETag. RFC 9110 §13.1.2 compares them weakly (a `W/`
 * on either side is ignored) and lets `*` stand for any current answer.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends an answer that a browser or CDN may keep but must check with us before each reuse: it
 * sends the ETag back, and gets 304 without a body only while the answer is still exactly this
 * one. So an event that was unpublished, deleted or edited is gone or changed on the next load,
 * and an unchanged answer still costs no download. `public` answers are the same for every
 * visitor; `private` ones only for this person. Either way, `Vary: Cookie` keeps a cache from
 * giving one person's answer to someone signed in differently.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Validated,
  scope: 'public' | 'private',
) {
  reply
    .header('cache-control', `${scope}, no-cache`)
    .header('etag', answer.etag)
    // An answer compressed by its sender differs by Accept-Encoding too.
    .header('vary', reply.hasHeader('content-encoding') ? 'Cookie, Accept-Encoding' : 'Cookie');
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return reply.send(answer.body);
}

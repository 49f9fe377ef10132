import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer's exact text with a strong validator for it, computed once and shared with it (or
 * that text already compressed, with its Content-Encoding set by the sender).
 */
export type Validated = { body: string | Buffer; etag: string };

export function validated(body: string | Buffer): Validated {
  return { body, etag: `"${hash('sha256', body, 'base64url')}"` };
}

/**
 * A JSON answer as the UTF-8 bytes that are sent, with its validator. Encoded once: handed a
 * string, the hash, the Content-Length and the socket each encoded it again, and a list's JSON
 * (an ellipsis or an emoji makes it a two-byte string) cost more to encode than to write.
 */
export function validatedJson(value: unknown): Validated {
  return validated(Buffer.from(JSON.stringify(value)));
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

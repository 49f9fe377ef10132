import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { HttpTimeouts } from '../config';

/**
 * Fastify's and Node's settings for clients that are slow on purpose or by accident: without
 * them Fastify waits for a request body forever, so a few trickling clients hold every socket.
 */
export function httpServerTimeouts(timeouts: HttpTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for requests past these limits only this often (30 s by default, which
      // would let a slow client keep its socket half a minute longer than configured).
      connectionsCheckingInterval: Math.min(
        5_000,
        Math.max(250, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)),
      ),
    },
  };
}

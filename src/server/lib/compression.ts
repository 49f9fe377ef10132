import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer the server makes as it goes (JSON, page HTML, calendar
 * files), as the client's Accept-Encoding allows; small answers are sent as they are. The built
 * app's files are compressed once at build time instead (`scripts/precompress.mjs`) and sent as
 * they are stored, so no request spends CPU on them. Server-sent events are never compressed
 * (the plugin's default types leave text/event-stream out, and the stream's route opts out too):
 * a compressor holds bytes back until it has enough, so the events would arrive late.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 is close to gzip's size at far less CPU than brotli's default 11, which suits
    // answers made per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

import { randomBytes } from 'node:crypto';
import { PassThrough, type Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { drawnPageParts, renderHead, type HeadTags } from './head-tags';
import { type PageTemplate } from './page-template';
import { withPageReads } from './page-reads';
import { ifNoneMatchHits, sendRevalidated, validated, type Validated } from './revalidated-reply';
import { allowScriptsWithNonce } from './security';
import type { MicroCache } from './micro-cache';
import type { PageRenderer } from './server-rendering';

/**
 * A landing page as it leaves the server for visitors (ADR 29): its head at once, then the app's
 * HTML as React streams it, then the state the browser hydrates from. Everyone who asks for the
 * page while it is drawn reads the same drawing from its start, and once it is complete it is
 * an ordinary answer with an ETag (the micro-cache keeps it for a few seconds, ADR 7).
 */
export class DrawnPage {
  /** Allows the inline scripts React writes to put streamed parts in place. */
  readonly nonce = randomBytes(16).toString('base64');
  private readonly chunks: string[] = [];
  private wake: Array<() => void> = [];
  private complete: Validated | null = null;
  /** The complete page compressed, once per encoding: every visitor the cache serves shares it. */
  private readonly compressed = new Map<Encoding, Buffer>();

  /** The complete page, with its ETag; null while it is still being drawn. */
  get whole(): Validated | null {
    return this.complete;
  }

  push(chunk: string) {
    this.chunks.push(chunk);
    this.wakeReaders();
  }

  end() {
    this.complete = validated(this.chunks.join(''));
    this.wakeReaders();
  }

  /** The complete page in an encoding, compressed the first time it is asked for. */
  compressedAs(encoding: Exclude<Encoding, 'identity'>): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      const text = this.complete!.body;
      body =
        encoding === 'br'
          ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(text);
      this.compressed.set(encoding, body);
    }
    return body;
  }

  /** The page from its start, a batch of what has been written at a time. */
  async *batches(): AsyncGenerator<string[]> {
    let read = 0;
    for (;;) {
      if (read < this.chunks.length) {
        const batch = this.chunks.slice(read);
        read = this.chunks.length;
        yield batch;
        continue;
      }
      if (this.complete) return;
      await new Promise<void>((resolve) => this.wake.push(resolve));
    }
  }

  private wakeReaders() {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}

/**
 * Starts a page for visitors: the head leaves before the app is drawn. A page the server cannot
 * draw (a read failed, a redirect, too slow) is finished without content, with the app's script,
 * and the browser draws it.
 */
export function startDrawnPage(
  template: PageTemplate,
  head: HeadTags,
  renderer: PageRenderer,
  visitor: { path: string; ip: string; whole: boolean },
): DrawnPage | string {
  const parts = drawnPageParts(template, head);
  if (!parts) return renderHead(template, head);
  const page = new DrawnPage();
  page.push(parts.beforeApp);
  void (async () => {
    const app = await renderer.draw(visitor.path, { ...visitor, nonce: page.nonce });
    let stateScript: string | null = null;
    try {
      if (app) {
        for await (const chunk of app.html) page.push(chunk);
        stateScript = app.stateScript();
      }
    } catch {
      // React reports its own errors (the renderer logs them); what was drawn stays, and the
      // app's script draws the page again in the browser.
    }
    page.push(parts.afterApp(stateScript));
    page.end();
  })();
  return page;
}

/**
 * Whether a page goes to a crawler or a link preview: it waits for every part, so that the HTML
 * holds the whole page without needing a script, and has its own place in the micro-cache.
 */
export function forCrawler(request: FastifyRequest): boolean {
  return isbot(request.headers['user-agent'] ?? '');
}

/**
 * Sends a page for visitors. A complete one is revalidated like any shared answer; one still
 * being drawn is streamed, compressed here so that each part leaves as soon as it is written
 * (@fastify/compress would hold the bytes back until it had a block's worth).
 */
export function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, page: DrawnPage) {
  allowScriptsWithNonce(reply, page.nonce);
  reply.type('text/html; charset=utf-8');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const whole = page.whole;
  if (whole) {
    // The micro-cache hands a burst of visitors this same page: it is compressed once for them all.
    if (encoding === 'identity' || ifNoneMatchHits(request.headers['if-none-match'], whole.etag))
      return sendRevalidated(request, reply, whole, 'public');
    reply.header('content-encoding', encoding);
    return sendRevalidated(
      request,
      reply,
      { ...whole, body: page.compressedAs(encoding) },
      'public',
    );
  }
  reply.header('cache-control', 'public, no-cache').header('vary', 'Cookie, Accept-Encoding');
  const body = compressor(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  void (async () => {
    for await (const batch of page.batches()) {
      if (body.destroyed) return;
      for (const chunk of batch) body.write(chunk);
      flush(body, encoding);
    }
    body.end();
  })();
  return reply.send(body);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli, else gzip, as the client's Accept-Encoding allows (a q of 0 refuses one). */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

function compressor(encoding: Encoding): Transform {
  if (encoding === 'br')
    // Quality 4, as for every answer made per request (lib/compression.ts).
    return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return createGzip();
  return new PassThrough();
}

function flush(body: Transform, encoding: Encoding) {
  if (encoding === 'br')
    (body as ReturnType<typeof createBrotliCompress>).flush(constants.BROTLI_OPERATION_FLUSH);
  else if (encoding === 'gzip')
    (body as ReturnType<typeof createGzip>).flush(constants.Z_SYNC_FLUSH);
}

/**
 * A landing page for a visitor: shared with the visitors who asked for the same address a moment
 * before (the micro-cache, ADR 7), or started afresh. `headOf` reads what the page's head says;
 * it may throw (an event not found), and then nothing is sent or kept.
 */
export async function sendLandingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    cache: MicroCache;
    /** The page's kind, which keeps its entries apart from other answers in the cache. */
    cacheKey: string;
    template: PageTemplate;
    renderer: PageRenderer;
    headOf: () => Promise<HeadTags> | HeadTags;
  },
) {
  const whole = forCrawler(request);
  // The head and the app's API answers share their reads (page-reads.ts); the drawing started
  // here runs on after this returns, and keeps them.
  const page = await options.cache.getOrLoad(
    `${options.cacheKey}:${whole ? 'crawler' : 'browser'}:${request.url}`,
    () =>
      withPageReads(async () =>
        startDrawnPage(options.template, await options.headOf(), options.renderer, {
          path: request.url,
          ip: request.ip,
          whole,
        }),
      ),
  );
  if (typeof page === 'string')
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  return sendDrawnPage(request, reply, page);
}

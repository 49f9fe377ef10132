import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MicroCache } from './micro-cache';
import { jsonForHtml, SERVER_STATE_ELEMENT_ID } from '../../shared/server-rendering';

/**
 * The web app's server entry (`src/web/entry-server.tsx`, built to `dist/ssr/entry-server.js`),
 * as the server sees it: it is web code, so only its shape is known here (ADR 24).
 */
export type ServerEntry = {
  answerReadsWith(fetchApi: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string): Promise<{ html: string; state: unknown } | { skipped: string }>;
};

/** What goes inside `#root`, and the state the browser hydrates it with. */
export type RenderedApp = { html: string; stateScript: string };

export type PageRenderer = {
  /** The page at `path` as a visitor sees it; null when it is better drawn by the browser. */
  render(path: string, visitorIp: string): Promise<RenderedApp | null>;
};

/**
 * A page people land on, drawn on the server for a visitor (ADR 24). Someone signed in gets the
 * app without content, drawn in their browser with what only they may see.
 */
export async function renderForVisitor(
  request: FastifyRequest,
  renderer: PageRenderer | null,
): Promise<RenderedApp | null> {
  if (!renderer || (await request.viewer())) return null;
  return renderer.render(request.url, request.ip);
}

/** A page that takes longer than this to draw is sent without content, and drawn by the browser. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Loads the built server entry; null when the app was built without it (the pages are then
 * drawn in the browser, as every signed-in page is). React's production build is chosen
 * before React is first loaded, unless NODE_ENV says otherwise.
 */
export async function loadServerEntry(bundle: string): Promise<ServerEntry | null> {
  if (!existsSync(bundle)) return null;
  process.env.NODE_ENV ??= 'production';
  return (await import(pathToFileURL(bundle).href)) as ServerEntry;
}

/**
 * Puts the server entry to work: its reads are answered by this app in-process
 * (`app.inject`), as the visitor whose page it is, so per-address limits still count for them.
 */
export function createPageRenderer(
  app: FastifyInstance,
  entry: ServerEntry,
  { publicUrl, cache }: { publicUrl: string; cache: MicroCache },
): PageRenderer {
  const visitor = new AsyncLocalStorage<{ ip: string }>();
  entry.answerReadsWith(async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore()?.ip,
    });
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(bodyless ? null : answer.body, {
      status: answer.statusCode,
      headers,
    });
  });

  return {
    // A shared link brings bursts of visitors: they share one drawing for a few seconds, and
    // every change to public content clears it (ADR 7).
    render: (path, visitorIp) =>
      cache.getOrLoad(`rendered-page:${path}`, () => draw(path, visitorIp)),
  };

  async function draw(path: string, visitorIp: string): Promise<RenderedApp | null> {
    const drawing = visitor.run({ ip: visitorIp }, () => entry.renderPage(`${publicUrl}${path}`));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([drawing, timeout]);
      if (!page) {
        app.log.warn({ path }, 'server rendering took too long; the browser draws the page');
        return null;
      }
      if ('skipped' in page) {
        app.log.warn({ path, reason: page.skipped }, 'not drawn on the server');
        return null;
      }
      return {
        // A NUL typed into the address (`?q=%00`) would be sent as a raw NUL byte, which HTML
        // forbids; browsers read it as U+FFFD, so it is sent as that.
        html: page.html.replaceAll('\0', '\uFFFD'),
        stateScript: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForHtml(page.state)}</script>`,
      };
    } catch (err) {
      app.log.error({ err, path }, 'server rendering failed; the browser draws the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

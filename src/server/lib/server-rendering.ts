import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForHtml, SERVER_STATE_ELEMENT_ID } from '../../shared/server-rendering';

/**
 * The web app's server entry (`src/web/entry-server.tsx`, built to `dist/ssr/entry-server.js`),
 * as the server sees it: it is web code, so only its shape is known here (ADR 24, ADR 29).
 */
export type ServerEntry = {
  answerReadsWith(fetchApi: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(
    url: string,
    options: {
      /** Allows React's inline scripts, which put parts streamed after the rest in place. */
      nonce: string;
      /** Wait for every part before the first byte, so the HTML needs no script at all. */
      whole: boolean;
      /** Aborted when the drawing takes too long: what is not drawn is left to the browser. */
      signal: AbortSignal;
      /** An error in a part that follows the first screen; the browser draws that part. */
      onError(error: unknown): void;
    },
  ): Promise<{ html: AsyncIterable<string>; state(): unknown } | { skipped: string }>;
};

/** The app's HTML for `#root` as it is drawn, and then the state the browser hydrates it with. */
export type DrawnApp = { html: AsyncIterable<string>; stateScript(): string };

export type PageRenderer = {
  /**
   * Starts drawing the page at `path` as a visitor sees it; null once it is clear that the
   * browser draws it better (a redirect, a read that failed, too slow to start).
   */
  draw(
    path: string,
    visitor: { ip: string; nonce: string; whole: boolean },
  ): Promise<DrawnApp | null>;
};

/**
 * A page people land on, drawn on the server for a visitor (ADR 24). Someone signed in gets the
 * app without content, drawn in their browser with what only they may see.
 */
export async function rendererForVisitor(
  request: FastifyRequest,
  renderer: PageRenderer | null,
): Promise<PageRenderer | null> {
  if (!renderer || (await request.viewer())) return null;
  return renderer;
}

/**
 * How long a drawing may take. Past it, a page whose first screen is not drawn yet is sent
 * without content (the browser draws it), and parts still to follow are left to the browser.
 */
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
  { publicUrl }: { publicUrl: string },
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
    async draw(path, { ip, nonce, whole }) {
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), RENDER_TIMEOUT_MS);
      try {
        const page = await visitor.run({ ip }, () =>
          entry.renderPage(`${publicUrl}${path}`, {
            nonce,
            whole,
            signal: timeout.signal,
            onError: (err) =>
              app.log.warn({ err, path }, 'a part of the page was left to the browser'),
          }),
        );
        if ('skipped' in page) {
          clearTimeout(timer);
          app.log.warn({ path, reason: page.skipped }, 'not drawn on the server');
          return null;
        }
        return {
          html: withoutNul(page.html, () => clearTimeout(timer)),
          stateScript: () =>
            `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForHtml(page.state())}</script>`,
        };
      } catch (err) {
        clearTimeout(timer);
        app.log.error({ err, path }, 'server rendering failed; the browser draws the page');
        return null;
      }
    },
  };
}

/**
 * A NUL typed into the address (`?q=%00`) would be sent as a raw NUL byte, which HTML forbids;
 * browsers read it as U+FFFD, so it is sent as that.
 */
async function* withoutNul(html: AsyncIterable<string>, onEnd: () => void) {
  try {
    for await (const chunk of html) yield chunk.replaceAll('\0', '\uFFFD');
  } finally {
    onEnd();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from './shared/server-rendering';
import { createEventAs, signUpHost } from './server/test/event-helpers';
import { saveSpace } from './server/test/space-helpers';
import { createTestApp, databaseTargets, type TestApp } from './server/test/test-app';
import { createWebDist, readHead } from './server/test/web-dist';
import * as serverEntry from './web/entry-server';

/**
 * The landing pages drawn on the server (ADR 24): the server's page routes with the web app's
 * own server entry, as `npm start` runs them (there from the build, here from the source).
 */

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));

function stateOf(html: string) {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`),
  );
  if (!match) return null;
  return JSON.parse(match[1]!) as {
    queries: { queries: Array<{ queryKey: unknown[]; state: { status: string } }> };
  };
}

describe.each(databaseTargets)('landing pages drawn on the server (%s)', (target) => {
  let t: TestApp;
  let event: { id: string; path: string };
  let draft: { id: string; path: string };
  let hostCookie: string;

  beforeAll(async () => {
    t = await createTestApp(target, {
      webDistDir: (await createWebDist()).dir,
      serverEntry,
      // Every request draws afresh, so a change shows at once.
      publicCacheSeconds: 0,
    });
    const maya = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    hostCookie = maya.cookie;
    await saveSpace(t.app, maya.cookie, {
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      description: 'Ecstatic dance DJ in Bristol.',
      roles: ['DJ'],
    });
    event = await createEventAs(t.app, maya.cookie, {
      title: 'Sunrise Sound Bath',
      description: 'Gongs and crystal bowls as the sun comes up.',
    });
    draft = await createEventAs(t.app, maya.cookie, { title: 'Secret Draft Circle' }, false);
  });
  afterAll(() => t.close());

  it('sends home with its first events in the HTML, and the answers it was drawn from', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('Gatherings for the heart, body and soul');
    expect(root).toContain('Sunrise Sound Bath');
    expect(root).not.toContain('Secret Draft Circle');
    // The browser takes over these answers instead of asking again.
    const keys = stateOf(page.body)!.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['viewer', 'events']));
    expect(readHead(page.body).titles).toHaveLength(1);
  });

  it("sends an event's title, date, place and description in the HTML", async () => {
    const page = await t.app.inject({ method: 'GET', url: event.path });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toMatch(/<h1[^>]*>Sunrise Sound Bath<\/h1>/);
    expect(root).toContain('Gongs and crystal bowls as the sun comes up.');
    expect(root).toContain('The Round House');
    expect(root).toContain('2099');
    expect(readHead(page.body).ogTitles).toEqual(['Sunrise Sound Bath · Kindred']);
  });

  it("sends a space's header, about and upcoming events in the HTML, at every address", async () => {
    for (const url of ['/@maya-moves', '/maya-moves']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      const root = rootOf(page.body);
      expect(root).toMatch(/<h1[^>]*>Maya Moves<\/h1>/);
      expect(root).toContain('Ecstatic dance DJ in Bristol.');
      expect(root).toContain('Sunrise Sound Bath');
    }
  });

  it('leaves the pages of someone signed in, and every other page, to the browser', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: event.path,
      headers: { cookie: hostCookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(stateOf(signedIn.body)).toBeNull();
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<div id="root"></div>');
  });

  it('draws nothing of a draft for visitors: the page is not found', async () => {
    const page = await t.app.inject({ method: 'GET', url: draft.path });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Secret Draft Circle');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('never sends a NUL byte typed into the address', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/?q=%00' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('\0');
  });

  it('keeps text from the data from closing the state element early', async () => {
    await createEventAs(t.app, hostCookie, {
      title: 'Dance </script><script>alert(1)</script>',
      startDate: '2099-06-19',
      endDate: '2099-06-19',
    });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(stateOf(page.body)).not.toBeNull();
  });
});

/**
 * ADR 29: React DOM streams the landing pages through React Router's static handler. The head
 * leaves before the page is drawn, a part waiting on slower reads follows in the same answer
 * (put in place by React's script, allowed by the answer's nonce), crawlers get it all in place,
 * and every read the page draws from is made once, by the routes' loaders.
 */
describe.each(databaseTargets)('landing pages streamed by React (%s)', (target) => {
  // Long enough that a busy machine cannot bring the first screen as late as the tickets.
  const TICKETS_DELAY_MS = 1500;
  let t: TestApp;
  let base: string;
  let event: { id: string; path: string };
  /** What the page's reads asked the API, in order. */
  const reads: string[] = [];

  beforeAll(async () => {
    const slowTickets: typeof serverEntry = {
      ...serverEntry,
      // The booking panel's reads answer late: the rest of the page must not wait for them.
      answerReadsWith: (fetchApi) =>
        serverEntry.answerReadsWith(async (path, init) => {
          reads.push(path);
          if (/\/tickets$/.test(path)) await new Promise((r) => setTimeout(r, TICKETS_DELAY_MS));
          return fetchApi(path, init);
        }),
    };
    t = await createTestApp(target, {
      webDistDir: (await createWebDist()).dir,
      serverEntry: slowTickets,
      publicCacheSeconds: 0,
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const host = await signUpHost(t, 'Iris Stream', 'iris@example.com');
    event = await createEventAs(t.app, host.cookie, { title: 'Streamed Sound Bath' });
    // The first drawing in a process loads every lazy part's code; the timings are of the next.
    await fetch(`${base}${event.path}`).then((answer) => answer.text());
  });
  afterAll(() => t.close());

  /** A person's browser: Node's own user agent reads as a crawler's. */
  const BROWSER =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

  /** The answer's text as it arrives, with the time each piece came. */
  async function readTimed(url: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { 'user-agent': BROWSER, ...headers },
    });
    const pieces: Array<{ at: number; text: string }> = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      pieces.push({
        at: performance.now() - started,
        text: decoder.decode(chunk, { stream: true }),
      });
    const html = pieces.map((piece) => piece.text).join('');
    const arrivedBy = (text: string) => {
      let sofar = '';
      for (const piece of pieces) {
        sofar += piece.text;
        if (sofar.includes(text)) return piece.at;
      }
      return Infinity;
    };
    return { response, html, arrivedBy };
  }

  it('sends the head and the event before its tickets have been read, then the tickets', async () => {
    reads.length = 0;
    const { response, html, arrivedBy } = await readTimed(event.path);
    expect(response.status).toBe(200);
    const head = arrivedBy('</head>');
    const title = arrivedBy('>Streamed Sound Bath</h1>');
    // The booking panel's heading (the head's JSON-LD names the tickets too).
    const tickets = arrivedBy('>Tickets</h2>');
    expect(title).toBeLessThan(tickets);
    expect(head).toBeLessThanOrEqual(title);
    // The tickets came once their read had answered, in a part moved into place by React.
    expect(tickets - head).toBeGreaterThan(TICKETS_DELAY_MS / 2);
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [
      ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g),
    ];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = ''] of scripts)
      expect(
        attributes.includes(`nonce="${nonce}"`) || attributes.includes('src="'),
        `every inline script carries the nonce, or is the app: ${attributes}`,
      ).toBe(true);
    const scriptSrc = response.headers.get('content-security-policy')!.match(/script-src[^;]*/)![0];
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`);
    // The state the browser hydrates from holds the tickets too, read once.
    const state = stateOf(html)!;
    const keys = state.queries.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toContain(`tickets/offer/${event.id}`);
    expect(keys).toContain(`events/detail/${event.id}`);
    for (const query of state.queries.queries) expect(query.state.status).toBe('success');
    expect(reads.filter((path) => path.endsWith('/tickets'))).toHaveLength(1);
    expect(new Set(reads).size, `each read once: ${reads.join(', ')}`).toBe(reads.length);
  });

  it('draws home in one pass: every read once, all in the HTML', async () => {
    reads.length = 0;
    const { html } = await readTimed('/');
    expect(rootOf(html)).toContain('Streamed Sound Bath');
    expect(new Set(reads).size, `each read once: ${reads.join(', ')}`).toBe(reads.length);
    const state = stateOf(html)!;
    expect(state.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['viewer', 'events', 'event-categories']),
    );
  });

  it('gives a crawler the whole page in place, without a script to run', async () => {
    const { html } = await readTimed(event.path, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const root = rootOf(html);
    expect(root).toContain('>Streamed Sound Bath</h1>');
    expect(root).toContain('General admission');
    expect(root).not.toMatch(/<script[^>]*nonce=/);
    expect(root).not.toContain('hidden id="S:');
  });

  it('compresses the stream and still sends the head first', async () => {
    const { response, html } = await readTimed(event.path, { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(html).toContain('General admission');
  });
});

describe.each(databaseTargets)('a landing page kept for a burst of visitors (%s)', (target) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(target, { webDistDir: (await createWebDist()).dir, serverEntry });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const host = await signUpHost(t, 'Kit Cached', 'kit@example.com');
    await createEventAs(t.app, host.cookie, { title: 'Cached Cacao Circle' });
  });
  afterAll(() => t.close());

  it('is sent whole, compressed once, with an ETag its browser revalidates', async () => {
    const headers = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
      'accept-encoding': 'br',
    };
    // The first visitor's page is drawn; the next ones share it while the micro-cache keeps it.
    await (await fetch(`${base}/`, { headers })).text();
    const second = await fetch(`${base}/`, { headers });
    const third = await fetch(`${base}/`, { headers });
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect(await second.text()).toContain('Cached Cacao Circle');
    expect(await third.text()).toContain('Cached Cacao Circle');
    // The nonce its React scripts carry is the one its policy names.
    const nonce = second.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
    expect(third.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    const again = await fetch(`${base}/`, { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

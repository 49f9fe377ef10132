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

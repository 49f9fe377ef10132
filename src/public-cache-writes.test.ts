import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from './server/db/schema/profiles';
import { createEventAs, eventInput, signUpHost } from './server/test/event-helpers';
import { saveSpace } from './server/test/space-helpers';
import { createTestApp, databaseTargets, signUp, type TestApp } from './server/test/test-app';
import { createWebDist } from './server/test/web-dist';
import * as serverEntry from './web/entry-server';

/**
 * Issue 21, item 24 (ADR 15): anonymous visitors share a minute of pages here, and every write
 * to public content lets go of what it changed, in time for the very next visitor. Each case
 * reads a page (so it is kept), writes, and reads again at once.
 */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
};

describe.each(databaseTargets)('writes and the anonymous cache (%s)', (target) => {
  let t: TestApp;
  let host: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp(target, {
      webDistDir: (await createWebDist()).dir,
      serverEntry,
      publicCacheSeconds: 60,
      rateLimits: { signupPerIp: 1e6 },
    });
    host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    await saveSpace(t.app, host.cookie, {
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      description: 'Ecstatic dance DJ in Bristol.',
    });
    admin = await signUp(t, { name: 'Ada Admin', email: 'ada@example.com' });
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, admin.userId));
  });
  afterAll(() => t.close());

  const visit = async (url: string) => {
    const page = await t.app.inject({ method: 'GET', url, headers: BROWSER });
    return { status: page.statusCode, body: page.body };
  };
  const write = async (method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  it('shows a saved space to the next visitor of /@handle', async () => {
    expect((await visit('/@maya-moves')).body).toContain('Ecstatic dance DJ in Bristol.');
    await saveSpace(t.app, host.cookie, {
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      description: 'Now dancing in Bath too.',
    });
    const after = await visit('/@maya-moves');
    expect(after.body).toContain('Now dancing in Bath too.');
    expect(after.body).not.toContain('Ecstatic dance DJ in Bristol.');
  });

  it('shows an edited event to the next visitor of its page and of home', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Dawn Cacao Circle' });
    expect((await visit(event.path)).body).toContain('Dawn Cacao Circle');
    expect((await visit('/')).body).toContain('Dawn Cacao Circle');
    await write('PUT', `/api/events/${event.id}`, host.cookie, {
      event: eventInput({ title: 'Dusk Cacao Circle' }),
      publish: true,
    });
    expect((await visit(event.path)).body).toContain('Dusk Cacao Circle');
    const home = (await visit('/')).body;
    expect(home).toContain('Dusk Cacao Circle');
    expect(home).not.toContain('Dawn Cacao Circle');
  });

  it('shows a new banner to the next visitor of home', async () => {
    expect((await visit('/')).body).not.toContain('Solstice gathering');
    await write('POST', '/api/admin/banners', admin.cookie, {
      messageHtml: '<p>Solstice gathering on 21 June</p>',
      pages: ['home'],
      colour: 'green',
    });
    expect((await visit('/')).body).toContain('Solstice gathering');
  });

  it("shows a renamed category in the next visitor's category chips", async () => {
    const category = await write('POST', '/api/admin/event-categories', admin.cookie, {
      name: 'Moon Circles',
      color: '#2D4A22',
    });
    await createEventAs(t.app, host.cookie, {
      title: 'New Moon Sharing',
      categoryIds: [category.id],
    });
    // Home's category chips, as a visitor's browser reads them.
    const chips = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/event-categories/upcoming' })).body;
    expect(await chips()).toContain('Moon Circles');
    await write('PUT', `/api/admin/event-categories/${category.id}`, admin.cookie, {
      name: 'Lunar Circles',
      color: '#2D4A22',
    });
    const after = await chips();
    expect(after).toContain('Lunar Circles');
    expect(after).not.toContain('Moon Circles');
  });

  it('hides an unpublished event from the next visitor', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Gong Bath Deluxe' });
    expect((await visit(event.path)).status).toBe(200);
    expect((await visit('/')).body).toContain('Gong Bath Deluxe');
    await write('POST', `/api/admin/events/${event.id}/unpublish`, admin.cookie, {
      reason: 'Taking it down',
    });
    expect((await visit(event.path)).status).toBe(404);
    expect((await visit('/')).body).not.toContain('Gong Bath Deluxe');
  });
});

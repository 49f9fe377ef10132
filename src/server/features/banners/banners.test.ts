import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Banner } from '../../../shared/banners/banner-schemas';
import { users } from '../../db/schema/auth';
import { announcementBanners } from '../../db/schema/banners';
import { profiles } from '../../db/schema/profiles';
import { databaseTargets, signUp } from '../../test/test-app';
import { expectOnlySuperAdmins, useAdminCast, useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('announcement banners (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { admin, member, host } = useAdminCast(t);
  beforeEach(async () => {
    await t.db.delete(announcementBanners);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  const banner = (overrides: object = {}) => ({
    messageHtml: '<p><strong>Summer gathering</strong> on 21 June</p>',
    pages: ['home'],
    colour: 'green',
    ...overrides,
  });

  async function create(overrides: object = {}): Promise<Banner> {
    const response = await call('POST', '/api/admin/banners', admin.cookie, banner(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** What a visitor without a cookie gets for a page. */
  async function current(page: string) {
    const response = await call('GET', `/api/banners/current?page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().banner as { id: string; messageHtml: string; colour: string } | null;
  }

  it('refuses visitors (401), members and hosts (403) on every admin route, and changes nothing', async () => {
    const existing = await create();
    const id = existing.id;
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/api/admin/banners'],
      ['POST', '/api/admin/banners', banner({ messageHtml: '<p>Not from an admin</p>' })],
      ['PUT', `/api/admin/banners/${id}`, banner({ messageHtml: '<p>Changed</p>' })],
      ['POST', `/api/admin/banners/${id}/deactivate`],
      ['POST', `/api/admin/banners/${id}/activate`],
      ['DELETE', `/api/admin/banners/${id}`],
    ];
    await expectOnlySuperAdmins(t, routes, { member, host });
    const rows = await t.db.select().from(announcementBanners);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ messageHtml: existing.messageHtml, active: true });
  });

  it('creates, lists, edits, deactivates, activates and deletes a banner', async () => {
    const created = await create({ pages: ['home', 'about', 'home'], colour: 'blue' });
    expect(created).toMatchObject({
      messageHtml: '<p><strong>Summer gathering</strong> on 21 June</p>',
      pages: ['home', 'about'],
      colour: 'blue',
      active: true,
    });
    const list = await call('GET', '/api/admin/banners', admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().banners).toEqual([created]);

    const edited = await call(
      'PUT',
      `/api/admin/banners/${created.id}`,
      admin.cookie,
      banner({ messageHtml: '<p>Moved to 28 June</p>', pages: ['events'], colour: 'red' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      messageHtml: '<p>Moved to 28 June</p>',
      pages: ['events'],
      colour: 'red',
      createdAt: created.createdAt,
    });
    expect(edited.json().updatedAt > created.updatedAt).toBe(true);

    const off = await call('POST', `/api/admin/banners/${created.id}/deactivate`, admin.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const on = await call('POST', `/api/admin/banners/${created.id}/activate`, admin.cookie);
    expect(on.json().active).toBe(true);

    const gone = await call('DELETE', `/api/admin/banners/${created.id}`, admin.cookie);
    expect(gone.statusCode).toBe(204);
    expect((await call('GET', '/api/admin/banners', admin.cookie)).json().banners).toEqual([]);
    for (const [method, url] of [
      ['DELETE', `/api/admin/banners/${created.id}`],
      ['POST', `/api/admin/banners/${created.id}/activate`],
      ['PUT', `/api/admin/banners/${created.id}`],
    ] as const) {
      const missing = await call(
        method,
        url,
        admin.cookie,
        method === 'PUT' ? banner() : undefined,
      );
      expect(missing.statusCode, `${method} ${url}`).toBe(404);
      expect(missing.json().message).toBe('Banner not found');
    }
  });

  it('is green unless another colour is chosen', async () => {
    const response = await call('POST', '/api/admin/banners', admin.cookie, {
      messageHtml: '<p>Hello</p>',
      pages: ['home'],
    });
    expect(response.json().colour).toBe('green');
  });

  it.each([
    [
      'an empty editor',
      { messageHtml: '<p></p>' },
      'messageHtml',
      'Write a message for the banner.',
    ],
    [
      'spaces only',
      { messageHtml: '<p> &nbsp; </p>' },
      'messageHtml',
      'Write a message for the banner.',
    ],
    [
      'nothing left once sanitised',
      { messageHtml: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
      'messageHtml',
      'Write a message for the banner.',
    ],
    [
      'a message too long',
      { messageHtml: `<p>${'a'.repeat(5_000)}</p>` },
      'messageHtml',
      'Keep the message under 5000 characters of HTML.',
    ],
    ['no page', { pages: [] }, 'pages', 'Choose at least one page.'],
    ['an unknown page', { pages: ['checkout'] }, 'pages.0', undefined],
    [
      'an unknown colour',
      { colour: 'chartreuse' },
      'colour',
      'Choose one of the banner colours offered.',
    ],
  ])('refuses %s with a message and saves nothing', async (_name, overrides, field, message) => {
    const response = await call('POST', '/api/admin/banners', admin.cookie, banner(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.fieldErrors)).toContain(field);
    if (message) expect(body.fieldErrors[field]).toEqual([message]);
    expect(await t.db.select().from(announcementBanners)).toEqual([]);
  });

  it('refuses a bad edit and keeps the banner as it was', async () => {
    const created = await create();
    const response = await call(
      'PUT',
      `/api/admin/banners/${created.id}`,
      admin.cookie,
      banner({ messageHtml: '<p></p>' }),
    );
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(announcementBanners);
    expect(row!.messageHtml).toBe(created.messageHtml);
  });

  it('sanitises the message when it is saved', async () => {
    const created = await create({
      messageHtml:
        '<p onclick="alert(1)" data-x="1" class="big">Read <a href="https://example.com" target="_blank">this</a>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)>' +
        ' and <a href="javascript:alert(1)">that</a></p>' +
        '<p style="color:#7f1d1d;background-image:url(https://evil.test/x.png)">Styled</p>',
    });
    const stored =
      '<p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a>' +
      ' and <span>that</span></p><p style="color:#7f1d1d">Styled</p>';
    expect(created.messageHtml).toBe(stored);
    const [row] = await t.db.select().from(announcementBanners);
    expect(row!.messageHtml).toBe(stored);
    expect(row!.createdBy).toBe(admin.userId);
  });

  it('sanitises again when a banner is served, whatever the row holds', async () => {
    // A row written before today's rules, or by hand.
    await t.db.insert(announcementBanners).values({
      messageHtml:
        '<p>Old <img src=x onerror=alert(1)><a href="data:text/html,x">news</a></p><iframe src="https://evil.test"></iframe>',
      pages: ['home', 'retired-page'],
      colour: 'retired-colour',
    });
    expect(await current('home')).toMatchObject({
      messageHtml: '<p>Old <span>news</span></p>',
      colour: 'green',
    });
    const [listed] = (await call('GET', '/api/admin/banners', admin.cookie)).json().banners;
    expect(listed).toMatchObject({ messageHtml: '<p>Old <span>news</span></p>', pages: ['home'] });
  });

  it('serves each page only its newest active banner, and nothing when there is none', async () => {
    const older = await create({ messageHtml: '<p>Older</p>', pages: ['home', 'about'] });
    const newer = await create({ messageHtml: '<p>Newer</p>', pages: ['home'] });
    const hidden = await create({
      messageHtml: '<p>Inactive</p>',
      pages: ['events'],
      active: false,
    });
    expect(hidden.active).toBe(false);

    expect(await current('home')).toMatchObject({ id: newer.id, messageHtml: '<p>Newer</p>' });
    expect(await current('about')).toMatchObject({ id: older.id });
    expect(await current('events')).toBeNull();
    expect(await current('profile')).toBeNull();

    // Deactivating the newest shows the one before it; deleting that leaves nothing.
    await call('POST', `/api/admin/banners/${newer.id}/deactivate`, admin.cookie);
    expect(await current('home')).toMatchObject({ id: older.id });
    await call('DELETE', `/api/admin/banners/${older.id}`, admin.cookie);
    expect(await current('home')).toBeNull();
    await call('POST', `/api/admin/banners/${hidden.id}/activate`, admin.cookie);
    expect(await current('events')).toMatchObject({
      id: hidden.id,
      messageHtml: '<p>Inactive</p>',
    });
  });

  it('refuses an unknown page key in words', async () => {
    const response = await call('GET', '/api/banners/current?page=checkout');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Choose pages from/);
    expect((await call('GET', '/api/banners/current')).statusCode).toBe(400);
  });

  it('is cached for everyone and revalidated, and a change shows on the very next load', async () => {
    // The public answer is remembered for a few seconds: an empty page first…
    expect(await current('home')).toBeNull();
    // …which a new banner clears at once, for visitors and the signed-in alike.
    const created = await create();
    const first = await call('GET', '/api/banners/current?page=home');
    expect(first.json().banner.id).toBe(created.id);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await call('GET', '/api/banners/current?page=home', member.cookie, undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);

    await call('POST', `/api/admin/banners/${created.id}/deactivate`, admin.cookie);
    const after = await call('GET', '/api/banners/current?page=home', undefined, undefined, {
      'if-none-match': etag,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().banner).toBeNull();
  });

  it('keeps a banner when the account that wrote it is deleted', async () => {
    const author = await signUp(t, { name: 'Ada Author', email: 'ada@example.com' });
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, author.userId));
    const response = await call('POST', '/api/admin/banners', author.cookie, banner());
    expect(response.statusCode).toBe(201);
    await t.db.delete(users).where(eq(users.id, author.userId));
    const [row] = await t.db.select().from(announcementBanners);
    expect(row).toMatchObject({ id: response.json().id, createdBy: null });
  });
});

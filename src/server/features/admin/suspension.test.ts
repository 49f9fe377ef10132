import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../../../shared/admin-schemas';
import { sessions } from '../../db/schema/auth';
import { adminAuditLog } from '../../db/schema/audit-log';
import { createWebDist } from '../../test/web-dist';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { saveSpace } from '../../test/space-helpers';
import {
  cookiesFrom,
  followConfirmationLink,
  databaseTargets,
  logIn,
  postSignUp,
} from '../../test/test-app';
import { signUpSuperAdmin, useTestApp, type Account } from '../../test/fixtures';

const PASSWORD = 'a calm river at dawn';

describe.each(databaseTargets)('suspending an account (%s)', (target) => {
  // A public cache long enough that only clearing it can show the change.
  const t = useTestApp(target, async () => ({
    webDistDir: (await createWebDist()).dir,
    publicCacheSeconds: 600,
  }));
  let admin: Account;
  let host: Account;
  let other: Account;
  let event: { id: string; path: string; title: string };
  let keptEvent: { id: string; path: string; title: string };

  beforeAll(async () => {
    admin = await signUpSuperAdmin(t);
    host = await signUpHost(t, 'Quill Marrow', 'quill@example.com');
    await saveSpace(t.app, host.cookie, {
      displayName: 'Quill Marrow Sound',
      handle: 'quillmarrow',
    });
    event = await createEventAs(t.app, host.cookie, { title: 'Zephyr Gong Bath' });
    other = await signUpHost(t, 'Ola Other', 'ola@example.com');
    await saveSpace(t.app, other.cookie, { displayName: 'Ola Moves', handle: 'olamoves' });
    keptEvent = await createEventAs(t.app, other.cookie, { title: 'Zephyr Breathwork' });
    // The host follows Ola: a suspended follower is not counted either.
    await t.app.inject({
      method: 'POST',
      url: '/api/facilitators/@olamoves/follow',
      headers: { cookie: host.cookie },
    });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const auditRows = () => t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);

  /** Everything public that shows the host's event or space, as a visitor (and Ola) sees it. */
  async function whatOthersSee() {
    const list = (await get('/api/events')).json().events as Array<{ id: string }>;
    const search = (await get('/api/events/search?q=zephyr')).json().events as Array<{
      id: string;
    }>;
    const sitemap = (await get('/sitemap.xml')).body;
    return {
      inList: list.some((e) => e.id === event.id),
      inSearch: search.some((e) => e.id === event.id),
      byHostName: (await get('/api/events/search?q=quill%20marrow')).json().events.length,
      eventApi: (await get(`/api/events/${event.id}`)).statusCode,
      eventApiForOla: (await get(`/api/events/${event.id}`, other.cookie)).statusCode,
      eventPage: (await get(event.path)).statusCode,
      calendar: (await get(`/api/events/${event.id}/calendar.ics`)).statusCode,
      space: (await get('/api/facilitators/@quillmarrow')).statusCode,
      spaceById: (await get(`/api/facilitators/${host.userId}`)).statusCode,
      spacePage: (await get('/@quillmarrow')).statusCode,
      sitemapEvent: sitemap.includes(event.id),
      sitemapSpace: sitemap.includes('/@quillmarrow'),
      olasFollowers: (await get('/api/facilitators/@olamoves')).json().stats.followers,
      keptInList: list.some((e) => e.id === keptEvent.id),
    };
  }

  const shown = {
    inList: true,
    inSearch: true,
    byHostName: 1,
    eventApi: 200,
    eventApiForOla: 200,
    eventPage: 200,
    calendar: 200,
    space: 200,
    spaceById: 200,
    spacePage: 200,
    sitemapEvent: true,
    sitemapSpace: true,
    olasFollowers: 1,
    keptInList: true,
  };

  it('needs a reason, of a sensible length, and writes nothing when refused', async () => {
    const before = await auditRows();
    for (const [payload, message] of [
      [{}, null],
      [{ reason: '   ' }, 'Give a reason.'],
      [{ reason: 'x'.repeat(501) }, 'Keep the reason under 500 characters.'],
    ] as const) {
      const response = await post(`/api/admin/people/${host.userId}/suspend`, payload);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    const restore = await post(`/api/admin/people/${host.userId}/restore`, { reason: 'Fine' });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe('This account is not suspended.');
    expect(await auditRows()).toEqual(before);
    expect(await whatOthersSee()).toEqual(shown);
  });

  it('ends the sessions at once, refuses sign-in with a clear message, and hides the space and events from everyone; restoring brings them back', async () => {
    const secondSession = cookiesFrom(await logIn(t.app, 'quill@example.com'));
    expect((await get('/api/me', secondSession)).json().user).not.toBeNull();
    expect(await whatOthersSee()).toEqual(shown);

    const response = await post(`/api/admin/people/${host.userId}/suspend`, {
      reason: '  Repeated spam events  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().suspension).toEqual({
      at: expect.any(String),
      reason: 'Repeated spam events',
    });

    // Every session of the host is over, in this browser and any other.
    for (const cookie of [host.cookie, secondSession]) {
      expect((await get('/api/me', cookie)).json().user).toBeNull();
      expect((await get('/api/me/privileges', cookie)).json().signedIn).toBe(false);
      expect((await get('/api/host/overview', cookie)).statusCode).toBe(401);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, host.userId))).toEqual([]);

    // The right password is told why; a wrong one learns nothing new.
    const refused = await logIn(t.app, 'quill@example.com', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUSPENDED_ACCOUNT_MESSAGE);
    expect(cookiesFrom(refused)).toBe('');
    const wrong = await logIn(t.app, 'quill@example.com', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('suspended');

    expect(await whatOthersSee()).toEqual({
      ...shown,
      inList: false,
      inSearch: false,
      byHostName: 0,
      eventApi: 404,
      eventApiForOla: 404,
      eventPage: 404,
      calendar: 404,
      space: 404,
      spaceById: 404,
      spacePage: 404,
      sitemapEvent: false,
      sitemapSpace: false,
      olasFollowers: 0,
    });

    const [row] = (await auditRows()).filter((r) => r.action === 'person.suspended');
    expect(row).toMatchObject({
      actorId: admin.userId,
      targetId: host.userId,
      reason: 'Repeated spam events',
      before: { suspended: false },
      after: { suspended: true, sessionsEnded: 2 },
    });

    const again = await post(`/api/admin/people/${host.userId}/suspend`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);

    const restored = await post(`/api/admin/people/${host.userId}/restore`, {
      reason: 'Appeal upheld',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().suspension).toBeNull();
    expect(await whatOthersSee()).toEqual(shown);
    const signedIn = await logIn(t.app, 'quill@example.com', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await get('/api/me', cookiesFrom(signedIn))).json().user.email).toBe(
      'quill@example.com',
    );
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'person.restored',
      reason: 'Appeal upheld',
      before: { suspended: true, reason: 'Repeated spam events' },
      after: { suspended: false },
    });
  });

  it('gives no session through a confirmation link either while the account is suspended', async () => {
    const signedUp = await postSignUp(t.app, {
      name: 'Nia New',
      email: 'nia@example.com',
      password: PASSWORD,
    });
    const userId = signedUp.json().user.id as string;
    const suspended = await post(`/api/admin/people/${userId}/suspend`, { reason: 'Spam' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const confirmed = await followConfirmationLink(t, 'nia@example.com');
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json().message).toBe(SUSPENDED_ACCOUNT_MESSAGE);
    expect(cookiesFrom(confirmed)).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });
});

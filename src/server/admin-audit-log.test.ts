import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../shared/audit-log-schemas';
import { inTransaction } from './db/client';
import { sessions } from './db/schema/auth';
import { adminAuditLog } from './db/schema/audit-log';
import { announcementBanners } from './db/schema/banners';
import { profiles } from './db/schema/profiles';
import { writeAudit } from './lib/audit-log';
import type { SignedInViewer } from './lib/viewer';
import { createBanner } from './features/banners/banners.service';
import {
  findProfileWithSpace,
  lockProfile,
  lockSuperAdmins,
  setProfileStanding,
} from './features/profile/profile.repository';
import { deleteSessionsOf } from './features/auth/accounts.repository';
import { databaseTargets, signUp } from './test/test-app';
import { suspend, type PeopleLinks } from './features/admin/admin.service';
import { signUpSuperAdmin, useTestApp, type Account } from './test/fixtures';

describe.each(databaseTargets)('the admin audit log (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  let admin: Account;
  let member: Account;

  beforeAll(async () => {
    admin = await signUpSuperAdmin(t);
    member = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
  const log = async (query = ''): Promise<AuditPage> => {
    const response = await call('GET', `/api/admin/audit-log?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const rowCount = async () => (await t.db.select().from(adminAuditLog)).length;
  const banner = (text: string, overrides: object = {}) => ({
    messageHtml: `<p>${text}</p>`,
    pages: ['home'],
    colour: 'green',
    ...overrides,
  });
  /** The signed-in admin as the server sees them, for calling services directly. */
  const adminViewer = async (): Promise<SignedInViewer> => {
    const found = (await findProfileWithSpace(t.db, admin.userId))!;
    return {
      userId: admin.userId,
      email: 'sam@example.com',
      emailVerified: true,
      sessionId: 'test',
      profile: found.profile,
      spaceId: null,
    };
  };

  it('writes a row for each banner change, with what it was and what it became', async () => {
    const before = await rowCount();
    const created = (await call('POST', '/api/admin/banners', banner('Solstice gathering'))).json();
    await call(
      'PUT',
      `/api/admin/banners/${created.id}`,
      banner('Solstice gathering moved', { pages: ['home', 'about'] }),
    );
    await call('POST', `/api/admin/banners/${created.id}/deactivate`);
    // Deactivating again changes nothing, and logs nothing.
    await call('POST', `/api/admin/banners/${created.id}/deactivate`);
    await call('POST', `/api/admin/banners/${created.id}/activate`);
    await call('DELETE', `/api/admin/banners/${created.id}`);
    expect((await rowCount()) - before).toBe(5);

    const entries = (await log('targetType=banner')).entries;
    expect(entries.map((e) => e.action)).toEqual([
      'banner.deleted',
      'banner.activated',
      'banner.deactivated',
      'banner.edited',
      'banner.created',
    ]);
    const [deleted, activated, deactivated, edited, made] = entries as [
      AuditEntry,
      AuditEntry,
      AuditEntry,
      AuditEntry,
      AuditEntry,
    ];
    expect(made).toMatchObject({
      actorId: admin.userId,
      actorName: 'Sam Admin',
      actorEmail: 'sam@example.com',
      targetType: 'banner',
      targetId: created.id,
      targetLabel: 'Solstice gathering',
      before: null,
      after: {
        messageHtml: '<p>Solstice gathering</p>',
        pages: ['home'],
        colour: 'green',
        active: true,
      },
    });
    // An edit keeps only what changed.
    expect(edited.before).toEqual({
      messageHtml: '<p>Solstice gathering</p>',
      pages: ['home'],
    });
    expect(edited.after).toEqual({
      messageHtml: '<p>Solstice gathering moved</p>',
      pages: ['home', 'about'],
    });
    expect([deactivated.before, deactivated.after]).toEqual([{ active: true }, { active: false }]);
    expect([activated.before, activated.after]).toEqual([{ active: false }, { active: true }]);
    expect(deleted.before).toMatchObject({ messageHtml: '<p>Solstice gathering moved</p>' });
    expect(deleted.after).toBeNull();
  });

  it('writes no row when the change is refused or fails', async () => {
    const before = await rowCount();
    const created = (await call('POST', '/api/admin/banners', banner('Kept'))).json();
    const afterCreate = await rowCount();
    expect(afterCreate).toBe(before + 1);
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = [
      await call(
        'PUT',
        `/api/admin/banners/${created.id}`,
        banner('', { messageHtml: '<p><script>x</script></p>' }),
      ),
      await call('PUT', `/api/admin/banners/${missing}`, banner('Nothing there')),
      await call('POST', `/api/admin/banners/${missing}/activate`),
      await call('DELETE', `/api/admin/banners/${missing}`),
      await call('POST', `/api/admin/people/${admin.userId}/roles`, {
        role: 'superAdmin',
        granted: false,
      }),
      await call('POST', `/api/admin/people/${missing}/suspend`, { reason: 'Nobody' }),
      await call('POST', `/api/admin/people/${member.userId}/suspend`, { reason: '' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 404, 404, 404, 403, 404, 400]);
    expect(await rowCount()).toBe(afterCreate);
  });

  it('rolls the change back when its row cannot be written', async () => {
    const viewer = await adminViewer();
    // An actor without an e-mail breaks the row's NOT NULL: the change must not happen alone.
    const broken = { ...viewer, email: null as unknown as string };
    const banners = async () => (await t.db.select().from(announcementBanners)).length;
    const bannersBefore = await banners();
    const rowsBefore = await rowCount();
    await expect(
      createBanner(t.db, broken, {
        messageHtml: '<p>Ghost</p>',
        pages: ['home'],
        colour: 'green',
        active: true,
      }),
    ).rejects.toThrow();
    expect(await banners()).toBe(bannersBefore);

    const links: PeopleLinks = {
      lockSuperAdmins,
      lockPerson: lockProfile,
      setStanding: setProfileStanding,
      endSessions: deleteSessionsOf,
      changed: () => {},
    };
    await expect(suspend(t.db, links, broken, member.userId, 'Testing')).rejects.toThrow();
    const [mo] = await t.db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(mo!.suspendedAt).toBeNull();
    expect(
      await t.db.select().from(sessions).where(eq(sessions.userId, member.userId)),
    ).not.toEqual([]);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('is written only inside the transaction of the change', async () => {
    const viewer = await adminViewer();
    const record = {
      action: 'person.host_granted' as const,
      target: { type: 'person' as const, id: member.userId, label: 'Mo' },
      before: { isHost: false },
      after: { isHost: true },
    };
    const actor = { userId: viewer.userId, name: 'Sam Admin', email: 'sam@example.com' };
    await expect(writeAudit(t.db, actor, record)).rejects.toThrow(/transaction/);
    const before = await rowCount();
    // A transaction that fails after writing its row leaves no row.
    await expect(
      inTransaction(t.db, async (tx) => {
        await writeAudit(tx, actor, record);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowCount()).toBe(before);
  });

  it('cannot be changed or emptied, by the app or anyone else on the database', async () => {
    const before = await t.db.select().from(adminAuditLog);
    expect(before.length).toBeGreaterThan(0);
    for (const statement of [
      sql`update admin_audit_log set reason = 'rewritten'`,
      sql`update admin_audit_log set actor_id = null, actor_name = 'Nobody'`,
      sql`delete from admin_audit_log`,
      sql`truncate admin_audit_log`,
    ])
      await expect(t.db.execute(statement)).rejects.toThrow();
    expect(await t.db.select().from(adminAuditLog)).toEqual(before);
    // No route writes to it either.
    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect((await call(method, `/api/admin/audit-log`)).statusCode).toBe(404);
  });

  it('keeps the rows of an admin whose account is deleted, with their name and e-mail', async () => {
    const gone = await signUp(t, { name: 'Gil Gone', email: 'gil@example.com' });
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, gone.userId));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { cookie: gone.cookie },
      payload: banner('From Gil'),
    });
    expect(made.statusCode).toBe(201);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: gone.cookie },
      payload: { password: 'a calm river at dawn', confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const [entry] = (await log('actor=gil')).entries;
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'Gil Gone',
      actorEmail: 'gil@example.com',
      action: 'banner.created',
      targetLabel: 'From Gil',
    });
  });

  it('filters by actor, action, target type and London dates, newest first, a page at a time', async () => {
    // Enough rows for two pages: role changes back and forth.
    for (let i = 0; i < 50; i++)
      await call('POST', `/api/admin/people/${member.userId}/roles`, {
        role: 'host',
        granted: i % 2 === 0,
      });
    const all = await log();
    expect(all.entries).toHaveLength(50);
    expect(all.nextCursor).not.toBeNull();
    const next = await log(`cursor=${all.nextCursor}`);
    const ids = [...all.entries, ...next.entries].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(next.nextCursor).toBeNull();

    const granted = await log('action=person.host_granted');
    expect(granted.entries).toHaveLength(25);
    expect(granted.entries.every((e) => e.action === 'person.host_granted')).toBe(true);
    expect(
      (await log('actor=SAM@EXAMPLE&targetType=person')).entries.length,
    ).toBeGreaterThanOrEqual(26);
    expect((await log('actor=nobody-like-this')).entries).toEqual([]);
    expect((await log('targetType=banner')).entries.every((e) => e.targetType === 'banner')).toBe(
      true,
    );

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect((await log(`from=${today}&to=${today}`)).entries).toHaveLength(50);
    expect((await log('to=2020-01-01')).entries).toEqual([]);
    expect((await log('from=2999-01-01')).entries).toEqual([]);
    const backwards = await call('GET', '/api/admin/audit-log?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must be on or before the end date.');
    expect((await call('GET', '/api/admin/audit-log?from=2026-02-30')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit-log?action=drop%20table')).statusCode).toBe(400);
  });
});

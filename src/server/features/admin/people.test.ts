import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PeoplePage, Person } from '../../../shared/admin-schemas';
import { adminAuditLog } from '../../db/schema/audit-log';
import { profiles } from '../../db/schema/profiles';
import { createEventAs } from '../../test/event-helpers';
import { databaseTargets, signUp } from '../../test/test-app';
import { expectOnlySuperAdmins, useAdminCast, useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('people and roles (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { admin, member, host } = useAdminCast(t);

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

  const people = async (query: string, cookie = admin.cookie): Promise<PeoplePage> => {
    const response = await call('GET', `/api/admin/people?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const personNamed = async (email: string): Promise<Person> =>
    (await people(`q=${encodeURIComponent(email)}`)).people.find((p) => p.email === email)!;
  const auditRows = () => t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
  const setRole = (id: string, role: string, granted: boolean, cookie = admin.cookie) =>
    call('POST', `/api/admin/people/${id}/roles`, cookie, { role, granted });

  it('refuses visitors (401), members and hosts (403) on every admin route, and changes nothing', async () => {
    const before = await auditRows();
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/admin/people'],
      ['GET', '/api/admin/audit-log'],
      ['POST', `/api/admin/people/${member.userId}/roles`, { role: 'superAdmin', granted: true }],
      ['POST', `/api/admin/people/${member.userId}/roles`, { role: 'host', granted: true }],
      ['POST', `/api/admin/people/${admin.userId}/suspend`, { reason: 'Taking over' }],
      ['POST', `/api/admin/people/${admin.userId}/restore`, { reason: 'Taking over' }],
    ];
    await expectOnlySuperAdmins(t, routes, { member, host });
    const [memberRow] = await t.db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(memberRow).toMatchObject({ isHost: false, isSuperAdmin: false, suspendedAt: null });
    const [adminRow] = await t.db.select().from(profiles).where(eq(profiles.id, admin.userId));
    expect(adminRow!.suspendedAt).toBeNull();
    expect(await auditRows()).toEqual(before);
  });

  it('lists each person with their roles, events, last seen and standing', async () => {
    await createEventAs(t.app, host.cookie);
    await createEventAs(t.app, host.cookie, { title: 'A draft' }, false);
    const hana = await personNamed('hana@example.com');
    expect(hana).toMatchObject({
      firstName: 'Hana',
      lastName: 'Host',
      isHost: true,
      isSuperAdmin: false,
      eventCount: 2,
      suspension: null,
    });
    // Signing in and every request since count as being seen.
    expect(Date.now() - Date.parse(hana.lastSeenAt!)).toBeLessThan(10 * 60_000);
    const extra = await createEventAs(t.app, host.cookie, { title: 'Another' });
    expect((await personNamed('hana@example.com')).eventCount).toBe(3);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${extra.id}`,
      headers: { cookie: host.cookie },
    });
    expect((await personNamed('hana@example.com')).eventCount).toBe(2);
  });

  it('notes "last seen" at most once in five minutes of requests', async () => {
    const seenAt = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.id, member.userId)))[0]!.lastSeenAt;
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await t.db.update(profiles).set({ lastSeenAt: longAgo }).where(eq(profiles.id, member.userId));
    await call('GET', '/api/me', member.cookie);
    const noted = await seenAt();
    expect(noted!.getTime()).toBeGreaterThan(longAgo.getTime());
    await call('GET', '/api/me', member.cookie);
    await call('GET', '/api/me/privileges', member.cookie);
    expect(await seenAt()).toEqual(noted);
  });

  it('filters hosts, super admins and suspended accounts, and searches names and e-mail', async () => {
    const emails = (page: PeoplePage) => page.people.map((p) => p.email).sort();
    expect(emails(await people('show=hosts'))).toEqual(['hana@example.com']);
    expect(emails(await people('show=admins'))).toEqual(['sam@example.com']);
    expect((await people('show=suspended')).people).toEqual([]);
    expect(emails(await people('q=mo%20mem'))).toEqual(['mo@example.com']);
    expect(emails(await people('q=HANA@EXAMPLE'))).toEqual(['hana@example.com']);
    // % and _ are letters here, not wildcards.
    expect((await people('q=%25')).people).toEqual([]);
    const filtered = await people('show=hosts&q=sam');
    expect(filtered).toMatchObject({ people: [], total: 0, nextCursor: null });
  });

  it('sorts by name, joined, last seen and events either way, a page at a time, each person once', async () => {
    // Thirty more people with varied names, sign-up times, visits and event counts.
    const rows = Array.from({ length: 30 }, (_, i) => ({
      email: `person${String(i).padStart(2, '0')}@example.org`,
      name: `${['Ada', 'bea', 'Cy', 'ada'][i % 4]} ${String.fromCharCode(90 - (i % 26))}${i}`,
    }));
    for (const [i, row] of rows.entries()) {
      const account = await signUp(t, row);
      await t.db
        .update(profiles)
        .set({
          // Some never seen, some seen at the same instant: ties are broken by id.
          lastSeenAt: i % 5 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 7))),
          eventCount: i % 4,
        })
        .where(eq(profiles.id, account.userId));
    }
    const everyone = await t.db.select().from(profiles);
    const keyOf = {
      name: (p: (typeof everyone)[number]) => `${p.firstName} ${p.lastName}`.toLowerCase(),
      joined: (p: (typeof everyone)[number]) => p.createdAt.getTime(),
      lastSeen: (p: (typeof everyone)[number]) => p.lastSeenAt?.getTime() ?? -Infinity,
      events: (p: (typeof everyone)[number]) => p.eventCount,
    };
    for (const sort of ['name', 'joined', 'lastSeen', 'events'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const ids: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await people(
            `sort=${sort}&dir=${dir}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(page.total).toBe(everyone.length);
          ids.push(...page.people.map((p) => p.id));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor);
        expect(pages).toBe(Math.ceil(everyone.length / 25));
        const key = keyOf[sort];
        const expected = [...everyone]
          .sort((a, b) => {
            const [ka, kb] = [key(a), key(b)];
            const byKey = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : 1;
            return dir === 'asc' ? byKey : -byKey;
          })
          .map((p) => p.id);
        // (The names are chosen to sort alike in every collation: letters, digits, one space.)
        expect(ids, `${sort} ${dir}`).toEqual(expected);
      }
    }
  }, 90_000); // About 90 list requests: under a loaded CI machine, more than the default 30 s.

  it('refuses a cursor that was tampered with or made for another order', async () => {
    const first = await people('sort=events&dir=desc');
    expect(first.nextCursor).not.toBeNull();
    const other = await call(
      'GET',
      `/api/admin/people?sort=joined&cursor=${first.nextCursor}`,
      admin.cookie,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('That page of results has expired. Please reload.');
    for (const value of [
      ['joined', '2024-02-30 10:00:00+00', member.userId],
      ['lastSeen', 'yesterday', member.userId],
      ['events', '99999999999', member.userId],
      ['events', '1', 'not-an-id'],
    ]) {
      const cursor = Buffer.from(JSON.stringify(value)).toString('base64url');
      const response = await call(
        'GET',
        `/api/admin/people?sort=${value[0]}&cursor=${cursor}`,
        admin.cookie,
      );
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
    }
  });

  it('grants and revokes host and super admin, each with an audit row; the same again writes none', async () => {
    const before = (await auditRows()).length;
    const granted = await setRole(member.userId, 'host', true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ id: member.userId, isHost: true });
    // The member's next privilege check sees it (the web app polls it every 30 s).
    expect((await call('GET', '/api/me/privileges', member.cookie)).json()).toEqual({
      signedIn: true,
      isHost: true,
      isSuperAdmin: false,
    });
    expect((await setRole(member.userId, 'host', true)).statusCode).toBe(200);
    expect((await setRole(member.userId, 'superAdmin', true)).json().isSuperAdmin).toBe(true);
    expect((await setRole(member.userId, 'superAdmin', false)).json().isSuperAdmin).toBe(false);
    expect((await setRole(member.userId, 'host', false)).json().isHost).toBe(false);

    const rows = (await auditRows()).slice(before);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['person.host_granted', { isHost: false }, { isHost: true }],
      ['person.super_admin_granted', { isSuperAdmin: false }, { isSuperAdmin: true }],
      ['person.super_admin_revoked', { isSuperAdmin: true }, { isSuperAdmin: false }],
      ['person.host_revoked', { isHost: true }, { isHost: false }],
    ]);
    expect(rows[0]).toMatchObject({
      actorId: admin.userId,
      actorName: 'Sam Admin',
      actorEmail: 'sam@example.com',
      targetType: 'person',
      targetId: member.userId,
      targetLabel: 'Mo Member (mo@example.com)',
      reason: null,
    });
  });

  it('never lets a super admin remove their own role, and writes nothing when refused', async () => {
    const before = await auditRows();
    const own = await setRole(admin.userId, 'superAdmin', false);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'You cannot remove your own super admin role. Ask another super admin to do it.',
    );
    const suspendSelf = await call(
      'POST',
      `/api/admin/people/${admin.userId}/suspend`,
      admin.cookie,
      {
        reason: 'Testing',
      },
    );
    expect(suspendSelf.statusCode).toBe(403);
    expect((await personNamed('sam@example.com')).isSuperAdmin).toBe(true);
    expect(await auditRows()).toEqual(before);
  });

  it('keeps one super admin when two of them remove each other at the same moment', async () => {
    const other = await signUp(t, { name: 'Oli Admin', email: 'oli@example.com' });
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, other.userId));
    // Sam is then the only other one: each request alone would leave one super admin.
    for (const round of [1, 2, 3]) {
      const before = (await auditRows()).length;
      const [a, b] = await Promise.all([
        setRole(other.userId, 'superAdmin', false, admin.cookie),
        round === 2
          ? call('POST', `/api/admin/people/${admin.userId}/suspend`, other.cookie, {
              reason: 'Race',
            })
          : setRole(admin.userId, 'superAdmin', false, other.cookie),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      // One wins; the other is refused, or finds its own rights already gone.
      expect(statuses[0], `${a.body} ${b.body}`).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const active = await t.db.select().from(profiles).where(eq(profiles.isSuperAdmin, true));
      expect(active.filter((p) => p.suspendedAt === null)).toHaveLength(1);
      expect((await auditRows()).length).toBe(before + 1);
      // Put both back for the next round (restoring whoever was suspended).
      await t.db
        .update(profiles)
        .set({ isSuperAdmin: true, suspendedAt: null, suspensionReason: null })
        .where(eq(profiles.id, other.userId));
      await t.db
        .update(profiles)
        .set({ isSuperAdmin: true, suspendedAt: null, suspensionReason: null })
        .where(eq(profiles.id, admin.userId));
      if (round === 2) {
        // A suspension ended Sam's sessions: sign in again.
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'sam@example.com', password: 'a calm river at dawn' },
        });
        if (again.statusCode === 200)
          admin.cookie = again.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      }
    }
    await t.db.update(profiles).set({ isSuperAdmin: false }).where(eq(profiles.id, other.userId));
  });

  it('answers 404 for a person who does not exist, and 400 for a role it does not know', async () => {
    const missing = await setRole('00000000-0000-4000-8000-000000000000', 'host', true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Person not found');
    const unknown = await setRole(member.userId, 'owner', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/host or superAdmin/);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { databaseTargets, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('roles are decided on the server (%s)', (target) => {
  const t = useTestApp(target);
  let member: string;
  let host: string;
  let admin: string;
  beforeAll(async () => {
    member = (await signUp(t, { email: 'member@example.com' })).cookie;
    const hostUser = await signUp(t, { name: 'Hana Host', email: 'host@example.com' });
    host = hostUser.cookie;
    await t.db.update(profiles).set({ isHost: true }).where(eq(profiles.id, hostUser.userId));
    const adminUser = await signUp(t, { email: 'admin@example.com' });
    admin = adminUser.cookie;
    await t.db
      .update(profiles)
      .set({ isSuperAdmin: true })
      .where(eq(profiles.id, adminUser.userId));
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('a visitor reaches neither host nor super admin routes', async () => {
    expect((await get('/api/host/overview')).statusCode).toBe(401);
    expect((await get('/api/admin/people')).statusCode).toBe(401);
  });

  it('a signed-in member is refused host and super admin routes', async () => {
    const hostRoute = await get('/api/host/overview', member);
    expect(hostRoute.statusCode).toBe(403);
    expect(hostRoute.json().message).toMatch(/Only hosts/);
    expect((await get('/api/admin/people', member)).statusCode).toBe(403);
  });

  it('a host reaches host routes but not super admin routes', async () => {
    const overview = await get('/api/host/overview', host);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().firstName).toBe('Hana');
    expect((await get('/api/admin/people', host)).statusCode).toBe(403);
  });

  it('a super admin lists people with their roles', async () => {
    const response = await get('/api/admin/people?q=host', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().people).toEqual([
      expect.objectContaining({ email: 'host@example.com', isHost: true, isSuperAdmin: false }),
    ]);
  });

  it('reports role changes at once, for the 30-second privilege check', async () => {
    expect((await get('/api/me/privileges', member)).json()).toEqual({
      signedIn: true,
      isHost: false,
      isSuperAdmin: false,
    });
    await t.db
      .update(profiles)
      .set({ isSuperAdmin: true })
      .where(eq(profiles.email, 'member@example.com'));
    expect((await get('/api/me/privileges', member)).json()).toEqual({
      signedIn: true,
      isHost: false,
      isSuperAdmin: true,
    });
    expect((await get('/api/admin/people', member)).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { databaseTargets, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('notifications (%s)', (target) => {
  const t = useTestApp(target);
  let maya: { cookie: string; userId: string };
  let theo: { cookie: string; userId: string };

  beforeAll(async () => {
    maya = await signUp(t, { name: 'Maya Rivers', email: 'maya@example.com' });
    theo = await signUp(t, { name: 'Theo Okafor', email: 'theo@example.com' });
  });
  beforeEach(async () => {
    await t.db.delete(notifications);
  });

  /** `count` notifications for this person, one a minute apart, the last one newest. */
  async function give(userId: string, count: number, label = 'Note') {
    const rows = Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'note',
      title: `${label} ${i}`,
      message: `${label} ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
    }));
    return t.db.insert(notifications).values(rows).returning({ id: notifications.id });
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('lists the caller’s own, newest first, 10 by default and up to 50, privately', async () => {
    await give(maya.userId, 55);
    await give(theo.userId, 1, 'Theo');
    const panel = await call('GET', '/api/notifications', maya.cookie);
    expect(panel.statusCode).toBe(200);
    expect(panel.headers['cache-control']).toBe('private, no-store');
    const body = panel.json();
    expect(body.notifications).toHaveLength(10);
    expect(body.notifications[0]).toMatchObject({ title: 'Note 54', read: false, data: {} });
    expect(body.notifications[9].title).toBe('Note 45');
    expect(body.unread).toBe(55);
    const page = await call('GET', '/api/notifications?limit=50', maya.cookie);
    expect(page.json().notifications).toHaveLength(50);
    const tooMany = await call('GET', '/api/notifications?limit=51', maya.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('The limit must be at most 50');
    const theoSees = (await call('GET', '/api/notifications', theo.cookie)).json();
    expect(theoSees.notifications.map((n: { title: string }) => n.title)).toEqual(['Theo 0']);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('marks one or all read, the caller’s only', async () => {
    const [first] = await give(maya.userId, 2);
    const [theirs] = await give(theo.userId, 1);
    expect(
      (await call('POST', `/api/notifications/${first!.id}/read`, maya.cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/notifications', maya.cookie)).json().unread).toBe(1);
    // Someone else's notification is not found, and stays unread.
    const other = await call('POST', `/api/notifications/${theirs!.id}/read`, maya.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Notification not found');
    expect((await call('POST', '/api/notifications/read-all', maya.cookie)).statusCode).toBe(204);
    const mine = (await call('GET', '/api/notifications', maya.cookie)).json();
    expect(mine.unread).toBe(0);
    expect(mine.notifications.map((n: { read: boolean }) => n.read)).toEqual([true, true]);
    expect((await call('GET', '/api/notifications', theo.cookie)).json().unread).toBe(1);
  });

  it('deletes one, and clears all of the caller’s and no one else’s', async () => {
    const [first] = await give(maya.userId, 3);
    const [theirs] = await give(theo.userId, 2, 'Theo');
    expect((await call('DELETE', `/api/notifications/${theirs!.id}`, maya.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/notifications/${first!.id}`, maya.cookie)).statusCode).toBe(
      204,
    );
    expect(
      (await call('GET', '/api/notifications', maya.cookie)).json().notifications,
    ).toHaveLength(2);
    expect((await call('DELETE', '/api/notifications', maya.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/notifications', maya.cookie)).json()).toEqual({
      notifications: [],
      unread: 0,
    });
    const left = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, theo.userId));
    expect(left).toHaveLength(2);
  });
});

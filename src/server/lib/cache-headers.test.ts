import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/profiles';
import { createEventAs, signUpHost } from '../test/event-helpers';
import { databaseTargets } from '../test/test-app';
import { useTestApp } from '../test/fixtures';

describe.each(databaseTargets)('signed-in answers are never cached (%s)', (target) => {
  const t = useTestApp(target);
  let cookie: string;
  let eventId: string;
  beforeAll(async () => {
    const host = await signUpHost(t, 'Cache Host', 'cache@example.com');
    cookie = host.cookie;
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, host.userId));
    eventId = (await createEventAs(t.app, cookie)).id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/facilitator-space',
      headers: { cookie },
      payload: { displayName: 'Cache Space', handle: 'cache-space' },
    });
  });

  it('sends Cache-Control: private, no-store on every signed-in API answer', async () => {
    const reads = [
      '/api/profile',
      '/api/me',
      '/api/me/privileges',
      '/api/auth/get-session',
      '/api/facilitator-space',
      '/api/host/overview',
      '/api/host/spaces',
      '/api/host/events',
      '/api/admin/people',
      `/api/events/${eventId}`,
      '/api/events',
      '/api/events/search?q=cacao',
      '/api/event-categories/upcoming',
      '/api/facilitators/@cache-space',
      '/api/handles/some-handle',
      '/api/no-such-route',
    ];
    for (const url of reads) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: 'Cache', lastName: 'Host', bio: '' },
    });
    expect(write.headers['cache-control']).toBe('private, no-store');
  });
});

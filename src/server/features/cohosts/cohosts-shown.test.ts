import { beforeAll, describe, expect, it } from 'vitest';
import { createEventAs } from '../../test/event-helpers';
import { useSpaceHosts } from '../../test/space-helpers';
import { databaseTargets, callApi, type ApiMethod } from '../../test/test-app';
import { createWebDist, readHead } from '../../test/web-dist';
import { useTestApp } from '../../test/fixtures';

/** Issue 11: accepted co-hosts show wherever an event's hosts do; pending and declined ones never. */
describe.each(databaseTargets)('co-hosted events on public pages (%s)', (target) => {
  const t = useTestApp(target, async () => ({
    webDistDir: (await createWebDist()).dir,
    rateLimits: { signupPerIp: 1e6 },
  }));
  const { maya, theo, rosa } = useSpaceHosts(t, 'maya', 'theo', 'rosa');
  let event: { id: string; path: string };
  let theoInvitation: string;

  beforeAll(async () => {
    event = await createEventAs(t.app, maya.cookie, { title: 'Full Moon Cacao Ceremony' });
  });

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const invite = async (spaceId: string) => {
    const response = await call('POST', `/api/events/${event.id}/cohosts`, maya.cookie, {
      spaceId,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  /** What a visitor sees, through the shared (micro-cached) answers. */
  const hostsShown = async () => (await call('GET', `/api/events/${event.id}`)).json().hosts;
  const organizer = async () =>
    (readHead((await call('GET', event.path)).body).jsonLd[0] as { organizer: unknown }).organizer;
  const space = async (handle: string) =>
    (await call('GET', `/api/facilitators/@${handle}`)).json();
  const searchIds = async (q: string) =>
    (await call('GET', `/api/events/search?q=${q}`))
      .json()
      .events.map((e: { id: string }) => e.id) as string[];

  const mayaHost = {
    userId: '',
    name: 'Maya Rivers',
    handle: 'maya-rivers',
    avatarUrl: null,
  };

  it('shows only the owner while an invitation is pending', async () => {
    theoInvitation = await invite(theo.spaceId);
    expect(await hostsShown()).toEqual([{ ...mayaHost, userId: maya.userId }]);
    expect(await organizer()).toEqual([
      { '@type': 'Person', name: 'Maya Rivers', url: 'http://localhost:3000/@maya-rivers' },
    ]);
    const theoSpace = await space('theo-sound');
    expect(theoSpace.upcomingEvents).toEqual([]);
    expect(theoSpace.stats.hostedEvents).toBe(0);
    expect(await searchIds('okafor')).toEqual([]);
  });

  it('shows an accepted co-host on the event, its page head, their space and in search', async () => {
    // Everything above was asked by visitors, whose answers are shared for a few seconds: the
    // answer clears them, so nobody waits to see the new host.
    const accepted = await call(
      'POST',
      `/api/cohost-invitations/${theoInvitation}/accept`,
      theo.cookie,
    );
    expect(accepted.statusCode).toBe(200);

    expect(await hostsShown()).toEqual([
      { ...mayaHost, userId: maya.userId },
      { userId: theo.userId, name: 'Theo Okafor', handle: 'theo-sound', avatarUrl: null },
    ]);
    expect(await organizer()).toEqual([
      { '@type': 'Person', name: 'Maya Rivers', url: 'http://localhost:3000/@maya-rivers' },
      { '@type': 'Person', name: 'Theo Okafor', url: 'http://localhost:3000/@theo-sound' },
    ]);

    const theoSpace = await space('theo-sound');
    expect(theoSpace.upcomingEvents.map((e: { id: string }) => e.id)).toEqual([event.id]);
    // The card still names the event's owner.
    expect(theoSpace.upcomingEvents[0].hostedBy).toBe('Maya Rivers');
    expect(theoSpace.stats.hostedEvents).toBe(1);
    // The owner's space counts it once.
    expect((await space('maya-rivers')).stats.hostedEvents).toBe(1);

    // By either of the co-host's names, as typed.
    expect(await searchIds('okafor')).toEqual([event.id]);
    expect(await searchIds('Theo%20Ok')).toEqual([event.id]);
    const [found] = (await call('GET', '/api/events/search?q=okafor')).json().events;
    // Scored as a host match (60), not as a word in the description.
    expect(found.score).toBeGreaterThanOrEqual(60);
  });

  it('lists the co-host after the owner, by when they were invited, and never a declined one', async () => {
    const rosaInvitation = await invite(rosa.spaceId);
    const declined = await call(
      'POST',
      `/api/cohost-invitations/${rosaInvitation}/decline`,
      rosa.cookie,
    );
    expect(declined.statusCode).toBe(200);
    expect((await hostsShown()).map((h: { name: string }) => h.name)).toEqual([
      'Maya Rivers',
      'Theo Okafor',
    ]);
    expect((await space('rosa-lind')).stats.hostedEvents).toBe(0);
    expect(await searchIds('rosa%20lind')).toEqual([]);
  });

  it("leaves a co-host's drafts and past events out of their space", async () => {
    const draft = await createEventAs(t.app, maya.cookie, { title: 'Quiet Retreat' }, false);
    const past = await createEventAs(t.app, maya.cookie, {
      title: 'Old Sound Bath',
      startDate: '2020-01-10',
      endDate: '2020-01-10',
    });
    for (const id of [draft.id, past.id]) {
      const invited = await call('POST', `/api/events/${id}/cohosts`, maya.cookie, {
        spaceId: theo.spaceId,
      });
      await call('POST', `/api/cohost-invitations/${invited.json().id}/accept`, theo.cookie);
    }
    const theoSpace = await space('theo-sound');
    expect(theoSpace.upcomingEvents.map((e: { id: string }) => e.id)).toEqual([event.id]);
    // Past events count as hosted; drafts do not.
    expect(theoSpace.stats.hostedEvents).toBe(2);
    expect(await searchIds('okafor')).toEqual([event.id]);
  });

  it('takes a removed co-host off everything at once', async () => {
    const removed = await call(
      'DELETE',
      `/api/events/${event.id}/cohosts/${theoInvitation}`,
      maya.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect((await hostsShown()).map((h: { name: string }) => h.name)).toEqual(['Maya Rivers']);
    expect(await organizer()).toHaveLength(1);
    expect((await space('theo-sound')).upcomingEvents).toEqual([]);
    expect(await searchIds('okafor')).toEqual([]);
  });
});

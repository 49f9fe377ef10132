import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLondonDays, londonDate } from '../../../shared/events/london-dates';
import type { HostOverview, HostSpaces } from '../../../shared/host-schemas';
import { profiles } from '../../db/schema/profiles';
import { userFollows } from '../../db/schema/spaces';
import { createEventAs } from '../../test/event-helpers';
import { useSpaceHosts, type HostWithSpace } from '../../test/space-helpers';
import { databaseTargets, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)('the host dashboard API (%s)', (target) => {
  // More sign-ups from one address than a person would make.
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { maya, theo, rosa } = useSpaceHosts(t, 'maya', 'theo', 'rosa');
  let member: { cookie: string; userId: string };
  const today = londonDate();
  const inDays = (n: number) => addLondonDays(today, n);

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const overviewOf = async (cookie: string) => {
    const response = await get('/api/host/overview', cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as HostOverview;
  };
  const spacesOf = async (cookie: string) => {
    const response = await get('/api/host/spaces', cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as HostSpaces;
  };

  /** Someone new follows `followed`, as if `daysAgo` days ago. */
  async function followedFor(followed: HostWithSpace, daysAgo: number, n: number) {
    const follower = await signUp(t, { name: `Follower ${n}`, email: `follower${n}@example.com` });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/facilitators/${followed.spaceId}/follow`,
      headers: { cookie: follower.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    await t.db
      .update(userFollows)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(
        and(
          eq(userFollows.followerId, follower.userId),
          eq(userFollows.followingId, followed.userId),
        ),
      );
  }

  beforeAll(async () => {
    member = await signUp(t, { name: 'Gus Guest', email: 'gus@example.com' });
  });

  it('refuses visitors and members who are not hosts', async () => {
    for (const url of ['/api/host/overview', '/api/host/spaces']) {
      expect((await get(url)).statusCode, url).toBe(401);
      const refused = await get(url, member.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toMatch(/Only hosts/);
    }
  });

  it('a new host has an empty overview with their space to link to', async () => {
    const overview = await overviewOf(rosa.cookie);
    expect(overview).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Lind',
      space: { id: rosa.spaceId, displayName: 'Rosa Lind', handle: 'rosa-lind' },
      nextEvents: [],
      followers: { total: 0, recent: 0, previous: 0 },
      pendingInvitations: 0,
      drafts: { count: 0, events: [] },
    });
  });

  it("lists the host's own next five published events, soonest first, from today on", async () => {
    // Created out of order; one is today, one has passed, two are drafts, one is Theo's.
    for (const [title, days] of [
      ['Day Nine', 9],
      ['Day Two', 2],
      ['Day Twenty', 20],
      ['Today Circle', 0],
      ['Day Five', 5],
      ['Day Seven', 7],
    ] as const)
      await createEventAs(t.app, maya.cookie, {
        title,
        startDate: inDays(days),
        endDate: inDays(days),
      });
    await createEventAs(t.app, maya.cookie, {
      title: 'Last Week',
      startDate: inDays(-7),
      endDate: inDays(-7),
    });
    for (const [title, days] of [
      ['Draft Later', 30],
      ['Draft Soon', 3],
    ] as const)
      await createEventAs(
        t.app,
        maya.cookie,
        { title, startDate: inDays(days), endDate: inDays(days) },
        false,
      );
    await createEventAs(t.app, theo.cookie, {
      title: "Theo's Tomorrow",
      startDate: inDays(1),
      endDate: inDays(1),
    });

    const overview = await overviewOf(maya.cookie);
    expect(overview.nextEvents.map((e) => [e.title, e.startDate])).toEqual([
      ['Today Circle', inDays(0)],
      ['Day Two', inDays(2)],
      ['Day Five', inDays(5)],
      ['Day Seven', inDays(7)],
      ['Day Nine', inDays(9)],
    ]);
    expect(overview.nextEvents.every((e) => e.hostId === maya.userId && !e.isDraft)).toBe(true);
    expect(overview.drafts.count).toBe(2);
    expect(overview.drafts.events.map((e) => [e.title, e.isDraft])).toEqual([
      ['Draft Soon', true],
      ['Draft Later', true],
    ]);

    // Theo sees his own event only, none of Maya's.
    const theos = await overviewOf(theo.cookie);
    expect(theos.nextEvents.map((e) => e.title)).toEqual(["Theo's Tomorrow"]);
    expect(theos.drafts).toEqual({ count: 0, events: [] });
  });

  it('lists at most five drafts but counts them all', async () => {
    for (let i = 0; i < 6; i++)
      await createEventAs(
        t.app,
        rosa.cookie,
        { title: `Rosa Draft ${i}`, startDate: inDays(10 + i), endDate: inDays(10 + i) },
        false,
      );
    const overview = await overviewOf(rosa.cookie);
    expect(overview.drafts.count).toBe(6);
    expect(overview.drafts.events.map((e) => e.title)).toEqual([
      'Rosa Draft 0',
      'Rosa Draft 1',
      'Rosa Draft 2',
      'Rosa Draft 3',
      'Rosa Draft 4',
    ]);
  });

  it('counts followers, and those new in the last 30 days against the 30 before', async () => {
    let n = 0;
    for (const daysAgo of [0, 3, 29]) await followedFor(maya, daysAgo, n++);
    for (const daysAgo of [31, 59]) await followedFor(maya, daysAgo, n++);
    await followedFor(maya, 90, n++);
    // Someone following Theo is no follower of Maya's.
    await followedFor(theo, 1, n++);

    expect((await overviewOf(maya.cookie)).followers).toEqual({
      total: 6,
      recent: 3,
      previous: 2,
    });
    expect((await overviewOf(theo.cookie)).followers).toEqual({
      total: 1,
      recent: 1,
      previous: 0,
    });
  });

  it('counts the co-host invitations waiting for the host, not those they sent or answered', async () => {
    const theoEvent = await createEventAs(t.app, theo.cookie, { title: 'Theo Invites' });
    const rosaEvent = await createEventAs(t.app, rosa.cookie, { title: 'Rosa Invites' });
    const mayaEvent = await createEventAs(t.app, maya.cookie, { title: 'Maya Invites' });
    const invite = async (cookie: string, eventId: string, spaceId: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/cohosts`,
        headers: { cookie },
        payload: { spaceId },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    await invite(theo.cookie, theoEvent.id, maya.spaceId);
    const rosaInvitation = await invite(rosa.cookie, rosaEvent.id, maya.spaceId);
    await invite(maya.cookie, mayaEvent.id, theo.spaceId);
    expect((await overviewOf(maya.cookie)).pendingInvitations).toBe(2);

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/cohost-invitations/${rosaInvitation}/accept`,
      headers: { cookie: maya.cookie },
    });
    expect(answered.statusCode).toBe(200);
    expect((await overviewOf(maya.cookie)).pendingInvitations).toBe(1);
    // Maya's invitation to Theo waits for Theo.
    expect((await overviewOf(theo.cookie)).pendingInvitations).toBe(1);
    expect((await overviewOf(rosa.cookie)).pendingInvitations).toBe(0);
  });

  it("lists the host's space with its followers, upcoming and hosted events", async () => {
    const { spaces } = await spacesOf(maya.cookie);
    // Maya's published events: six from today on, one past, and "Maya Invites"; and "Rosa
    // Invites", which she co-hosts, counts as hers as on her space page.
    expect(spaces).toEqual([
      {
        id: maya.spaceId,
        displayName: 'Maya Rivers',
        handle: 'maya-rivers',
        description: '',
        avatarUrl: null,
        stats: { followers: 6, upcomingEvents: 8, hostedEvents: 9 },
      },
    ]);
    // Rosa has drafts only, and the event she invited Maya to.
    expect((await spacesOf(rosa.cookie)).spaces[0]!.stats).toEqual({
      followers: 0,
      upcomingEvents: 1,
      hostedEvents: 1,
    });
  });

  it('a host without a space yet has no spaces and no space to link to', async () => {
    const spaceless = await signUp(t, { name: 'Nia Newhost', email: 'nia@example.com' });
    await t.db.update(profiles).set({ isHost: true }).where(eq(profiles.id, spaceless.userId));
    expect(await spacesOf(spaceless.cookie)).toEqual({ spaces: [] });
    const overview = await overviewOf(spaceless.cookie);
    expect(overview.space).toBeNull();
    expect(overview.followers).toEqual({ total: 0, recent: 0, previous: 0 });
  });
});

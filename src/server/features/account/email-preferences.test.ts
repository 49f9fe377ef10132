import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { followMailNotices } from '../../db/schema/spaces';
import { createEventAs } from '../../test/event-helpers';
import { useSpaceHosts } from '../../test/space-helpers';
import { databaseTargets, signUp, callApi, type ApiMethod } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

const ALL_ON = {
  cohostInvitations: true,
  invitationAnswers: true,
  newFollowers: true,
  followedNews: true,
};

describe.each(databaseTargets)('e-mail preferences (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { maya, theo } = useSpaceHosts(t, 'maya', 'theo');
  let gus: { cookie: string; userId: string };

  beforeAll(async () => {
    gus = await signUp(t, { name: 'Gus Guest', email: 'gus@example.com' });
    await t.runJobs();
  });

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const preferencesOf = async (cookie: string) => {
    const response = await call('GET', '/api/account/email-preferences', cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const setPreferences = (cookie: string, preferences: object) =>
    call('PUT', '/api/account/email-preferences', cookie, preferences);
  /** Delivers the queued mail and answers what reached `email` since the last call. */
  const mailTo = async (email: string) => {
    t.mails.length = 0;
    await t.runJobs();
    return t.mails.filter((m) => m.to === email).map((m) => m.subject);
  };

  it('starts with every switch on, and keeps each person’s own', async () => {
    expect(await preferencesOf(maya.cookie)).toEqual(ALL_ON);
    const saved = await setPreferences(maya.cookie, { ...ALL_ON, newFollowers: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...ALL_ON, newFollowers: false });
    expect(await preferencesOf(maya.cookie)).toEqual({ ...ALL_ON, newFollowers: false });
    // Nobody else's changed.
    expect(await preferencesOf(theo.cookie)).toEqual(ALL_ON);
    expect(await preferencesOf(gus.cookie)).toEqual(ALL_ON);
    expect((await setPreferences(maya.cookie, ALL_ON)).statusCode).toBe(200);
  });

  it('refuses visitors and bad input with a message, changing nothing', async () => {
    expect((await call('GET', '/api/account/email-preferences')).statusCode).toBe(401);
    expect((await setPreferences('', ALL_ON)).statusCode).toBe(401);
    await setPreferences(theo.cookie, { ...ALL_ON, cohostInvitations: false });
    for (const body of [
      {},
      { ...ALL_ON, cohostInvitations: 'no' },
      { cohostInvitations: false, invitationAnswers: true },
      { ...ALL_ON, marketing: true },
      [],
    ]) {
      const refused = await setPreferences(theo.cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(/\w/);
    }
    expect(
      (await setPreferences(theo.cookie, { ...ALL_ON, cohostInvitations: 'no' })).json().message,
    ).toBe('Co-host invitations must be on (true) or off (false)');
    expect((await setPreferences(theo.cookie, { ...ALL_ON, marketing: true })).json().message).toBe(
      'Unknown e-mail preference: marketing',
    );
    expect(await preferencesOf(theo.cookie)).toEqual({ ...ALL_ON, cohostInvitations: false });
    await setPreferences(theo.cookie, ALL_ON);
  });

  it('co-host invitations: mailed while on, not while off, and only for the person who said so', async () => {
    const first = await createEventAs(t.app, maya.cookie, { title: 'Sound Bath' });
    await call('POST', `/api/events/${first.id}/cohosts`, maya.cookie, { spaceId: theo.spaceId });
    expect(await mailTo('theo@example.com')).toEqual([
      'Maya Rivers invited you to co-host Sound Bath',
    ]);

    await setPreferences(theo.cookie, { ...ALL_ON, cohostInvitations: false });
    const second = await createEventAs(t.app, maya.cookie, { title: 'Breathwork Circle' });
    const invited = await call('POST', `/api/events/${second.id}/cohosts`, maya.cookie, {
      spaceId: theo.spaceId,
    });
    expect(invited.statusCode).toBe(201);
    expect(await mailTo('theo@example.com')).toEqual([]);
    // The invitation itself still arrives, as a notification.
    const list = (await call('GET', '/api/notifications', theo.cookie)).json();
    expect(list.notifications.map((n: { message: string }) => n.message)).toContain(
      'Maya Rivers invited you to co-host Breathwork Circle',
    );

    // Theo's switch is Theo's: Maya, invited by Theo, still gets hers.
    const theos = await createEventAs(t.app, theo.cookie, { title: 'Drum Journey' });
    await call('POST', `/api/events/${theos.id}/cohosts`, theo.cookie, { spaceId: maya.spaceId });
    expect(await mailTo('maya@example.com')).toEqual([
      'Theo Okafor invited you to co-host Drum Journey',
    ]);

    await setPreferences(theo.cookie, ALL_ON);
    const third = await createEventAs(t.app, maya.cookie, { title: 'Cacao Evening' });
    await call('POST', `/api/events/${third.id}/cohosts`, maya.cookie, { spaceId: theo.spaceId });
    expect(await mailTo('theo@example.com')).toEqual([
      'Maya Rivers invited you to co-host Cacao Evening',
    ]);
  });

  it('a switch turned off after the mail was queued still stops it: it is read when sending', async () => {
    const event = await createEventAs(t.app, maya.cookie, { title: 'Moon Walk' });
    await call('POST', `/api/events/${event.id}/cohosts`, maya.cookie, { spaceId: theo.spaceId });
    // Queued, not yet sent; Theo switches invitations off meanwhile.
    await setPreferences(theo.cookie, { ...ALL_ON, cohostInvitations: false });
    expect(await mailTo('theo@example.com')).toEqual([]);
    await setPreferences(theo.cookie, ALL_ON);
  });

  it('answers to my invitations: the inviter is mailed "accepted" or "declined", unless switched off', async () => {
    const invite = async (title: string) => {
      const event = await createEventAs(t.app, maya.cookie, { title });
      const invitation = await call('POST', `/api/events/${event.id}/cohosts`, maya.cookie, {
        spaceId: theo.spaceId,
      });
      return { event, collaborationId: invitation.json().id as string };
    };
    const accepted = await invite('Forest Bathing');
    await call('POST', `/api/cohost-invitations/${accepted.collaborationId}/accept`, theo.cookie);
    t.mails.length = 0;
    await t.runJobs();
    const answer = t.mails.find((m) => m.to === 'maya@example.com');
    expect(answer?.subject).toBe('Theo Okafor accepted your invitation to co-host Forest Bathing');
    expect(answer?.text).toContain(`http://localhost:3000${accepted.event.path}`);

    const declined = await invite('Ecstatic Dance');
    await call('POST', `/api/cohost-invitations/${declined.collaborationId}/decline`, theo.cookie);
    expect(await mailTo('maya@example.com')).toEqual([
      'Theo Okafor declined your invitation to co-host Ecstatic Dance',
    ]);

    await setPreferences(maya.cookie, { ...ALL_ON, invitationAnswers: false });
    const unheard = await invite('Yoga Nidra');
    await call('POST', `/api/cohost-invitations/${unheard.collaborationId}/accept`, theo.cookie);
    expect(await mailTo('maya@example.com')).toEqual([]);
    // The notification still tells her.
    const list = (await call('GET', '/api/notifications', maya.cookie)).json();
    expect(list.notifications[0].message).toBe(
      'Theo Okafor accepted your invitation to co-host Yoga Nidra',
    );
    await setPreferences(maya.cookie, ALL_ON);
  });

  it('new followers: the space’s owner is mailed once a day per follower, however often they re-follow', async () => {
    const follow = (cookie: string, handle: string) =>
      call('POST', `/api/facilitators/@${handle}/follow`, cookie);
    const unfollow = (cookie: string, handle: string) =>
      call('DELETE', `/api/facilitators/@${handle}/follow`, cookie);

    expect((await follow(gus.cookie, maya.handle)).statusCode).toBe(200);
    t.mails.length = 0;
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'maya@example.com');
    expect(mail?.subject).toBe('Gus Guest is now following you on Kindred');
    expect(mail?.text).toContain('http://localhost:3000/@maya-rivers');

    // Following again while following, or unfollowing and following again the same day: no mail.
    await follow(gus.cookie, maya.handle);
    await unfollow(gus.cookie, maya.handle);
    await follow(gus.cookie, maya.handle);
    await unfollow(gus.cookie, maya.handle);
    await follow(gus.cookie, maya.handle);
    expect(await mailTo('maya@example.com')).toEqual([]);

    // A day after the last one, a new follow is news again.
    await t.db
      .update(followMailNotices)
      .set({ mailedAt: sql`now() - interval '25 hours'` })
      .where(
        and(
          eq(followMailNotices.followerId, gus.userId),
          eq(followMailNotices.followingId, maya.userId),
        ),
      );
    await unfollow(gus.cookie, maya.handle);
    await follow(gus.cookie, maya.handle);
    expect(await mailTo('maya@example.com')).toEqual(['Gus Guest is now following you on Kindred']);

    // Another follower is news of their own; switched off, nothing goes.
    await setPreferences(maya.cookie, { ...ALL_ON, newFollowers: false });
    await follow(theo.cookie, maya.handle);
    expect(await mailTo('maya@example.com')).toEqual([]);
    await setPreferences(maya.cookie, ALL_ON);
    // Gus's switch is not Maya's: Gus following Theo mails Theo.
    await follow(gus.cookie, theo.handle);
    expect(await mailTo('theo@example.com')).toEqual(['Gus Guest is now following you on Kindred']);
  });

  it('never switches off the mail about the account itself', async () => {
    await setPreferences(gus.cookie, {
      cohostInvitations: false,
      invitationAnswers: false,
      newFollowers: false,
      followedNews: false,
    });
    await call('POST', '/api/auth/request-password-reset', undefined, {
      email: 'gus@example.com',
    });
    expect(await mailTo('gus@example.com')).toEqual(['Reset your Kindred password']);
  });
});

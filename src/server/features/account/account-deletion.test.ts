import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, emailPreferences } from '../../db/schema/account';
import { accounts, sessions, users } from '../../db/schema/auth';
import { eventCollaborators } from '../../db/schema/cohosts';
import { events } from '../../db/schema/events';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces, followMailNotices, userFollows } from '../../db/schema/spaces';
import { createEventAs, eventInput, uploadEventCover } from '../../test/event-helpers';
import { pngFile, uploadFile } from '../../test/multipart';
import { useSpaceHosts, type HostWithSpace } from '../../test/space-helpers';
import {
  cookiesFrom,
  createTestApp,
  databaseTargets,
  logIn,
  signUp,
  type TestApp,
  callApi,
  type ApiMethod,
} from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

const PASSWORD = 'a calm river at dawn';

describe.each(databaseTargets)('deleting an account (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { maya, theo, rosa } = useSpaceHosts(t, 'maya', 'theo', 'rosa');
  let gus: { cookie: string; userId: string };
  let mayaOtherDevice: string;
  /** Maya's own events: one published, one draft. */
  let mayaEvents: string[];
  /** Theo's event Maya co-hosts (accepted), and one she was invited to and has not answered. */
  let cohosted: string;
  let pendingForMaya: string;
  let theoOwnEvent: string;
  let mayaFiles: string[];
  /** The cover Maya uploaded as co-host of Theo's event: it is the event's, so it stays. */
  let coverOnTheosEvent: string[];

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);

  async function upload(url: string, cookie: string) {
    const file = await pngFile('me.png', { width: 400, height: 400 }, '#7A4');
    const response = await uploadFile(t.app, url, file, cookie);
    expect(response.statusCode).toBeLessThan(300);
    return response.json();
  }

  async function invite(owner: HostWithSpace, eventId: string, invitee: HostWithSpace) {
    const response = await call('POST', `/api/events/${eventId}/cohosts`, owner.cookie, {
      spaceId: invitee.spaceId,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  beforeAll(async () => {
    gus = await signUp(t, { name: 'Gus Guest', email: 'gus@example.com' });
    mayaOtherDevice = cookiesFrom(await logIn(t.app, 'maya@example.com'));

    // Maya's pictures: her avatar, her space's, and the cover of her own event.
    await upload('/api/profile/avatar', maya.cookie);
    await upload('/api/facilitator-space/avatar', maya.cookie);
    const mayaCover = await uploadEventCover(t.app, maya.cookie);
    mayaEvents = [
      (await createEventAs(t.app, maya.cookie, { title: 'Sound Bath', ...mayaCover })).id,
      (await createEventAs(t.app, maya.cookie, { title: 'Draft Circle' }, false)).id,
    ];
    mayaFiles = [
      ...(await t.storage.listUrls(`avatars/${maya.userId}/`)),
      ...(await t.storage.listUrls(`spaces/${maya.userId}/`)),
      ...(await t.storage.listUrls(`events/${maya.userId}/`)),
    ];
    expect(mayaFiles.length).toBe(5); // an avatar, a space avatar, a cover in three widths

    // Maya invites Theo (accepts) and Rosa (pending) to her event.
    const toTheo = await invite(maya, mayaEvents[0]!, theo);
    await call('POST', `/api/cohost-invitations/${toTheo}/accept`, theo.cookie);
    await invite(maya, mayaEvents[0]!, rosa);

    // Theo's events: Maya co-hosts one (and gave it a cover as co-host), is invited to another.
    cohosted = (await createEventAs(t.app, theo.cookie, { title: 'Drum Journey' })).id;
    const accepted = await invite(theo, cohosted, maya);
    await call('POST', `/api/cohost-invitations/${accepted}/accept`, maya.cookie);
    const coHostCover = await uploadEventCover(t.app, maya.cookie);
    const edited = await call('PUT', `/api/events/${cohosted}`, maya.cookie, {
      event: eventInput({ title: 'Drum Journey', ...coHostCover }),
      publish: true,
    });
    expect(edited.statusCode).toBe(200);
    coverOnTheosEvent = (await t.storage.listUrls(`events/${maya.userId}/`)).filter(
      (url) => !mayaFiles.includes(url),
    );
    expect(coverOnTheosEvent.length).toBe(3);
    pendingForMaya = (await createEventAs(t.app, theo.cookie, { title: 'Cacao Evening' })).id;
    await invite(theo, pendingForMaya, maya);
    theoOwnEvent = (await createEventAs(t.app, theo.cookie, { title: 'Breathwork' })).id;
    await invite(theo, theoOwnEvent, rosa);

    // Follows both ways, and between others.
    await call('POST', `/api/facilitators/@${theo.handle}/follow`, maya.cookie);
    await call('POST', `/api/facilitators/@${maya.handle}/follow`, gus.cookie);
    await call('POST', `/api/facilitators/@${rosa.handle}/follow`, theo.cookie);
    await call('POST', `/api/facilitators/@${rosa.handle}/follow`, gus.cookie);
    await call('PUT', '/api/account/email-preferences', maya.cookie, {
      cohostInvitations: false,
      invitationAnswers: true,
      newFollowers: true,
      followedNews: false,
    });
    await t.runJobs();
  });

  const deleteAccount = (cookie: string, payload: object) =>
    call('POST', '/api/account/delete', cookie, payload);

  /** Everything in the database that belongs to or touches this person. */
  async function footprint(userId: string) {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      users: await count(t.db.select().from(users).where(eq(users.id, userId))),
      profiles: await count(t.db.select().from(profiles).where(eq(profiles.id, userId))),
      sessions: await count(t.db.select().from(sessions).where(eq(sessions.userId, userId))),
      passwords: await count(t.db.select().from(accounts).where(eq(accounts.userId, userId))),
      spaces: await count(
        t.db.select().from(facilitatorSpaces).where(eq(facilitatorSpaces.userId, userId)),
      ),
      events: await count(t.db.select().from(events).where(eq(events.userId, userId))),
      follows: await count(
        t.db
          .select()
          .from(userFollows)
          .where(or(eq(userFollows.followerId, userId), eq(userFollows.followingId, userId))),
      ),
      followMails: await count(
        t.db
          .select()
          .from(followMailNotices)
          .where(
            or(eq(followMailNotices.followerId, userId), eq(followMailNotices.followingId, userId)),
          ),
      ),
      notifications: await count(
        t.db.select().from(notifications).where(eq(notifications.userId, userId)),
      ),
      preferences: await count(
        t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)),
      ),
    };
  }

  /** What other people have: it must come out of Maya's deletion as it went in, but for her. */
  async function othersState() {
    const others = [theo.userId, rosa.userId, gus.userId];
    /** The rows in a fixed order, so that two reads of the same rows compare equal. */
    const sorted = async <Row>(rows: Promise<Row[]>, key: (row: Row) => string) =>
      (await rows).sort((a, b) => key(a).localeCompare(key(b)));
    const byId = (row: { id: string }) => row.id;
    return {
      events: await sorted(
        t.db
          .select({ id: events.id, userId: events.userId, imageUrl: events.imageUrl })
          .from(events)
          .where(inArray(events.userId, others)),
        byId,
      ),
      follows: await sorted(
        t.db
          .select({ followerId: userFollows.followerId, followingId: userFollows.followingId })
          .from(userFollows)
          .where(inArray(userFollows.followerId, others)),
        (follow) => follow.followerId + follow.followingId,
      ),
      notifications: await sorted(
        t.db
          .select({ id: notifications.id, userId: notifications.userId, type: notifications.type })
          .from(notifications)
          .where(inArray(notifications.userId, others)),
        byId,
      ),
      collaborations: await sorted(
        t.db
          .select({ id: eventCollaborators.id, space: eventCollaborators.facilitatorSpaceId })
          .from(eventCollaborators)
          .innerJoin(events, eq(events.id, eventCollaborators.eventId))
          .where(inArray(events.userId, others)),
        byId,
      ),
      spaces: await t.db
        .select({ id: facilitatorSpaces.id })
        .from(facilitatorSpaces)
        .where(inArray(facilitatorSpaces.userId, others)),
    };
  }

  it('needs the right password and the word DELETE exactly; otherwise nothing changes', async () => {
    const before = { maya: await footprint(maya.userId), others: await othersState() };
    const refusals: Array<[string | undefined, object, number, string]> = [
      [
        undefined,
        { password: PASSWORD, confirmation: 'DELETE' },
        401,
        'Please log in to continue.',
      ],
      [maya.cookie, { password: PASSWORD, confirmation: 'delete' }, 400, 'Type DELETE to confirm'],
      [maya.cookie, { password: PASSWORD, confirmation: ' DELETE' }, 400, 'Type DELETE to confirm'],
      [maya.cookie, { password: PASSWORD }, 400, 'Type DELETE to confirm'],
      [maya.cookie, { confirmation: 'DELETE' }, 400, 'Please enter your password'],
      [
        maya.cookie,
        { password: 'not my password', confirmation: 'DELETE' },
        403,
        'That password is not right.',
      ],
      // Theo's password is not Maya's: a session deletes only its own account, with its own.
      [
        theo.cookie,
        { password: 'not my password', confirmation: 'DELETE' },
        403,
        'That password is not right.',
      ],
    ];
    for (const [cookie, payload, status, message] of refusals) {
      const refused = await deleteAccount(cookie ?? '', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    expect(await footprint(maya.userId)).toEqual(before.maya);
    expect(await othersState()).toEqual(before.others);
    expect((await call('GET', '/api/me', maya.cookie)).json().user.email).toBe('maya@example.com');
    expect(await t.db.select().from(accountDeletions)).toEqual([]);
  });

  it('removes exactly what it says, signs the person out everywhere, and leaves everyone else as they were', async () => {
    const before = await othersState();
    const mayaSpaceAvatar = (await call('GET', `/api/facilitators/@${maya.handle}`)).json()
      .avatarUrl as string;
    expect((await t.app.inject({ method: 'GET', url: mayaSpaceAvatar })).statusCode).toBe(200);
    const listed = async () =>
      (await call('GET', '/api/events')).json().events.map((e: { id: string }) => e.id);
    expect(await listed()).toContain(mayaEvents[0]);

    const deleted = await deleteAccount(maya.cookie, {
      password: PASSWORD,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Your account has been deleted.' });
    // The browser's session cookie is cleared, and no session is left anywhere.
    const cleared = deleted.cookies.find((c) => c.name === 'kindred.session_token');
    expect(cleared?.value).toBe('');
    expect((await call('GET', '/api/me', maya.cookie)).json().user).toBeNull();
    expect((await call('GET', '/api/me', mayaOtherDevice)).json().user).toBeNull();
    expect((await logIn(t.app, 'maya@example.com')).statusCode).toBe(401);

    expect(await footprint(maya.userId)).toEqual({
      users: 0,
      profiles: 0,
      sessions: 0,
      passwords: 0,
      spaces: 0,
      events: 0,
      follows: 0,
      followMails: 0,
      notifications: 0,
      preferences: 0,
    });
    // Her events are gone from the public list and their pages.
    expect(await listed()).not.toContain(mayaEvents[0]);
    expect((await call('GET', `/api/events/${mayaEvents[0]}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/facilitators/@${maya.handle}`)).statusCode).toBe(404);

    // Everyone else: the event Maya co-hosted stays with Theo, without her; his other events,
    // invitations and follows stay; only what was Maya's, or pointed at her, went.
    const after = await othersState();
    expect(after.events).toEqual(before.events);
    expect(after.events.map((e) => e.id)).toEqual(
      expect.arrayContaining([cohosted, pendingForMaya, theoOwnEvent]),
    );
    expect(after.follows).toEqual(before.follows.filter((f) => f.followingId !== maya.userId));
    expect(after.follows.length).toBe(2); // Theo and Gus still follow Rosa
    expect(after.collaborations).toEqual(
      before.collaborations.filter((c) => c.space !== maya.spaceId),
    );
    expect(after.collaborations.length).toBe(1); // Rosa's invitation to Theo's Breathwork
    expect(after.spaces).toEqual(before.spaces);
    // Rosa's invitation to Maya's event went with the event; nobody else lost a notification.
    const rosaInvitationToMaya = before.notifications.filter(
      (n) => !after.notifications.some((a) => a.id === n.id),
    );
    expect(rosaInvitationToMaya).toEqual([
      expect.objectContaining({ userId: rosa.userId, type: 'cohost_invitation' }),
    ]);
    expect((await call('GET', `/api/events/${cohosted}`)).statusCode).toBe(200);

    // Her files are deleted; the cover she gave Theo's event is that event's and stays.
    for (const url of mayaFiles) expect(await t.storage.existsByUrl(url), url).toBe(false);
    for (const url of coverOnTheosEvent) expect(await t.storage.existsByUrl(url), url).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: mayaSpaceAvatar })).statusCode).toBe(404);

    // The log: who (the old id only), when, how many of what; no name, no address.
    const [log, ...more] = await t.db.select().from(accountDeletions);
    expect(more).toEqual([]);
    expect(log).toMatchObject({
      userId: maya.userId,
      filesRemoved: 5,
      counts: {
        events: 2,
        publishedEvents: 1,
        spaces: 1,
        following: 1,
        followers: 1,
        sessions: 2,
        cohostInvitationsReceived: 2,
        cohostInvitationsSent: 2,
      },
    });
    expect(log!.counts.notifications).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toMatch(/maya|Maya|Rivers/);
  });

  it('leaves the address free: it signs up again as a new account', async () => {
    t.mails.length = 0;
    const again = await signUp(t, { name: 'Maya Anew', email: 'maya@example.com' });
    expect(again.userId).not.toBe(maya.userId);
    const me = (await call('GET', '/api/me', again.cookie)).json();
    expect(me.user.email).toBe('maya@example.com');
    expect(me.isHost).toBe(false);
    expect(me.hasFacilitatorSpace).toBe(false);
    // A fresh account: none of the old one's settings or notifications came back.
    expect((await call('GET', '/api/account/email-preferences', again.cookie)).json()).toEqual({
      cohostInvitations: true,
      invitationAnswers: true,
      newFollowers: true,
      followedNews: true,
    });
    expect((await call('GET', '/api/notifications', again.cookie)).json().notifications).toEqual(
      [],
    );
    expect(t.mails.some((m) => m.subject.startsWith('Someone tried to sign up'))).toBe(false);
  });
});

describe.each(databaseTargets)('password guesses through deletion (%s)', (target) => {
  let t: TestApp;
  afterAll(() => t.close());

  it('are counted with the other password checks: once too many, even the right one waits', async () => {
    t = await createTestApp(target, { rateLimits: { loginPerAccount: 2 } });
    const pat = await signUp(t, { name: 'Pat Guess', email: 'pat@example.com' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: pat.cookie },
        payload: { password, confirmation: 'DELETE' },
      });
    expect((await attempt('guess one')).statusCode).toBe(403);
    expect((await attempt('guess two')).statusCode).toBe(403);
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    // A guess at the e-mail change counts against the same limit.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-email',
      headers: { cookie: pat.cookie },
      payload: { newEmail: 'pat.new@example.com', password: PASSWORD },
    });
    expect(moved.statusCode).toBe(429);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: pat.cookie },
    });
    expect(me.json().user.email).toBe('pat@example.com');
  });
});

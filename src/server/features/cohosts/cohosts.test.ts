import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCollaborators } from '../../db/schema/cohosts';
import { notifications } from '../../db/schema/notifications';
import { createEventAs, eventInput } from '../../test/event-helpers';
import { databaseTargets, signUp, callApi, type ApiMethod } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';
import { useSpaceHosts, signUpWithSpace } from '../../test/space-helpers';

describe.each(databaseTargets)('co-hosts (%s)', (target) => {
  // More sign-ups from one address than a person would make.
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { maya, theo, rosa } = useSpaceHosts(t, 'maya', 'theo', 'rosa');
  let guest: { cookie: string; userId: string };
  let eventId: string;

  beforeAll(async () => {
    guest = await signUp(t, { name: 'Gus Guest', email: 'gus@example.com' });
    eventId = (await createEventAs(t.app, maya.cookie)).id;
  });

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const invite = (cookie: string, event: string, spaceId: string) =>
    call('POST', `/api/events/${event}/cohosts`, cookie, { spaceId });
  const answer = (cookie: string, collaborationId: string, action: 'accept' | 'decline') =>
    call('POST', `/api/cohost-invitations/${collaborationId}/${action}`, cookie);
  const notificationsOf = async (cookie: string) => {
    const response = await call('GET', '/api/notifications', cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      notifications: Array<{
        id: string;
        type: string;
        message: string;
        data: Record<string, string>;
      }>;
      unread: number;
    };
  };

  it('finds other facilitators by name or @handle, for hosts only, never the searcher', async () => {
    const search = (q: string, cookie = maya.cookie) =>
      call('GET', `/api/facilitators/search?q=${encodeURIComponent(q)}`, cookie);
    const byName = await search('theo');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().facilitators).toEqual([
      { spaceId: theo.spaceId, displayName: 'Theo Okafor', handle: 'theo-sound', avatarUrl: null },
    ]);
    expect(
      (await search('@rosa')).json().facilitators.map((f: { spaceId: string }) => f.spaceId),
    ).toEqual([rosa.spaceId]);
    // Maya's own space never comes up, whatever she types.
    expect((await search('maya')).json().facilitators).toEqual([]);
    const short = await search(' t ');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Type at least 2 characters to search');
    // `%` is a letter here, not a wildcard.
    expect((await search('%%')).json().facilitators).toEqual([]);
    expect((await search('theo', guest.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/facilitators/search?q=theo')).statusCode).toBe(401);
  });

  it('lists at most 8 facilitators', async () => {
    for (let i = 0; i < 9; i++)
      await signUpWithSpace(t, {
        name: `Many Voices ${i}`,
        email: `many${i}@example.com`,
        handle: `many-voices-${i}`,
      });
    const response = await call('GET', '/api/facilitators/search?q=many', maya.cookie);
    expect(response.json().facilitators).toHaveLength(8);
  });

  let theoInvitation: string;

  it('invites a facilitator: a pending invitation, a notification and an e-mail', async () => {
    const response = await invite(maya.cookie, eventId, theo.spaceId);
    expect(response.statusCode).toBe(201);
    const cohost = response.json();
    expect(cohost).toMatchObject({
      eventId,
      spaceId: theo.spaceId,
      displayName: 'Theo Okafor',
      handle: 'theo-sound',
      role: 'co-host',
      status: 'pending',
      answeredAt: null,
    });
    theoInvitation = cohost.id;

    const theoSees = await notificationsOf(theo.cookie);
    expect(theoSees.unread).toBe(1);
    expect(theoSees.notifications[0]).toMatchObject({
      type: 'cohost_invitation',
      message: 'Maya Rivers invited you to co-host Full Moon Cacao Ceremony',
      data: {
        event_id: eventId,
        collaboration_id: theoInvitation,
        role: 'co-host',
        inviter_id: maya.userId,
      },
    });

    await t.runJobs();
    const mail = t.mails.findLast((m) => m.to === 'theo@example.com');
    expect(mail?.subject).toBe('Maya Rivers invited you to co-host Full Moon Cacao Ceremony');
    expect(mail?.text).toContain('http://localhost:3000/notifications');

    const list = await call('GET', `/api/events/${eventId}/cohosts`, maya.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().cohosts).toMatchObject([{ id: theoInvitation, status: 'pending' }]);
  });

  it('refuses a second invitation for the same space, the own space, and non-owners', async () => {
    const again = await invite(maya.cookie, eventId, theo.spaceId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Theo Okafor has already been invited to co-host this event.',
    );
    const own = await invite(maya.cookie, eventId, maya.spaceId);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot invite your own space to co-host.');
    const stranger = await invite(rosa.cookie, eventId, theo.spaceId);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Only the host of this event can change its co-hosts.');
    expect((await invite(guest.cookie, eventId, theo.spaceId)).statusCode).toBe(403);
    const unknownSpace = await invite(maya.cookie, eventId, crypto.randomUUID());
    expect(unknownSpace.statusCode).toBe(404);
    expect((await call('GET', `/api/events/${eventId}/cohosts`, rosa.cookie)).statusCode).toBe(403);
  });

  it('lets only the invited host answer, once', async () => {
    const someoneElse = await answer(rosa.cookie, theoInvitation, 'accept');
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe('This invitation is for someone else.');
    expect((await answer(maya.cookie, theoInvitation, 'accept')).statusCode).toBe(403);

    const accepted = await answer(theo.cookie, theoInvitation, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id: theoInvitation, eventId, status: 'accepted' });
    // The invitation notification is gone; Maya hears the answer.
    expect((await notificationsOf(theo.cookie)).notifications).toEqual([]);
    expect((await notificationsOf(maya.cookie)).notifications[0]).toMatchObject({
      type: 'cohost_invitation_accepted',
      message: 'Theo Okafor accepted your invitation to co-host Full Moon Cacao Ceremony',
    });

    for (const action of ['accept', 'decline'] as const) {
      const twice = await answer(theo.cookie, theoInvitation, action);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This invitation has already been answered.');
    }
    expect((await answer(theo.cookie, crypto.randomUUID(), 'accept')).statusCode).toBe(404);
  });

  it('lets an accepted co-host edit the content, but not delete, unpublish or invite', async () => {
    const detail = await call('GET', `/api/events/${eventId}`, theo.cookie);
    expect(detail.json().canEdit).toBe(true);
    expect((await call('GET', `/api/events/${eventId}`, rosa.cookie)).json().canEdit).toBe(false);

    const edit = await call('PUT', `/api/events/${eventId}`, theo.cookie, {
      event: eventInput({ title: 'Full Moon Cacao Circle' }),
      publish: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Full Moon Cacao Circle', canEdit: true });
    const byStranger = await call('PUT', `/api/events/${eventId}`, rosa.cookie, {
      event: eventInput(),
      publish: true,
    });
    expect(byStranger.statusCode).toBe(403);

    const refusals = [
      [await call('DELETE', `/api/events/${eventId}`, theo.cookie), 'delete it'],
      [await call('POST', `/api/events/${eventId}/unpublish`, theo.cookie), 'unpublish it'],
      [
        await call('PUT', `/api/events/${eventId}`, theo.cookie, {
          event: eventInput(),
          publish: false,
        }),
        'unpublish it',
      ],
      [await invite(theo.cookie, eventId, rosa.spaceId), 'invite co-hosts'],
      [
        await call('DELETE', `/api/events/${eventId}/cohosts/${theoInvitation}`, theo.cookie),
        'remove co-hosts',
      ],
    ] as const;
    for (const [response, action] of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`Only the host of this event can ${action}.`);
    }
    const event = await call('GET', `/api/events/${eventId}`, maya.cookie);
    expect(event.json()).toMatchObject({ isDraft: false, title: 'Full Moon Cacao Circle' });
    // The event is still Maya's after Theo's edit.
    const mayas = (await call('GET', '/api/host/events', maya.cookie)).json().events;
    expect(mayas.map((e: { id: string }) => e.id)).toContain(eventId);
    // A co-host may see the event's co-hosts.
    expect((await call('GET', `/api/events/${eventId}/cohosts`, theo.cookie)).statusCode).toBe(200);
  });

  it('declines: the inviter is told, and the invitee does not become a co-host', async () => {
    const invited = await invite(maya.cookie, eventId, rosa.spaceId);
    const declined = await answer(rosa.cookie, invited.json().id, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect((await notificationsOf(rosa.cookie)).notifications).toEqual([]);
    expect((await notificationsOf(maya.cookie)).notifications[0]).toMatchObject({
      type: 'cohost_invitation_declined',
      message: 'Rosa Lind declined your invitation to co-host Full Moon Cacao Circle',
    });
    expect((await call('GET', `/api/events/${eventId}`, rosa.cookie)).json().canEdit).toBe(false);
  });

  it('withdraws a pending invitation with its notification, and removes a co-host', async () => {
    const other = (await createEventAs(t.app, maya.cookie, { title: 'Sound Bath' })).id;
    const invited = (await invite(maya.cookie, other, rosa.spaceId)).json();
    expect((await notificationsOf(rosa.cookie)).notifications).toHaveLength(1);
    const withdrawn = await call(
      'DELETE',
      `/api/events/${other}/cohosts/${invited.id}`,
      maya.cookie,
    );
    expect(withdrawn.statusCode).toBe(204);
    expect((await notificationsOf(rosa.cookie)).notifications).toEqual([]);
    expect((await call('GET', `/api/events/${other}/cohosts`, maya.cookie)).json().cohosts).toEqual(
      [],
    );
    // The invitation of another event is not this event's to remove.
    const wrongEvent = await call(
      'DELETE',
      `/api/events/${other}/cohosts/${theoInvitation}`,
      maya.cookie,
    );
    expect(wrongEvent.statusCode).toBe(404);

    const removed = await call(
      'DELETE',
      `/api/events/${eventId}/cohosts/${theoInvitation}`,
      maya.cookie,
    );
    expect(removed.statusCode).toBe(204);
    const edit = await call('PUT', `/api/events/${eventId}`, theo.cookie, {
      event: eventInput(),
      publish: true,
    });
    expect(edit.statusCode).toBe(403);
    expect((await call('GET', `/api/events/${eventId}`, theo.cookie)).json().canEdit).toBe(false);
  });

  it('lets a co-host see and edit a draft, which stays hidden from others', async () => {
    const draft = (await createEventAs(t.app, maya.cookie, { title: 'Quiet Retreat' }, false)).id;
    const invited = (await invite(maya.cookie, draft, theo.spaceId)).json();
    expect((await call('GET', `/api/events/${draft}`, theo.cookie)).statusCode).toBe(404);
    await answer(theo.cookie, invited.id, 'accept');
    const seen = await call('GET', `/api/events/${draft}`, theo.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ isDraft: true, canEdit: true });
    const saved = await call('PUT', `/api/events/${draft}`, theo.cookie, {
      event: eventInput({ title: 'Quiet Retreat Weekend' }),
      publish: false,
    });
    expect(saved.statusCode).toBe(200);
    const publish = await call('POST', `/api/events/${draft}/publish`, theo.cookie);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe('Only the host of this event can publish it.');
    expect((await call('GET', `/api/events/${draft}`, rosa.cookie)).statusCode).toBe(404);
  });

  it('deletes stale invitations silently when notifications are read', async () => {
    const event = (await createEventAs(t.app, maya.cookie, { title: 'Breathwork' })).id;
    const invited = (await invite(maya.cookie, event, rosa.spaceId)).json();
    const data = {
      event_id: event,
      collaboration_id: invited.id,
      role: 'co-host',
      inviter_id: maya.userId,
    };
    // An invitation for someone else's space, one with a field missing, one whose
    // collaboration is gone: none of them can be answered.
    await t.db.insert(notifications).values([
      { userId: theo.userId, type: 'cohost_invitation', title: 'x', message: 'not yours', data },
      {
        userId: rosa.userId,
        type: 'cohost_invitation',
        title: 'x',
        message: 'broken',
        data: { event_id: event, collaboration_id: invited.id },
      },
      {
        userId: rosa.userId,
        type: 'cohost_invitation',
        title: 'x',
        message: 'gone',
        data: { ...data, collaboration_id: crypto.randomUUID() },
      },
    ]);
    expect((await notificationsOf(theo.cookie)).notifications.map((n) => n.message)).not.toContain(
      'not yours',
    );
    const rosaSees = await notificationsOf(rosa.cookie);
    expect(rosaSees.notifications.map((n) => n.data.collaboration_id)).toEqual([invited.id]);
    expect(rosaSees.unread).toBe(1);
    const left = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, rosa.userId));
    expect(left).toHaveLength(1);

    // Answered elsewhere (here, straight in the database): the invitation vanishes.
    await t.db
      .update(eventCollaborators)
      .set({ status: 'accepted' })
      .where(eq(eventCollaborators.id, invited.id));
    expect((await notificationsOf(rosa.cookie)).notifications).toEqual([]);

    // Withdrawn: an invitation notification left behind vanishes too.
    await call('DELETE', `/api/events/${event}/cohosts/${invited.id}`, maya.cookie);
    await t.db.insert(notifications).values({
      userId: rosa.userId,
      type: 'cohost_invitation',
      title: 'x',
      message: 'withdrawn',
      data,
    });
    expect((await notificationsOf(rosa.cookie)).notifications).toEqual([]);
  });
});

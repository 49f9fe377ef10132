import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { createEventAs } from '../../test/event-helpers';
import { saveSpace, useSpaceHosts } from '../../test/space-helpers';
import { databaseTargets, signUp, callApi, type ApiMethod } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

/** GET /api/cohosts/mine: the dashboard's collaborations tab, from both sides. */
describe.each(databaseTargets)("a host's collaborations (%s)", (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { maya, theo, rosa } = useSpaceHosts(t, 'maya', 'theo', 'rosa');

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const invite = async (cookie: string, eventId: string, spaceId: string) =>
    (await call('POST', `/api/events/${eventId}/cohosts`, cookie, { spaceId })).json().id as string;
  const answer = (cookie: string, id: string, action: 'accept' | 'decline') =>
    call('POST', `/api/cohost-invitations/${id}/${action}`, cookie);
  const mine = async (cookie: string) => {
    const response = await call('GET', '/api/cohosts/mine', cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is empty for a host with no collaborations, and for hosts only', async () => {
    expect(await mine(rosa.cookie)).toEqual({ received: [], sent: [], cohosted: [] });
    const member = await signUp(t, { name: 'Gus Guest', email: 'gus@example.com' });
    expect((await call('GET', '/api/cohosts/mine', member.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/cohosts/mine')).statusCode).toBe(401);
  });

  it('lists invitations received and sent, and the events co-hosted, each to its own host', async () => {
    const cacao = await createEventAs(t.app, maya.cookie, {
      title: 'Full Moon Cacao Ceremony',
      startDate: '2099-06-20',
      endDate: '2099-06-20',
    });
    const retreat = await createEventAs(
      t.app,
      maya.cookie,
      {
        title: 'Quiet Retreat',
        startDate: '2099-05-01',
        endDate: '2099-05-03',
        isExternal: true,
        externalLink: 'https://example.com/retreat',
      },
      false,
    );
    const toTheo = await invite(maya.cookie, cacao.id, theo.spaceId);
    const toRosa = await invite(maya.cookie, cacao.id, rosa.spaceId);
    const retreatToTheo = await invite(maya.cookie, retreat.id, theo.spaceId);

    // Theo has two invitations waiting, newest first, each with its event and who sent it.
    const theoSees = await mine(theo.cookie);
    expect(theoSees.received).toEqual([
      {
        id: retreatToTheo,
        role: 'co-host',
        inviterName: 'Maya Rivers',
        createdAt: expect.any(String),
        event: {
          id: retreat.id,
          title: 'Quiet Retreat',
          path: retreat.path,
          startDate: '2099-05-01',
          startTime: '19:00',
          endDate: '2099-05-03',
          endTime: '22:00',
          isDraft: true,
          isExternal: true,
        },
      },
      expect.objectContaining({ id: toTheo, event: expect.objectContaining({ id: cacao.id }) }),
    ]);
    expect(theoSees.sent).toEqual([]);
    expect(theoSees.cohosted).toEqual([]);

    // Maya sees what she sent, with whom she invited, and received nothing.
    const mayaSees = await mine(maya.cookie);
    expect(mayaSees.received).toEqual([]);
    expect(
      mayaSees.sent.map((s: { id: string; displayName: string; status: string }) => [
        s.id,
        s.displayName,
        s.status,
      ]),
    ).toEqual([
      [retreatToTheo, 'Theo Okafor', 'pending'],
      [toRosa, 'Rosa Lind', 'pending'],
      [toTheo, 'Theo Okafor', 'pending'],
    ]);
    expect(mayaSees.sent[2]).toMatchObject({
      handle: 'theo-sound',
      event: { id: cacao.id, title: 'Full Moon Cacao Ceremony', path: cacao.path },
    });

    // Answered: Theo's accepted event moves to his co-hosted list; Maya sees both answers.
    expect((await answer(theo.cookie, toTheo, 'accept')).statusCode).toBe(200);
    expect((await answer(theo.cookie, retreatToTheo, 'accept')).statusCode).toBe(200);
    expect((await answer(rosa.cookie, toRosa, 'decline')).statusCode).toBe(200);
    const theoAfter = await mine(theo.cookie);
    expect(theoAfter.received).toEqual([]);
    // Soonest first; a draft of the owner's is there too, since a co-host may edit it.
    expect(theoAfter.cohosted).toEqual([
      {
        collaborationId: retreatToTheo,
        ownerName: 'Maya Rivers',
        event: expect.objectContaining({ id: retreat.id, isDraft: true, isExternal: true }),
      },
      {
        collaborationId: toTheo,
        ownerName: 'Maya Rivers',
        event: expect.objectContaining({ id: cacao.id, isDraft: false, isExternal: false }),
      },
    ]);
    expect((await mine(rosa.cookie)).cohosted).toEqual([]);
    expect(
      (await mine(maya.cookie)).sent.map((s: { id: string; status: string }) => [s.id, s.status]),
    ).toEqual([
      [retreatToTheo, 'accepted'],
      [toRosa, 'declined'],
      [toTheo, 'accepted'],
    ]);

    // Withdrawn or removed, an invitation leaves every list.
    await call('DELETE', `/api/events/${cacao.id}/cohosts/${toTheo}`, maya.cookie);
    expect(
      (await mine(theo.cookie)).cohosted.map((c: { collaborationId: string }) => c.collaborationId),
    ).toEqual([retreatToTheo]);
    expect((await mine(maya.cookie)).sent).toHaveLength(2);
  });

  it("names the inviter by their space's name, and shows the invitation to the invited only", async () => {
    await saveSpace(t.app, theo.cookie, { displayName: 'Breath Space', handle: 'theo-sound' });
    const event = await createEventAs(t.app, theo.cookie, { title: 'Breathwork Circle' });
    const invited = await invite(theo.cookie, event.id, maya.spaceId);
    expect((await mine(maya.cookie)).received).toEqual([
      expect.objectContaining({ id: invited, inviterName: 'Breath Space' }),
    ]);
    expect((await mine(rosa.cookie)).received).toEqual([]);
    expect((await mine(maya.cookie)).sent.map((s: { id: string }) => s.id)).not.toContain(invited);
    expect((await mine(theo.cookie)).sent.map((s: { id: string }) => s.id)).toContain(invited);
  });

  it("shows a space's own picture, else its owner's profile picture, as the space page does", async () => {
    await t.db
      .update(facilitatorSpaces)
      .set({ profileAvatarUrl: '/uploads/avatars/rosa.webp' })
      .where(eq(facilitatorSpaces.id, rosa.spaceId));
    const search = async () =>
      (await call('GET', '/api/facilitators/search?q=rosa', maya.cookie)).json().facilitators[0]
        .avatarUrl;
    expect(await search()).toBe('/uploads/avatars/rosa.webp');
    await t.db
      .update(facilitatorSpaces)
      .set({ avatarUrl: '/uploads/spaces/rosa/own.webp' })
      .where(eq(facilitatorSpaces.id, rosa.spaceId));
    expect(await search()).toBe('/uploads/spaces/rosa/own.webp');
    const sent = (await mine(maya.cookie)).sent.find(
      (s: { spaceId: string }) => s.spaceId === rosa.spaceId,
    );
    expect(sent.avatarUrl).toBe('/uploads/spaces/rosa/own.webp');
  });
});

import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces, userFollows } from '../../db/schema/spaces';
import { plainPng, pngFile, uploadFile } from '../../test/multipart';
import { callApi, databaseTargets, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('facilitator spaces and following (%s)', (target) => {
  const t = useTestApp(target);
  let maya: { cookie: string; userId: string };
  let theo: { cookie: string; userId: string };
  let spaceId: string;
  beforeAll(async () => {
    maya = await signUp(t, { name: 'Maya Rivers', email: 'maya@example.com' });
    theo = await signUp(t, { name: 'Theo Okafor', email: 'theo@example.com' });
  });

  const save = (cookie: string | undefined, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/facilitator-space',
      headers: cookie ? { cookie } : {},
      payload: body,
    });

  it('creates a space with the default platform fee, makes its owner a host and updates the profile', async () => {
    const response = await save(maya.cookie, {
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      description: 'Ecstatic dance DJ.\nCacao lover.',
      roles: ['DJ', 'Facilitator'],
      services: { DJ: ['Ecstatic Dance DJ'], Coach: ['Life Coach'] },
      socialLinks: { instagram: '@mayamoves', website: '' },
      darkColor: '#2d4a22',
      lightColor: '#f0f7e8',
    });
    expect(response.statusCode).toBe(200);
    const space = response.json();
    spaceId = space.id;
    expect(space).toMatchObject({
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      platformFeeOverride: 1,
      darkColor: '#2D4A22',
      services: { DJ: ['Ecstatic Dance DJ'] }, // services of unselected roles are dropped
      socialLinks: { instagram: '@mayamoves' },
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, maya.userId));
    expect(profile).toMatchObject({
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      isHost: true,
    });
    const me = await callApi(t, 'GET', '/api/me', maya.cookie);
    expect(me.json()).toMatchObject({ hasFacilitatorSpace: true, facilitatorSpaceId: spaceId });
  });

  it('finds a space by @handle, user id, space id and display name', async () => {
    for (const id of ['@maya-moves', maya.userId, spaceId, 'maya moves']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/facilitators/${encodeURIComponent(id)}`,
      });
      expect(response.statusCode, id).toBe(200);
      expect(response.json().id).toBe(spaceId);
    }
    const noSpace = await t.app.inject({ method: 'GET', url: `/api/facilitators/${theo.userId}` });
    expect(noSpace.statusCode).toBe(404);
    expect(noSpace.json()).toMatchObject({
      code: 'NO_FACILITATOR_PROFILE',
      message: "This facilitator hasn't set up their profile yet.",
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/facilitators/@nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Facilitator "@nobody-here" not found');
  });

  it('shows visitors only public fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/facilitators/@maya-moves' });
    const body = response.json();
    expect(body).not.toHaveProperty('platformFeeOverride');
    expect(body).toMatchObject({
      isOwner: false,
      canFollow: false,
      isFollowing: false,
      stats: { followers: 0, hostedEvents: 0, attendees: 0, testimonials: 0 },
    });
  });

  it('checks handles: format, reserved words, taken', async () => {
    const check = async (handle: string, cookie?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/handles/${handle}`,
          headers: cookie ? { cookie } : {},
        })
      ).json();
    expect(await check('maya-moves', theo.cookie)).toEqual({
      handle: 'maya-moves',
      valid: true,
      available: false,
    });
    expect(await check('maya-moves', maya.cookie)).toMatchObject({ available: true }); // your own
    expect(await check('Theo_Sounds')).toEqual({
      handle: 'theosounds',
      valid: true,
      available: true,
    });
    expect(await check('ab')).toMatchObject({ valid: false, available: false });
    expect(await check('profile')).toMatchObject({ valid: false });
  });

  it('refuses a taken handle and an invalid one, and keeps a set handle permanent', async () => {
    const taken = await save(theo.cookie, { displayName: 'Theo', handle: 'maya-moves' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.handle).toEqual(['✗ Already taken']);
    const invalid = await save(theo.cookie, { displayName: 'Theo', handle: 'No Spaces!' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.handle).toEqual([
      'Handle must be 3-20 characters, lowercase letters, numbers, and hyphens only',
    ]);
    const change = await save(maya.cookie, { displayName: 'Maya Moves', handle: 'maya-new' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('Handle already set (permanent)');
    const keep = await save(maya.cookie, { displayName: 'Maya Moves Collective' });
    expect(keep.json()).toMatchObject({
      handle: 'maya-moves',
      displayName: 'Maya Moves Collective',
      platformFeeOverride: 1,
    });
  });

  it('generates a free handle from the display name when none is given', async () => {
    const response = await save(theo.cookie, { displayName: 'Maya Moves' });
    expect(response.json().handle).toBe('maya-moves-2');
  });

  it('needs a signed-in owner to save or upload', async () => {
    expect((await save(undefined, { displayName: 'X' })).statusCode).toBe(401);
    const file = await pngFile('a.png', { width: 40, height: 40 }, '#123456');
    const uploadAvatar = (cookie?: string) =>
      uploadFile(t.app, '/api/facilitator-space/avatar', file, cookie);
    expect((await uploadAvatar()).statusCode).toBe(401);
    const ok = await uploadAvatar(maya.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().avatarUrl).toMatch(
      new RegExp(`^/uploads/spaces/${maya.userId}/${spaceId}/avatar-\\d+-[0-9a-f]+\\.webp$`),
    );
    const nobody = await signUp(t, { email: 'nospace@example.com' });
    const noSpace = await uploadAvatar(nobody.cookie);
    expect(noSpace.json().message).toBe('Cannot upload image: No space ID provided');
  });

  it('keeps at most 3 venue images, and only its own uploads', async () => {
    const data = await plainPng(800, 600, '#654321');
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await uploadFile(
        t.app,
        '/api/facilitator-space/venue-images',
        { name: `v${i}.png`, type: 'image/png', data },
        maya.cookie,
      );
      expect(r.statusCode).toBe(201);
      urls.push(r.json().url);
    }
    const saved = await save(maya.cookie, {
      displayName: 'Maya Moves Collective',
      roles: ['Venue'],
      roleSpecificData: { Venue: { capacity: '80' } },
      venueImages: [
        '/uploads/spaces/someone-else/x.webp',
        // Someone else's upload reached through this person's folder (issue 21).
        `/uploads/spaces/${maya.userId}/../${theo.userId}/space/venue-1-abcdef12.webp`,
        `/uploads/spaces/${maya.userId}/x/../../${theo.userId}/venue-1.webp`,
        `/uploads/spaces/${maya.userId}//venue-1.webp`,
        ...urls,
      ],
    });
    // Only the person's own uploads, at most 3 (spec 02 §5).
    expect(saved.json().venueImages).toEqual(urls.slice(0, 3));
    expect(saved.json().roleSpecificData.Venue).toEqual({ capacity: '80' });
    // Stored as a list of their own, as the API sends it, not as JSON text among the details.
    const [row] = await t.db
      .select({ images: facilitatorSpaces.venueImages, data: facilitatorSpaces.roleSpecificData })
      .from(facilitatorSpaces)
      .where(eq(facilitatorSpaces.userId, maya.userId));
    expect(row).toEqual({ images: urls.slice(0, 3), data: { Venue: { capacity: '80' } } });
  });

  it('follows once however often asked, unfollows, and refuses self-follow', async () => {
    const followIt = () => callApi(t, 'POST', '/api/facilitators/@maya-moves/follow', theo.cookie);
    expect((await followIt()).json()).toEqual({ following: true, followers: 1 });
    expect((await followIt()).json()).toEqual({ following: true, followers: 1 });
    const page = await callApi(t, 'GET', '/api/facilitators/@maya-moves', theo.cookie);
    expect(page.json()).toMatchObject({
      isFollowing: true,
      canFollow: true,
      stats: { followers: 1 },
    });
    const un = await callApi(t, 'DELETE', '/api/facilitators/@maya-moves/follow', theo.cookie);
    expect(un.json()).toEqual({ following: false, followers: 0 });
    const self = await callApi(t, 'POST', '/api/facilitators/@maya-moves/follow', maya.cookie);
    expect(self.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/facilitators/@maya-moves/follow' }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps the follower count equal to the rows under 20 concurrent follow and unfollow requests', async () => {
    const requests = Array.from({ length: 20 }, (_, i) =>
      callApi(
        t,
        i % 2 === 0 ? 'POST' : 'DELETE',
        '/api/facilitators/@maya-moves/follow',
        theo.cookie,
      ),
    );
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [rows] = await t.db
      .select({ n: count() })
      .from(userFollows)
      .where(eq(userFollows.followingId, maya.userId));
    const page = await t.app.inject({ method: 'GET', url: '/api/facilitators/@maya-moves' });
    expect(rows!.n).toBeLessThanOrEqual(1);
    expect(page.json().stats.followers).toBe(rows!.n);
  });

  it('completes onboarding (host, flag off) or skips it (flag off only)', async () => {
    const person = await signUp(t, { email: 'onboard@example.com' });
    await t.db
      .update(profiles)
      .set({ redirectToFacilitatorFlow: true })
      .where(eq(profiles.id, person.userId));
    const me = async () => (await callApi(t, 'GET', '/api/me', person.cookie)).json();
    expect((await me()).needsFacilitatorOnboarding).toBe(true);
    await callApi(t, 'POST', '/api/onboarding/skip', person.cookie);
    expect(await me()).toMatchObject({ needsFacilitatorOnboarding: false, isHost: false });
    await callApi(t, 'POST', '/api/onboarding/complete', person.cookie);
    expect((await me()).isHost).toBe(true);
  });
});

import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidImageTypeMessage } from '../../../shared/image-rules';
import { users } from '../../db/schema/auth';
import { pendingSignUpSpaces } from '../../db/schema/pending-spaces';
import { multipartForm, plainPng } from '../../test/multipart';
import { cookiesFrom, databaseTargets, followConfirmationLink, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

const png = (width: number, height: number) => plainPng(width, height, '#7A2E4F');

/** The sign-up form as the browser sends it when a space image was chosen. */
function signUpForm(
  email: string,
  space: object | null,
  file: { name: string; type: string; data: Buffer } | null,
) {
  const fields: Record<string, string> = {
    name: 'Sol Seeker',
    email,
    password: 'a calm river at dawn',
  };
  if (space) fields.space = JSON.stringify(space);
  const form = multipartForm(fields, file ? { field: 'image', ...file } : undefined);
  return { method: 'POST' as const, url: '/api/account/sign-up', ...form };
}

describe.each(databaseTargets)('sign-up with a personal space (%s)', (target) => {
  const t = useTestApp(target);

  const signUpWithSpace = (email: string, space: object | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'Sol Seeker', email, password: 'a calm river at dawn', space },
    });
  const viewerOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

  it('creates the account at once and its space when the e-mail is confirmed (ADR 18)', async () => {
    const response = await signUpWithSpace('sol@example.com', {
      displayName: 'Sol Sound',
      handle: 'sol-sound',
      roles: ['Musician'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Signup successful! Please check your email for verification.',
    });
    expect(cookiesFrom(response)).not.toMatch(/session_token/);
    // Nothing of the space is public before the confirmation, not even its handle.
    const handle = await t.app.inject({ method: 'GET', url: '/api/handles/sol-sound' });
    expect(handle.json()).toMatchObject({ available: true });

    const confirmed = await followConfirmationLink(t, 'sol@example.com');
    expect(confirmed.headers.location).toBe('/auth?welcome=space');
    expect(await viewerOf(cookiesFrom(confirmed))).toMatchObject({
      user: { email: 'sol@example.com', emailVerified: true },
      isHost: true,
      hasFacilitatorSpace: true,
      profile: { handle: 'sol-sound' },
    });
  });

  it('leads the confirmation link back to where the person was heading, same-site only', async () => {
    const withReturn = (email: string, returnTo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: { name: 'Sol Seeker', email, password: 'a calm river at dawn', returnTo },
      });
    expect((await withReturn('back@example.com', '/@maya-rivers')).statusCode).toBe(200);
    const back = await followConfirmationLink(t, 'back@example.com');
    expect(back.headers.location).toBe('/auth?welcome=1&returnTo=%2F%40maya-rivers');
    // Another site is no place to return to: the welcome screens lead home.
    expect((await withReturn('away@example.com', 'https://evil.example/')).statusCode).toBe(200);
    const away = await followConfirmationLink(t, 'away@example.com');
    expect(away.headers.location).toBe('/auth?welcome=1');
  });

  it('keeps the account when the space cannot be made by the time the e-mail is confirmed', async () => {
    const response = await signUpWithSpace('second@example.com', {
      displayName: 'Another',
      handle: 'taken-one',
    });
    expect(response.statusCode).toBe(200);
    // Someone else takes the handle before the address is confirmed.
    const { cookie } = await signUp(t, { email: 'first@example.com' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/facilitator-space',
      headers: { cookie },
      payload: { displayName: 'Taken', handle: 'taken-one' },
    });
    const confirmed = await followConfirmationLink(t, 'second@example.com');
    expect(confirmed.headers.location).toBe('/auth?welcome=space');
    expect(await viewerOf(cookiesFrom(confirmed))).toMatchObject({
      user: { email: 'second@example.com' },
      hasFacilitatorSpace: false,
      isHost: false,
    });
  });

  it('refuses a handle someone else has, or a reserved one, before making anything', async () => {
    for (const handle of ['taken-one', 'admin']) {
      const response = await signUpWithSpace('third@example.com', {
        displayName: 'Third',
        handle,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'That handle is already taken',
        fieldErrors: { 'space.handle': ['✗ Already taken'] },
      });
    }
    expect(
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'third@example.com')),
    ).toEqual([]);
    await t.runJobs();
    expect(t.mails.some((m) => m.to === 'third@example.com')).toBe(false);
  });

  it('keeps the image chosen at sign-up and makes it the photo of the space made on confirming', async () => {
    const response = await t.app.inject(
      signUpForm(
        'iris@example.com',
        { displayName: 'Iris Light', handle: 'iris-light', roles: ['Musician'] },
        { name: 'me.png', type: 'image/png', data: await png(1200, 900) },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Signup successful! Please check your email for verification.',
    });
    // Nothing is public before the confirmation: no space, and no stored file.
    expect(await t.storage.listUrls('spaces/')).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/facilitators/@iris-light' })).statusCode,
    ).toBe(404);

    const confirmed = await followConfirmationLink(t, 'iris@example.com');
    expect(confirmed.headers.location).toBe('/auth?welcome=space');
    const space = await t.app.inject({
      method: 'GET',
      url: '/api/facilitator-space',
      headers: { cookie: cookiesFrom(confirmed) },
    });
    const { id, userId, avatarUrl } = space.json().space;
    expect(avatarUrl).toMatch(
      new RegExp(`^/uploads/spaces/${userId}/${id}/avatar-[\\w-]+\\.webp$`),
    );
    const publicSpace = await t.app.inject({ method: 'GET', url: '/api/facilitators/@iris-light' });
    expect(publicSpace.json().avatarUrl).toBe(avatarUrl);
    // Re-encoded as a space avatar upload is: WebP, fitted within 800×800.
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    // Kept no longer than needed.
    expect(
      await t.db.select().from(pendingSignUpSpaces).where(eq(pendingSignUpSpaces.userId, userId)),
    ).toEqual([]);
  });

  it('refuses a file that is not an image with a 400, creating nothing', async () => {
    const storedBefore = await t.storage.listUrls('');
    const response = await t.app.inject(
      signUpForm(
        'pdf@example.com',
        { displayName: 'Paper Moon', handle: 'paper-moon' },
        {
          name: 'me.png',
          type: 'image/png',
          data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
        },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: invalidImageTypeMessage,
      fieldErrors: { 'space.image': [invalidImageTypeMessage] },
    });
    expect(
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'pdf@example.com')),
    ).toEqual([]);
    await t.runJobs();
    expect(t.mails.some((m) => m.to === 'pdf@example.com')).toBe(false);
    expect(await t.storage.listUrls('')).toEqual(storedBefore);
    expect(await t.db.select().from(pendingSignUpSpaces)).toEqual([]);
  });

  it('refuses a form it cannot read, or an image without a space, before making anything', async () => {
    const image = { field: 'image', name: 'me.png', type: 'image/png', data: await png(64, 64) };
    const account = { name: 'Form', email: 'form@example.com', password: 'a calm river at dawn' };
    const send = (form: ReturnType<typeof multipartForm>) =>
      t.app.inject({ method: 'POST', url: '/api/account/sign-up', ...form });

    const noSpace = await send(multipartForm(account, image));
    expect(noSpace.statusCode).toBe(400);
    expect(noSpace.json().message).toBe('An image is for a personal space: send the space too.');
    const brokenSpace = await send(multipartForm({ ...account, space: '{"displayName":' }, image));
    expect(brokenSpace.statusCode).toBe(400);
    expect(brokenSpace.json().message).toBe('The field "space" is not valid JSON.');
    const space = JSON.stringify({ displayName: 'Form' });
    const misnamed = await send(multipartForm({ ...account, space }, { ...image, field: 'photo' }));
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe('Send the image as the "image" field.');
    expect(
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'form@example.com')),
    ).toEqual([]);
  });

  it('applies the sign-up rules before anything is created', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'X', email: 'x@example.com', password: 'short', space: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 8 characters long');
  });
});

describe.each(databaseTargets)('sign-up with a space image: rate limits (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 2 } });

  it('counts a sign-up with an image as a sign-up, and a refused one keeps nothing', async () => {
    const image = { name: 'me.png', type: 'image/png', data: await png(64, 64) };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject(
        signUpForm(`many${i}@example.com`, { displayName: `Many ${i}` }, image),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'many2@example.com')),
    ).toEqual([]);
    expect(await t.db.select().from(pendingSignUpSpaces)).toHaveLength(2);
  });
});

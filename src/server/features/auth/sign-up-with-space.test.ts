import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import {
  cookiesFrom,
  createTestApp,
  databaseTargets,
  followConfirmationLink,
  signUp,
  type TestApp,
} from '../../test/test-app';

describe.each(databaseTargets)('sign-up with a personal space (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  createTestApp,
  databaseTargets,
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

  it('creates the account and the space in one request, and signs the person in', async () => {
    const response = await signUpWithSpace('sol@example.com', {
      displayName: 'Sol Sound',
      handle: 'sol-sound',
      roles: ['Musician'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ spaceCreated: true, spaceError: null });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookiesFrom(response) },
    });
    expect(me.json()).toMatchObject({
      user: { email: 'sol@example.com' },
      isHost: true,
      hasFacilitatorSpace: true,
      profile: { handle: 'sol-sound' },
    });
    expect(t.mails.some((m) => m.to === 'sol@example.com')).toBe(true);
  });

  it('keeps the account when the space cannot be made, and says so', async () => {
    await signUp(t.app, { email: 'first@example.com' }).then(({ cookie }) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/facilitator-space',
        headers: { cookie },
        payload: { displayName: 'Taken', handle: 'taken-one' },
      }),
    );
    const response = await signUpWithSpace('second@example.com', {
      displayName: 'Another',
      handle: 'taken-one',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      spaceCreated: false,
      spaceError: 'Failed to create Personal Space. Please try again.',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookiesFrom(response) },
    });
    expect(me.json()).toMatchObject({
      user: { email: 'second@example.com' },
      hasFacilitatorSpace: false,
      isHost: false,
    });
  });

  it('applies the sign-up rules before anything is created', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'X', email: 'x@example.com', password: 'short', space: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 8 characters long');
    const duplicate = await signUpWithSpace('sol@example.com', null);
    expect(duplicate.statusCode).toBeGreaterThanOrEqual(400);
  });
});

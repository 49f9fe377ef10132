import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
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
    expect(response.json()).toMatchObject({
      spaceCreated: true,
      spaceError: null,
      // Spec 02 §9: a new facilitator's platform fee, for the welcome's "£1".
      space: { handle: 'sol-sound', platformFee: 1 },
    });
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

  const accountsWith = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  it('refuses a handle someone else has, or a reserved one, and creates nothing', async () => {
    await signUp(t.app, { email: 'first@example.com' }).then(({ cookie }) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/facilitator-space',
        headers: { cookie },
        payload: { displayName: 'Taken', handle: 'taken-one' },
      }),
    );
    for (const handle of ['taken-one', 'admin']) {
      const response = await signUpWithSpace('late@example.com', {
        displayName: 'Another',
        handle,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'That handle is already taken',
        fieldErrors: { 'space.handle': ['✗ Already taken'] },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await accountsWith('late@example.com')).toBe(0);
    expect(t.mails.some((m) => m.to === 'late@example.com')).toBe(false);
    // With a free handle the same person signs up.
    const retry = await signUpWithSpace('late@example.com', {
      displayName: 'Another',
      handle: 'free-one',
    });
    expect(retry.json()).toMatchObject({ spaceCreated: true, space: { handle: 'free-one' } });
  });

  it('keeps the account when the space cannot be made, and says so', async () => {
    // A fault the pre-checks cannot see: the database refuses this one space.
    await t.db.execute(sql`
      create function refuse_doomed_space() returns trigger language plpgsql as $$
      begin
        if new.display_name = 'Doomed Space' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_doomed_space before insert on facilitator_spaces
      for each row execute function refuse_doomed_space()`);
    const response = await signUpWithSpace('second@example.com', {
      displayName: 'Doomed Space',
      handle: 'doomed-space',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      spaceCreated: false,
      spaceError: 'Failed to create Personal Space. Please try again.',
      space: null,
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

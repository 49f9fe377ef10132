import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, databaseTargets, logIn, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

const PASSWORD = 'a calm river at dawn';

describe.each(databaseTargets)('changing e-mail and password (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  let ada: { cookie: string; userId: string };

  beforeAll(async () => {
    ada = await signUp(t, { name: 'Ada Lovelace', email: 'ada@example.com' });
    await signUp(t, { name: 'Ben Taken', email: 'ben@example.com' });
    await t.runJobs();
  });

  const changeEmail = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/change-email',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const deliver = async () => {
    t.mails.length = 0;
    await t.runJobs();
    return [...t.mails];
  };
  const linkIn = (text: string) => {
    const link = new URL(text.match(/https?:\/\/\S*verify-email\S*/)![0]);
    return link.pathname + link.search;
  };
  /** What an outsider can compare between two answers: status, body, headers, cookies. */
  const outside = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body,
    headers: Object.keys(response.headers)
      .filter((h) => h !== 'date')
      .sort(),
    cookies: response.cookies.map((c) => c.name),
  });

  it('refuses visitors, a wrong password, bad addresses and the current address, changing nothing', async () => {
    expect(
      (await changeEmail('', { newEmail: 'new@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
    const wrong = await changeEmail(ada.cookie, {
      newEmail: 'ada.new@example.com',
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('That password is not right.');
    expect(wrong.json().fieldErrors).toEqual({ password: ['That password is not right.'] });

    const invalid = await changeEmail(ada.cookie, {
      newEmail: 'not an address',
      password: PASSWORD,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Please enter a valid email address');
    const same = await changeEmail(ada.cookie, {
      newEmail: ' ADA@example.com',
      password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('That is already your e-mail address.');
    const noPassword = await changeEmail(ada.cookie, { newEmail: 'ada.new@example.com' });
    expect(noPassword.statusCode).toBe(400);

    expect(await deliver()).toEqual([]);
    expect((await me(ada.cookie)).user.email).toBe('ada@example.com');
  });

  it('moves the account only once the link sent to the new address is opened; the old address is told', async () => {
    const asked = await changeEmail(ada.cookie, {
      newEmail: 'Ada.New@Example.com',
      password: PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(
      'We sent a link to ada.new@example.com. Your address changes once you open it.',
    );
    const sent = await deliver();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['ada.new@example.com', 'Confirm your new e-mail for Kindred'],
    ]);

    // Until the link is opened, nothing has changed: the old address still logs in.
    expect((await me(ada.cookie)).user.email).toBe('ada@example.com');
    expect((await logIn(t.app, 'ada@example.com')).statusCode).toBe(200);
    expect((await logIn(t.app, 'ada.new@example.com')).statusCode).toBe(401);

    const opened = await t.app.inject({
      method: 'GET',
      url: linkIn(sent[0]!.text),
      headers: { cookie: ada.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings?email=changed');

    const after = await me(ada.cookie);
    expect(after.user).toMatchObject({ email: 'ada.new@example.com', emailVerified: true });
    expect(after.profile.email).toBe('ada.new@example.com');
    expect((await logIn(t.app, 'ada.new@example.com')).statusCode).toBe(200);
    expect((await logIn(t.app, 'ada@example.com')).statusCode).toBe(401);

    const notices = await deliver();
    expect(notices.map((m) => [m.to, m.subject])).toEqual([
      ['ada@example.com', 'Your Kindred e-mail address was changed'],
    ]);
    expect(notices[0]!.text).toContain('is now ada.new@example.com');

    // The link works once: opened again, the account stays as it is.
    await t.app.inject({ method: 'GET', url: linkIn(sent[0]!.text) });
    expect((await me(ada.cookie)).user.email).toBe('ada.new@example.com');
  });

  it('answers an address that has an account exactly as a free one, and mails its owner instead of a link', async () => {
    const free = await changeEmail(ada.cookie, {
      newEmail: 'free@example.com',
      password: PASSWORD,
    });
    const freeMail = await deliver();
    const taken = await changeEmail(ada.cookie, {
      newEmail: 'ben@example.com',
      password: PASSWORD,
    });
    const takenMail = await deliver();

    expect(free.statusCode).toBe(200);
    expect(outside(taken)).toEqual({
      ...outside(free),
      body: free.body.replace('free@example.com', 'ben@example.com'),
    });
    expect(freeMail.map((m) => m.to)).toEqual(['free@example.com']);
    expect(takenMail.map((m) => [m.to, m.subject])).toEqual([
      ['ben@example.com', 'This e-mail already has a Kindred account'],
    ]);
    expect(takenMail[0]!.text).not.toMatch(/verify-email/);
    expect((await me(ada.cookie)).user.email).toBe('ada.new@example.com');
  });

  it('a link to an address that got an account of its own since it was sent changes nothing, and says why', async () => {
    await changeEmail(ada.cookie, { newEmail: 'late@example.com', password: PASSWORD });
    const [link] = await deliver();
    await signUp(t, { name: 'Late Comer', email: 'late@example.com' });
    const opened = await t.app.inject({ method: 'GET', url: linkIn(link!.text) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings?email=changed&error=EMAIL_TAKEN');
    expect((await me(ada.cookie)).user.email).toBe('ada.new@example.com');
    // A forged link is not looked into: it fails as any broken link does.
    const [header, , signature] = new URL(
      link!.text.match(/https?:\/\/\S*verify-email\S*/)![0],
    ).searchParams
      .get('token')!
      .split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ email: 'x@example.com', updateTo: 'ben@example.com', userId: ada.userId }),
    ).toString('base64url');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${header}.${forgedPayload}.${signature}&callbackURL=/settings`,
    });
    expect(forged.headers.location).not.toContain('EMAIL_TAKEN');
  });

  it('changing the password ends every other session, and keeps this one', async () => {
    const here = cookiesFrom(await logIn(t.app, 'ada.new@example.com'));
    const elsewhere = cookiesFrom(await logIn(t.app, 'ada.new@example.com'));
    expect((await me(elsewhere)).user?.email).toBe('ada.new@example.com');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here },
      payload: { currentPassword: PASSWORD, newPassword: 'a new song at noon' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere)).user).toBeNull();
    expect((await me(ada.cookie)).user).toBeNull();
    // This browser carries on, with the session the answer set.
    expect((await me(cookiesFrom(changed))).user?.email).toBe('ada.new@example.com');
    expect((await logIn(t.app, 'ada.new@example.com', 'a new song at noon')).statusCode).toBe(200);
    expect((await logIn(t.app, 'ada.new@example.com')).statusCode).toBe(401);
  });
});

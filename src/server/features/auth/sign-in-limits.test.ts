import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookiesFrom, databaseTargets, logIn, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

const RIGHT = 'a calm river at dawn';
const WRONG = 'not the passphrase';

describe.each(databaseTargets)('sign-in limits count failures only (%s)', (target) => {
  const t = useTestApp(target, {
    rateLimits: { loginPerAccount: 3, loginPerIp: 1000, signupPerIp: 1000 },
  });

  const logInFrom = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });

  it('never locks out a host who signs in again and again', async () => {
    await signUp(t, { email: 'often@example.com' });
    for (let i = 0; i < 8; i++)
      expect((await logIn(t.app, 'often@example.com')).statusCode).toBe(200);
  });

  it('counts wrong passwords, and starts afresh after the right one', async () => {
    await signUp(t, { email: 'forgetful@example.com' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++)
        expect((await logIn(t.app, 'forgetful@example.com', WRONG)).statusCode).toBe(401);
      expect((await logIn(t.app, 'forgetful@example.com')).statusCode).toBe(200);
    }
  });

  it('lets the owner in from a device that signed in before while a stranger is locked out', async () => {
    await signUp(t, { email: 'target@example.com' });
    const first = await logIn(t.app, 'target@example.com');
    const device = cookiesFrom(first)
      .split('; ')
      .filter((c) => c.startsWith('kindred.known_device='))
      .join('; ');
    expect(device).toMatch(/^kindred\.known_device=/);

    // A stranger tries wrong passwords until the account is paced for unknown devices...
    for (let i = 0; i < 4; i++)
      expect((await logIn(t.app, 'target@example.com', WRONG)).statusCode).toBe(401);
    expect((await logIn(t.app, 'target@example.com')).statusCode).toBe(429);
    // ...but the owner's laptop still gets in with the right password.
    expect((await logInFrom('target@example.com', RIGHT, device)).statusCode).toBe(200);

    // The device's own wrong guesses are still limited, and a cookie for another account or a
    // forged one counts for nothing.
    for (let i = 0; i < 3; i++)
      expect((await logInFrom('target@example.com', WRONG, device)).statusCode).toBe(401);
    expect((await logInFrom('target@example.com', RIGHT, device)).statusCode).toBe(429);
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await logInFrom('target@example.com', RIGHT, forged)).statusCode).toBe(429);
  });

  it("slows a stranger's guesses to one every 30 seconds, and never locks the owner out of a new device for longer (issue 21)", async () => {
    await signUp(t, { email: 'paced@example.com' });
    // Three strangers' failures reach the account's limit; the next guess is let through, the
    // one after it waits.
    for (let i = 0; i < 4; i++)
      expect((await logIn(t.app, 'paced@example.com', WRONG)).statusCode).toBe(401);
    const waiting = await logIn(t.app, 'paced@example.com', WRONG);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);

    // Half a minute on (the pace's window moved back rather than waited for), the owner on a
    // new phone signs in with the right password, and the counters start afresh.
    await t.db.execute(
      sql`update rate_limit_counters set window_started_at = now() - interval '31 seconds'
           where key = 'login:account-paced:paced@example.com'`,
    );
    expect((await logIn(t.app, 'paced@example.com')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await logIn(t.app, 'paced@example.com', WRONG)).statusCode).toBe(401);
    expect((await logIn(t.app, 'paced@example.com')).statusCode).toBe(200);
  });

  it('throttles change-password guesses of the current password', async () => {
    const { cookie } = await signUp(t, { email: 'changer@example.com' });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie },
        payload: { currentPassword, newPassword: 'a brand new passphrase' },
      });
    for (let i = 0; i < 3; i++) expect((await change(`${WRONG} ${i}`)).statusCode).toBe(400);
    const blocked = await change(RIGHT);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import {
  cookiesFrom,
  databaseTargets,
  followConfirmationLink,
  followResetLink,
  logIn,
  postSignUp,
  requestPasswordReset,
  signUp,
} from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

/** Sends a path byte for byte as written: no client-side resolution of `..` or `%2e`. */
function rawGet(port: number, path: string, cookie: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { cookie } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.each(databaseTargets)('the /api/auth bridge (%s)', (target) => {
  const t = useTestApp(target);
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    ({ cookie } = await signUp(t, { name: 'Wal King', email: 'walk@example.com' }));
  });

  it('answers 404 to every way of walking around the allow-list, and never lists sessions', async () => {
    const walks = [
      '/api/auth/reset-password/../list-sessions',
      '/api/auth/reset-password/%2e%2e/list-sessions',
      '/api/auth/reset-password/%2E%2E/list-sessions',
      '/api/auth/reset-password/..%2Flist-sessions',
      '/api/auth/reset-password/%2e%2e%2flist-sessions',
      '/api/auth/get-session/../list-sessions',
      '/api/auth/./list-sessions',
      '/api/auth//list-sessions',
      '/api/auth/list-sessions',
      '/api/auth/list-sessions/',
      '/api/auth/get-session/',
      '/api/auth/GET-SESSION',
      '/api/auth/Reset-Password/abc',
      '/api/auth/get-session%2F..%2Flist-sessions',
      '/api/auth/reset-password/abc/../../list-sessions',
      '/api/auth/reset-password/..\\list-sessions',
    ];
    for (const path of walks) {
      const response = await rawGet(port, path, cookie);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toMatch(/token/i);
    }
    // The allowed endpoints still answer.
    expect((await rawGet(port, '/api/auth/get-session', cookie)).status).toBe(200);
    expect(
      (await rawGet(port, '/api/auth/reset-password/abc?callbackURL=/reset-password', cookie))
        .status,
    ).toBe(302);
  });

  it('hands better-auth the validated fields only: no image from the client, a trimmed e-mail', async () => {
    const response = await postSignUp(t.app, {
      name: '  Ima Ge  ',
      email: '  Ima.Ge@Example.com ',
      image: 'https://evil.example/tracker.png',
      emailVerified: true,
    });
    expect(response.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'ima.ge@example.com'));
    expect(user).toMatchObject({ name: 'Ima Ge', image: null, emailVerified: false });
    await followConfirmationLink(t, 'ima.ge@example.com');
    expect((await logIn(t.app, ' ima.ge@example.com ')).statusCode).toBe(200);
  });
});

describe.each(databaseTargets)('e-mail links come from PUBLIC_URL only (%s)', (target) => {
  for (const trustProxy of [false, true]) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      const t = useTestApp(target, { trustProxy });

      // Host, forwarded headers and Origin all agree, so the same-origin check lets it through:
      // a script (not a victim's browser) can send exactly this.
      const forged = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        origin: trustProxy ? 'https://evil.example' : 'http://evil.example',
      };

      it('never puts a forged Host or X-Forwarded-Host into a link', async () => {
        await postSignUp(
          t.app,
          { name: 'Ho St', email: 'host@example.com', callbackURL: 'https://evil.example/welcome' },
          forged,
        );
        const verify = await followConfirmationLink(t, 'host@example.com');
        expect(verify.headers.location).not.toMatch(/evil/);

        const ask = await requestPasswordReset(
          t.app,
          'host@example.com',
          'https://evil.example/steal',
          forged,
        );
        expect(ask.statusCode).toBe(200);
        await t.runJobs();
        const mails = t.mails.filter((m) => m.to === 'host@example.com');
        expect(mails.length).toBeGreaterThanOrEqual(2);
        for (const mail of mails) {
          for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
            expect(link).toMatch(/^http:\/\/localhost:3000\//);
            expect(decodeURIComponent(link)).not.toMatch(/evil/);
          }
          expect(mail.html).not.toMatch(/evil/);
        }
        const follow = await followResetLink(t, 'host@example.com', forged);
        expect(follow.statusCode).toBe(302);
        expect(String(follow.headers.location)).toMatch(/^(\/|http:\/\/localhost:3000\/)/);
        expect(cookiesFrom(follow)).not.toMatch(/evil/);
      });
    });
  }
});

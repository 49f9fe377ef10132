import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, signUp } from '../test/test-app';
import { useTestApp } from '../test/fixtures';

describe.each(databaseTargets)('security baseline (%s)', (target) => {
  const t = useTestApp(target);
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t, { email: 'sec@example.com' }));
  });

  /** Saves the profile as the signed-in person, with these extra headers and this raw body. */
  const patchProfile = (headers: Record<string, string>, payload: string | object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie, ...headers },
      payload,
    });
  /** Logs in as the signed-up person, with these headers. */
  const logInWith = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email: 'sec@example.com', password: 'a calm river at dawn' },
    });

  it('sends security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const response = await patchProfile(
      { origin: 'https://evil.example' },
      { firstName: 'Hacked', lastName: '', bio: '' },
    );
    expect(response.statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().firstName).not.toBe('Hacked');
  });

  it('accepts state-changing requests from its own origin', async () => {
    const response = await patchProfile(
      { origin: 'http://localhost:3000' },
      { firstName: 'Sam', lastName: 'Secure', bio: '' },
    );
    expect(response.statusCode).toBe(200);
  });

  it('accepts a login from the address the browser actually used (127.0.0.1 for localhost)', async () => {
    const response = await logInWith({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a login posted from a foreign origin', async () => {
    const response = await logInWith({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('accepts only JSON or multipart bodies', async () => {
    const form = await patchProfile(
      { 'content-type': 'application/x-www-form-urlencoded' },
      'firstName=Form',
    );
    expect(form.statusCode).toBe(415);
    const text = await patchProfile(
      { 'content-type': 'text/plain' },
      '{"firstName":"Text","lastName":"","bio":""}',
    );
    expect(text.statusCode).toBe(415);
  });

  it('answers unknown API routes with a JSON 404 and bad JSON with a 400 that says so', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const bad = await patchProfile({ 'content-type': 'application/json' }, '{oops');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
  });
});

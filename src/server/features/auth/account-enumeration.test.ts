import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { pendingSignUpSpaces } from '../../db/schema/pending-spaces';
import { multipartForm, plainPng } from '../../test/multipart';
import { databaseTargets, requestPasswordReset, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

/** What an outsider can compare between two answers: status, body shape, headers, cookies. */
function outside(response: LightMyRequestResponse) {
  const body = response.json() as Record<string, unknown>;
  const shape = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
      : value === null
        ? 'null'
        : typeof value;
  return {
    status: response.statusCode,
    shape: shape(body),
    headers: Object.keys(response.headers)
      .filter((h) => h !== 'date' && h !== 'content-length')
      .sort(),
    cookies: response.cookies.map((c) => c.name).sort(),
  };
}

describe.each(databaseTargets)('no account enumeration (%s)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    await signUp(t, { name: 'Owen Ner', email: 'owner@example.com' });
    t.mails.length = 0;
  });

  const signUpAs = (email: string, url = '/api/auth/sign-up/email') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { name: 'Some One', email, password: 'a calm river at dawn', space: null },
    });

  it('answers a sign-up with a taken e-mail exactly as a new one, and tells the owner instead', async () => {
    const fresh = await signUpAs('fresh@example.com');
    const taken = await signUpAs('owner@example.com');
    expect(outside(taken)).toEqual(outside(fresh));
    expect(taken.json().user.email).toBe('owner@example.com');
    expect(taken.json().user.id).not.toBe(fresh.json().user.id);
    expect(fresh.cookies).toEqual([]);

    const freshWithSpace = await signUpAs('fresh2@example.com', '/api/account/sign-up');
    const takenWithSpace = await signUpAs('owner@example.com', '/api/account/sign-up');
    expect(takenWithSpace.body).toBe(freshWithSpace.body);
    expect(outside(takenWithSpace)).toEqual(outside(freshWithSpace));

    // Sign-up itself sends nothing: the mail goes through the queue.
    expect(t.mails).toEqual([]);
    await t.runJobs();
    const toOwner = t.mails.filter((m) => m.to === 'owner@example.com');
    expect(toOwner.map((m) => m.subject)).toEqual([
      'Someone tried to sign up to Kindred with your e-mail',
      'Someone tried to sign up to Kindred with your e-mail',
    ]);
    expect(toOwner[0]!.text).not.toMatch(/verify-email|reset-password/);
    expect(t.mails.filter((m) => m.to === 'fresh@example.com').map((m) => m.subject)).toEqual([
      'Confirm your e-mail for Kindred',
    ]);
  });

  it('answers a sign-up with a space image the same for a taken e-mail, keeping nothing for it', async () => {
    const photo = await plainPng(500, 500, '#1F4E6B');
    const signUpWithImage = (email: string, handle: string, data: Buffer) => {
      const form = multipartForm(
        {
          name: 'Some One',
          email,
          password: 'a calm river at dawn',
          space: JSON.stringify({ displayName: 'Some Space', handle }),
        },
        { field: 'image', name: 'photo.png', type: 'image/png', data },
      );
      return t.app.inject({ method: 'POST', url: '/api/account/sign-up', ...form });
    };
    const storedBefore = await t.storage.listUrls('');
    const fresh = await signUpWithImage('fresh3@example.com', 'fresh-three', photo);
    const taken = await signUpWithImage('owner@example.com', 'owner-space', photo);
    expect(fresh.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(outside(taken)).toEqual(outside(fresh));
    // Only the new account keeps its space and image, and neither is a stored file yet.
    const kept = await t.db.select().from(pendingSignUpSpaces);
    expect(kept.map((row) => (row.input as { handle: string }).handle)).toEqual(['fresh-three']);
    expect(kept[0]!.image?.length).toBeGreaterThan(0);
    expect(await t.storage.listUrls('')).toEqual(storedBefore);

    // The image is checked for every address alike: a file that is not one is refused the same.
    const notAnImage = Buffer.from('GIF89a but not really');
    const freshRefused = await signUpWithImage('fresh4@example.com', 'fresh-four', notAnImage);
    const takenRefused = await signUpWithImage('owner@example.com', 'owner-space', notAnImage);
    expect(freshRefused.statusCode).toBe(400);
    expect(takenRefused.body).toBe(freshRefused.body);
    expect(outside(takenRefused)).toEqual(outside(freshRefused));
    await t.runJobs(); // deliver what the sign-ups queued before the next test counts mail
  });

  it('answers a password reset the same for a known and an unknown address, mailing off the request path', async () => {
    t.mails.length = 0;
    const ask = (email: string) => requestPasswordReset(t.app, email);
    const known = await ask('owner@example.com');
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(outside(known)).toEqual(outside(unknown));
    // Nothing was looked up or sent while answering: both requests only queued a job.
    expect(t.mails).toEqual([]);
    await t.runJobs();
    expect(t.mails.map((m) => m.to)).toEqual(['owner@example.com']);
    expect(t.mails[0]!.subject).toBe('Reset your Kindred password');
  });

  it('answers a request for a new confirmation link the same for any address', async () => {
    const resend = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email },
      });
    const known = await resend('fresh@example.com');
    const unknown = await resend('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });
});

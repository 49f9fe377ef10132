import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { plainPng, pngFile, uploadFile, type FilePart } from '../../test/multipart';
import { callApi, databaseTargets, signUp } from '../../test/test-app';
import { noteProfileSeen } from './profile.repository';
import { useTestApp } from '../../test/fixtures';

const COLOUR = '#8DAF3D';
const png = (width: number, height: number) => plainPng(width, height, COLOUR);
/** A PNG file of this size, as a browser would send it. */
const avatar = (name: string, width: number, height: number) =>
  pngFile(name, { width, height }, COLOUR);

describe.each(databaseTargets)('profile (%s)', (target) => {
  const t = useTestApp(target);
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    ({ cookie, userId } = await signUp(t, { name: 'Ada Lovelace', email: 'ada@example.com' }));
  });

  /** Saves this profile, as the person with this session (or as a visitor). */
  const patchProfile = (payload: object, asCookie?: string) =>
    callApi(t, 'PATCH', '/api/profile', asCookie, payload);
  /** The profile as the person reads it back. */
  const readProfile = async () => (await callApi(t, 'GET', '/api/profile', cookie)).json();

  /** Uploads this file as the avatar, as the person with this session (or as a visitor). */
  const uploadAvatar = (file: FilePart, asCookie?: string) =>
    uploadFile(t.app, '/api/profile/avatar', file, asCookie);

  it('updates first name, last name and bio, and returns the saved profile', async () => {
    const response = await patchProfile(
      { firstName: 'Ada', lastName: 'King', bio: 'Breathwork and\nsound baths.' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      bio: 'Breathwork and\nsound baths.',
    });
    expect((await readProfile()).lastName).toBe('King');
  });

  it('refuses an empty first name with a clear message and changes nothing', async () => {
    const response = await patchProfile({ firstName: '  ', lastName: 'X', bio: '' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.firstName).toContain('First name is required');
    expect(await readProfile()).toMatchObject({ firstName: 'Ada', lastName: 'King' });
  });

  it('refuses profile changes from visitors', async () => {
    const response = await patchProfile({ firstName: 'X', lastName: '', bio: '' });
    expect(response.statusCode).toBe(401);
  });

  it('accepts an avatar, re-encodes it to WebP, and serves it with an exact Content-Type', async () => {
    const response = await uploadAvatar(await avatar('me.png', 1200, 800), cookie);
    expect(response.statusCode).toBe(200);
    const avatarUrl: string = response.json().avatarUrl;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);

    // A second upload replaces the first, whose file is removed.
    const replaced = await uploadAvatar(await avatar('me2.png', 300, 300), cookie);
    expect(replaced.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('refuses an avatar over 5 MB with the spec message and keeps the current one', async () => {
    const before = (await readProfile()).avatarUrl;
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await uploadAvatar({ name: 'big.png', type: 'image/png', data: big }, cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(
      /^Image too large \(\d+\.\d{2}MB\)\. Maximum size is 5MB\.$/,
    );
    expect((await readProfile()).avatarUrl).toBe(before);
  });

  it.each([
    [
      'a file of the wrong type',
      {
        name: 'notes.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      },
    ],
    [
      'a fake image: text with a PNG name and type',
      { name: 'photo.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ],
  ])('refuses %s', async (_what, file) => {
    const response = await uploadAvatar(file, cookie);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.',
    );
  });

  it('removes the avatar', async () => {
    const response = await callApi(t, 'DELETE', '/api/profile/avatar', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().avatarUrl).toBeNull();
  });

  it('refuses avatar uploads from visitors', async () => {
    const response = await uploadAvatar(await avatar('me.png', 10, 10));
    expect(response.statusCode).toBe(401);
  });

  it('moves updated_at on an edit, and not when it only notes the person was seen', async () => {
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const row = async () => (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!;
    await t.db
      .update(profiles)
      .set({ updatedAt: longAgo, lastSeenAt: null })
      .where(eq(profiles.id, userId));
    await noteProfileSeen(t.db, userId, 10);
    expect((await row()).lastSeenAt).not.toBeNull();
    expect((await row()).updatedAt).toEqual(longAgo);
    const edit = await patchProfile({ firstName: 'Ada', lastName: 'Byron', bio: '' }, cookie);
    expect(edit.statusCode).toBe(200);
    expect(Math.abs((await row()).updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_MESSAGES } from '../../../shared/storage-schemas';
import { profiles } from '../../db/schema/profiles';
import { dataDirStorage, type FileStorage } from '../../lib/file-storage';
import { createS3Storage } from '../../lib/s3-storage';
import { signUpHost, uploadEventCover } from '../../test/event-helpers';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { createTestApp, databaseTargets, signUp } from '../../test/test-app';
import { storageStatus } from './storage.service';

type Person = { cookie: string; userId: string };

/** An app on `storage`, with a super admin, a member and a host signed in. */
async function appWith(target: 'pglite' | 'postgres', storage?: FileStorage) {
  const t = await createTestApp(target, { rateLimits: { signupPerIp: 1e6 }, storage });
  const admin = await signUp(t, { name: 'Sam Admin', email: 'sam@example.com' });
  await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, admin.userId));
  const member = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
  const host = await signUpHost(t, 'Hana Host', 'hana@example.com');
  const call = (method: 'GET' | 'POST', url: string, person?: Person) =>
    t.app.inject({
      method,
      url,
      headers: person ? { cookie: person.cookie } : {},
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const status = async () => {
    const response = await call('GET', '/api/admin/storage', admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      backend: string;
      areas: Array<{ area: string; location: string; state: string }>;
    };
  };
  const states = async () => (await status()).areas.map((a) => a.state);
  return { t, admin, member, host, call, status, states };
}

/** A storage that forwards to another, which a test can swap for a worse one. */
function switchable(first: FileStorage) {
  let current = first;
  const storage = new Proxy({} as FileStorage, {
    get: (_, name) => current[name as keyof FileStorage],
  });
  return { storage, use: (next: FileStorage) => void (current = next) };
}

/** A server that accepts connections and never answers. */
async function silentServer() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const unreachableS3 = (endpoint: string) =>
  createS3Storage({
    bucket: 'kindred',
    endpoint,
    region: 'us-east-1',
    publicUrl: `${endpoint}/{bucket}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });

describe.each(databaseTargets)('the storage panel on disk (%s)', (target) => {
  let app: Awaited<ReturnType<typeof appWith>>;
  let dataDir: string;
  let disk: ReturnType<typeof switchable>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-storage-api-'));
    disk = switchable(dataDirStorage(dataDir));
    app = await appWith(target, disk.storage);
  });
  afterAll(async () => {
    await app.t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows only super admins the three areas; others are refused (401, 403)', async () => {
    const { call, member, host } = app;
    expect((await call('GET', '/api/admin/storage')).statusCode).toBe(401);
    for (const person of [member, host])
      expect((await call('GET', '/api/admin/storage', person)).statusCode).toBe(403);
    expect(await app.status()).toEqual({
      backend: 'disk',
      areas: [
        { area: 'event_images', location: 'uploads/events', state: 'available' },
        { area: 'profile_images', location: 'uploads/avatars', state: 'available' },
        { area: 'facilitator_images', location: 'uploads/spaces', state: 'available' },
      ],
    });
  });

  it('refuses "Create missing" to visitors and to anyone not an admin, in the spec words', async () => {
    const { call, member, host } = app;
    await rm(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
    try {
      const visitor = await call('POST', '/api/admin/storage/create-missing');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('You must be logged in to create storage buckets');
      for (const person of [member, host]) {
        const refused = await call('POST', '/api/admin/storage/create-missing', person);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Only administrators can create storage buckets');
      }
      expect(await app.states()).toEqual(['available', 'missing', 'available']);
    } finally {
      await app.t.storage.createArea('profile_images');
    }
  });

  it('tells an area whose folder is gone, refuses uploads into it, and makes it again', async () => {
    const { call, admin, host } = app;
    await rm(path.join(dataDir, 'uploads', 'events'), { recursive: true });
    expect(await app.states()).toEqual(['missing', 'available', 'available']);
    await expect(uploadEventCover(app.t.app, host.cookie)).rejects.toThrow(
      "Storage bucket 'uploads/events' is not available.",
    );

    const created = await call('POST', '/api/admin/storage/create-missing', admin);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Successfully created required storage buckets');
    expect(created.json().areas.map((a: { state: string }) => a.state)).toEqual([
      'available',
      'available',
      'available',
    ]);
    expect(await app.states()).toEqual(['available', 'available', 'available']);
    const cover = await uploadEventCover(app.t.app, host.cookie);
    expect(await app.t.storage.existsByUrl(cover.imageUrl)).toBe(true);

    // Nothing missing: it says so again and changes nothing.
    const again = await call('POST', '/api/admin/storage/create-missing', admin);
    expect(again.statusCode).toBe(200);
    expect(await app.t.storage.existsByUrl(cover.imageUrl)).toBe(true);
  });

  it('says "Failed to create one or more buckets" when an area cannot be made', async () => {
    const storage = dataDirStorage(dataDir);
    disk.use({ ...storage, createArea: () => Promise.reject(new Error('read-only file system')) });
    await rm(path.join(dataDir, 'uploads', 'spaces'), { recursive: true });
    try {
      const answer = await app.call('POST', '/api/admin/storage/create-missing', app.admin);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(STORAGE_MESSAGES.createFailed);
      expect(await app.states()).toEqual(['available', 'available', 'missing']);
    } finally {
      disk.use(storage);
      await storage.createArea('facilitator_images');
    }
  });
});

describe.each(databaseTargets)('the storage panel on S3 (%s)', (target) => {
  let s3: LocalS3;
  let app: Awaited<ReturnType<typeof appWith>>;
  let buckets: ReturnType<typeof switchable>;
  beforeAll(async () => {
    s3 = await startLocalS3();
    buckets = switchable(await s3.storage('kindred'));
    app = await appWith(target, buckets.storage);
  });
  afterAll(async () => {
    await app.t.close();
    await s3.close();
  });

  it('finds the buckets missing, makes them, and serves uploads from them', async () => {
    const { call, admin, host } = app;
    const before = await app.status();
    expect(before.backend).toBe('s3');
    expect(before.areas).toEqual([
      { area: 'event_images', location: 'kindred-event-images', state: 'missing' },
      { area: 'profile_images', location: 'kindred-profile-images', state: 'missing' },
      { area: 'facilitator_images', location: 'kindred-facilitator-images', state: 'missing' },
    ]);
    await expect(uploadEventCover(app.t.app, host.cookie)).rejects.toThrow(
      "Storage bucket 'kindred-event-images' is not available.",
    );

    const created = await call('POST', '/api/admin/storage/create-missing', admin);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Successfully created required storage buckets');
    expect(await app.states()).toEqual(['available', 'available', 'available']);

    // The stored URL is the app's own; the app sends the browser on to the bucket.
    const cover = await uploadEventCover(app.t.app, host.cookie);
    expect(cover.imageUrl).toMatch(/^\/uploads\/events\/.+\.webp$/);
    const served = await app.t.app.inject({ method: 'GET', url: cover.imageUrl });
    expect(served.statusCode).toBe(302);
    const address = served.headers.location as string;
    expect(address.startsWith(`${s3.endpoint}/kindred-event-images/`)).toBe(true);
    const image = await fetch(address);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const unknownFile = await app.t.app.inject({ method: 'GET', url: '/uploads/other/x.webp' });
    expect(unknownFile.statusCode).toBe(404);
  });

  it('shows every area as unknown when S3 is out of reach, and claims no success', async () => {
    buckets.use(await unreachableS3('http://127.0.0.1:9')); // the discard port: nothing listens
    try {
      expect(await app.states()).toEqual(['unknown', 'unknown', 'unknown']);
      const answer = await app.call('POST', '/api/admin/storage/create-missing', app.admin);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe('Failed to verify storage system');
    } finally {
      buckets.use(await s3.storage('kindred'));
    }
  });

  it('lets the S3 address through the page policy for images', async () => {
    const page = await app.t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}`));
  });
});

describe('the storage check of a server that never answers', () => {
  it('gives up on each area after its time and calls it unknown', async () => {
    const silent = await silentServer();
    try {
      const status = await storageStatus(await unreachableS3(silent.endpoint), { timeoutMs: 200 });
      expect(status.areas.map((a) => a.state)).toEqual(['unknown', 'unknown', 'unknown']);
    } finally {
      await silent.close();
    }
  });
});

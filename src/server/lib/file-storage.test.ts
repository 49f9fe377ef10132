import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_AREAS } from '../../shared/storage-schemas';
import { startLocalS3, type LocalS3 } from '../test/local-s3';
import { describeStorageContract } from './file-storage.contract';
import { AREA_FOLDERS, dataDirStorage, publicOrigins } from './file-storage';
import { bucketOf, createS3Storage } from './s3-storage';

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

describeStorageContract('disk', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-storage-'));
  scratch.push(dataDir);
  return {
    storage: dataDirStorage(dataDir),
    removeArea: (area) =>
      rm(path.join(dataDir, 'uploads', AREA_FOLDERS[area]), { recursive: true, force: true }),
  };
});

let s3: LocalS3;
let buckets = 0;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

describeStorageContract('S3', async () => {
  // Buckets of their own for each test: `t1-event-images`, …
  const stem = `t${++buckets}`;
  const storage = await s3.storage(stem);
  for (const area of STORAGE_AREAS) await storage.createArea(area);
  return { storage, removeArea: (area) => s3.removeBucket(bucketOf(stem, area)) };
});

describe('the disk storage on a fresh DATA_DIR', () => {
  it('makes its three areas at start, as folders of DATA_DIR/uploads', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-storage-'));
    scratch.push(dataDir);
    const storage = dataDirStorage(dataDir);
    expect(STORAGE_AREAS.map((area) => storage.areaLocation(area))).toEqual([
      'uploads/events',
      'uploads/avatars',
      'uploads/spaces',
    ]);
    for (const area of STORAGE_AREAS)
      expect(await storage.areaPresence(area, AbortSignal.timeout(1000))).toBe('available');
    expect(storage.publicUrlOf).toBeUndefined();
    expect(publicOrigins(storage)).toEqual([]);
  });
});

describe('the S3 storage', () => {
  it('starts with every bucket missing until they are made', async () => {
    const storage = await s3.storage('fresh');
    for (const area of STORAGE_AREAS)
      expect(await storage.areaPresence(area, AbortSignal.timeout(5000))).toBe('missing');
    expect(STORAGE_AREAS.map((area) => storage.areaLocation(area))).toEqual([
      'fresh-event-images',
      'fresh-profile-images',
      'fresh-facilitator-images',
    ]);
  });

  it('gives every file a public address that serves it with its type', async () => {
    const storage = await s3.storage('public');
    await storage.createArea('event_images');
    await storage.put('events/host-1/cover-480.webp', Buffer.from('cover'));
    const address = storage.publicUrlOf!('events/host-1/cover-480.webp');
    expect(address).toBe(`${s3.endpoint}/public-event-images/host-1/cover-480.webp`);
    const response = await fetch(address!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await response.text()).toBe('cover');
    expect(storage.publicUrlOf!('elsewhere/x.webp')).toBeNull();
    expect(storage.publicUrlOf!('events/../x.webp')).toBeNull();
    expect(publicOrigins(storage)).toEqual([s3.endpoint]);
  });

  it('builds public addresses from S3_PUBLIC_URL, with or without {bucket}', async () => {
    /** AWS's own S3 in London (no endpoint), its files served from `publicUrl`. */
    const servedFrom = (publicUrl: string) =>
      createS3Storage({
        bucket: 'kindred',
        endpoint: undefined,
        region: 'eu-west-2',
        publicUrl,
        forcePathStyle: false,
      });
    const perBucketHost = await servedFrom('https://{bucket}.s3.eu-west-2.amazonaws.com');
    expect(perBucketHost.publicUrlOf!('avatars/u1/me.webp')).toBe(
      'https://kindred-profile-images.s3.eu-west-2.amazonaws.com/u1/me.webp',
    );
    const cdn = await servedFrom('https://images.example.org/files');
    expect(cdn.publicUrlOf!('spaces/u1/s1/venue.webp')).toBe(
      'https://images.example.org/files/kindred-facilitator-images/u1/s1/venue.webp',
    );
    expect(publicOrigins(cdn)).toEqual(['https://images.example.org']);
  });

  it('cannot tell whether an area exists when the server is out of reach: it throws', async () => {
    const unreachable = await createS3Storage({
      bucket: 'kindred',
      endpoint: 'http://127.0.0.1:9', // the discard port: nothing listens
      region: 'us-east-1',
      publicUrl: 'http://127.0.0.1:9/{bucket}',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    await expect(
      unreachable.areaPresence('event_images', AbortSignal.timeout(5000)),
    ).rejects.toThrow();
    await expect(unreachable.put('events/h/x.webp', Buffer.from('x'))).rejects.toThrow();
  });
});

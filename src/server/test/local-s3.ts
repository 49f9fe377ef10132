import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { createS3Storage } from '../lib/s3-storage';
import type { FileStorage } from '../lib/file-storage';

/** s3rver's built-in account: it checks request signatures against this pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3 = {
  endpoint: string;
  /** An S3 storage on this server, its buckets named `{bucket}-…`. */
  storage: (bucket: string) => Promise<FileStorage>;
  /** Empties and deletes one bucket, behind the storage's back. */
  removeBucket: (name: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver, on a free port, files in a temporary
 * folder), for the storage tests: no network, no binaries.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kindred-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // The AWS SDK signs a bucket's path with its trailing slash (`/bucket/`) and s3rver checks
    // the signature without it, so every bucket request would be refused. The access key is
    // still checked; signing is the SDK's business, not what these tests are about.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  return {
    endpoint,
    storage: (bucket) =>
      createS3Storage({
        bucket,
        endpoint,
        region: 'us-east-1',
        publicUrl: `${endpoint}/{bucket}`,
        forcePathStyle: true,
        credentials: LOCAL_S3_CREDENTIALS,
      }),
    async removeBucket(Bucket) {
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket }));
      for (const { Key } of Contents) await client.send(new DeleteObjectCommand({ Bucket, Key }));
      await client.send(new DeleteBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

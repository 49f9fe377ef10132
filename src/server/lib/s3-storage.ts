import type { BucketLocationConstraint } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { STORAGE_AREAS, type StorageArea } from '../../shared/storage-schemas';
import {
  AREA_FOLDERS,
  areaNotAvailable,
  contentTypeByExtension,
  isSafeKey,
  keyOf,
  splitKey,
  URL_PREFIX,
  type AreaPresence,
  type FileStorage,
} from './file-storage';

export type S3StorageOptions = S3Settings & {
  /** Tests hand these in; otherwise the AWS SDK's standard chain finds them (AWS_ACCESS_KEY_ID, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** A bucket for each area, named after it (S3 allows no underscores in bucket names). */
export const bucketOf = (stem: string, area: StorageArea) => `${stem}-${area.replace(/_/g, '-')}`;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;
const isMissingBucket = (error: unknown) => nameOf(error) === 'NoSuchBucket';
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NotFound', 'NoSuchKey', 'NoSuchBucket'].includes(nameOf(error)!);
/** A server that has no such request (s3rver has no bucket policies): nothing to do there. */
const isNotImplemented = (error: unknown) =>
  statusOf(error) === 501 || nameOf(error) === 'NotImplemented';

/**
 * Files in S3 (or a server that speaks its API), one bucket per image area, so that each area
 * is there or not on its own and "Create missing" makes exactly the buckets that are not (ADR
 * 21). The storage key `events/{host}/{file}` is the object `{host}/{file}` in the event images
 * bucket. URLs stay `/uploads/{key}`; the upload route sends browsers on to `publicUrlOf(key)`.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<FileStorage> {
  // Loaded here, not at the top: a server that keeps its files on disk never loads the SDK.
  const {
    CreateBucketCommand,
    DeleteObjectCommand,
    DeletePublicAccessBlockCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutBucketPolicyCommand,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: 2,
    // An unreachable server fails a request within seconds instead of hanging an upload.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const bucket = (area: StorageArea) => bucketOf(options.bucket, area);
  const publicBase = (area: StorageArea) =>
    options.publicUrl.includes('{bucket}')
      ? options.publicUrl.replaceAll('{bucket}', bucket(area))
      : `${options.publicUrl.replace(/\/$/, '')}/${bucket(area)}`;
  /** The bucket and object of a key; null for keys that are not ours. */
  const locate = (key: string) => {
    const split = isSafeKey(key) ? splitKey(key) : null;
    return split
      ? { area: split.area, object: { Bucket: bucket(split.area), Key: split.rest } }
      : null;
  };

  async function presence(area: StorageArea, signal?: AbortSignal): Promise<AreaPresence> {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket(area) }), { abortSignal: signal });
      return 'available';
    } catch (error) {
      // 403 means the bucket exists but is not ours to read: that is no answer either.
      if (statusOf(error) === 404 || isMissingBucket(error)) return 'missing';
      throw error;
    }
  }

  async function listArea(area: StorageArea, prefix: string): Promise<string[]> {
    const urls: string[] = [];
    let token: string | undefined;
    do {
      let page;
      try {
        page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket(area),
            Prefix: prefix || undefined,
            ContinuationToken: token,
          }),
        );
      } catch (error) {
        if (isMissingBucket(error)) return []; // nothing can be stored there
        throw error;
      }
      for (const object of page.Contents ?? []) {
        const key = `${AREA_FOLDERS[area]}/${object.Key}`;
        if (isSafeKey(key)) urls.push(URL_PREFIX + key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return urls;
  }

  /** Spec 01 §5: created buckets are public (the 5 MB limit is the upload routes'). */
  async function makePublic(Bucket: string) {
    try {
      await client.send(new DeletePublicAccessBlockCommand({ Bucket }));
    } catch (error) {
      if (!isNotImplemented(error)) throw error;
    }
    const policy = {
      Version: '2012-10-17',
      Statement: [
        {
          Sid: 'KindredPublicImages',
          Effect: 'Allow',
          Principal: '*',
          Action: 's3:GetObject',
          Resource: `arn:aws:s3:::${Bucket}/*`,
        },
      ],
    };
    try {
      await client.send(new PutBucketPolicyCommand({ Bucket, Policy: JSON.stringify(policy) }));
    } catch (error) {
      if (!isNotImplemented(error)) throw error;
    }
  }

  return {
    kind: 's3',
    areaLocation: bucket,
    publicUrlOf(key) {
      const found = locate(key);
      return found ? `${publicBase(found.area)}/${found.object.Key}` : null;
    },
    areaPresence: presence,
    async createArea(area) {
      const Bucket = bucket(area);
      if ((await presence(area)) === 'available') return;
      // us-east-1 is the one region S3 refuses a location constraint for.
      const outsideUsEast = options.region !== 'us-east-1';
      try {
        await client.send(
          new CreateBucketCommand({
            Bucket,
            ...(outsideUsEast
              ? {
                  CreateBucketConfiguration: {
                    LocationConstraint: options.region as BucketLocationConstraint,
                  },
                }
              : {}),
          }),
        );
      } catch (error) {
        if (nameOf(error) === 'BucketAlreadyOwnedByYou') return;
        throw error;
      }
      await makePublic(Bucket);
    },
    async put(key, body) {
      const found = locate(key);
      if (!found) throw new Error(`unsafe storage key: ${key}`);
      try {
        await client.send(
          new PutObjectCommand({
            ...found.object,
            Body: body,
            ContentType: contentTypeByExtension[key.split('.').pop()!],
            // Keys are never reused (each upload gets a fresh random name).
            CacheControl: 'public, max-age=31536000, immutable',
            ContentDisposition: 'inline',
          }),
        );
      } catch (error) {
        if (isMissingBucket(error)) throw areaNotAvailable(found.object.Bucket);
        throw error;
      }
      return URL_PREFIX + key;
    },
    async get(key) {
      const found = locate(key);
      if (!found) return null;
      try {
        const object = await client.send(new GetObjectCommand(found.object));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async existsByUrl(url) {
      const key = keyOf(url);
      const found = key ? locate(key) : null;
      if (!found) return false;
      try {
        await client.send(new HeadObjectCommand(found.object));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      const found = key ? locate(key) : null;
      if (!found) return;
      try {
        await client.send(new DeleteObjectCommand(found.object));
      } catch (error) {
        if (!isMissingBucket(error)) throw error;
      }
    },
    async listUrls(folder) {
      if (folder === '') {
        const all = await Promise.all(STORAGE_AREAS.map((area) => listArea(area, '')));
        return all.flat();
      }
      const split = splitKey(folder);
      return split ? listArea(split.area, split.rest) : [];
    },
  };
}

import type * as S3Sdk from '@aws-sdk/client-s3';
import type { BucketLocationConstraint, S3Client } from '@aws-sdk/client-s3';
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

/** The SDK (loaded on first use) with one client, and where each area's bucket is. */
type S3 = {
  sdk: typeof S3Sdk;
  client: S3Client;
  options: S3StorageOptions;
  bucket: (area: StorageArea) => string;
};

async function connect(options: S3StorageOptions): Promise<S3> {
  // Loaded here, not at the top: a server that keeps its files on disk never loads the SDK.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: 2,
    // An unreachable server fails a request within seconds instead of hanging an upload.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return { sdk, client, options, bucket: (area) => bucketOf(options.bucket, area) };
}

/** The bucket and object of a key; null for keys that are not ours. */
function locate(s3: S3, key: string) {
  const split = isSafeKey(key) ? splitKey(key) : null;
  return split
    ? { area: split.area, object: { Bucket: s3.bucket(split.area), Key: split.rest } }
    : null;
}

/** The bucket and object behind one of our public URLs; null for URLs that are not ours. */
function locateUrl(s3: S3, url: string | null | undefined) {
  const key = keyOf(url);
  return key ? locate(s3, key) : null;
}

/** Where browsers read a key's object: S3_PUBLIC_URL with the bucket in it or after it. */
function publicUrlOf(s3: S3, key: string): string | null {
  const found = locate(s3, key);
  if (!found) return null;
  const { publicUrl } = s3.options;
  const bucket = found.object.Bucket;
  const base = publicUrl.includes('{bucket}')
    ? publicUrl.replaceAll('{bucket}', bucket)
    : `${publicUrl.replace(/\/$/, '')}/${bucket}`;
  return `${base}/${found.object.Key}`;
}

async function presence(s3: S3, area: StorageArea, signal?: AbortSignal): Promise<AreaPresence> {
  try {
    await s3.client.send(new s3.sdk.HeadBucketCommand({ Bucket: s3.bucket(area) }), {
      abortSignal: signal,
    });
    return 'available';
  } catch (error) {
    // 403 means the bucket exists but is not ours to read: that is no answer either.
    if (statusOf(error) === 404 || isMissingBucket(error)) return 'missing';
    throw error;
  }
}

async function listArea(s3: S3, area: StorageArea, prefix: string): Promise<string[]> {
  const urls: string[] = [];
  let token: string | undefined;
  do {
    let page;
    try {
      page = await s3.client.send(
        new s3.sdk.ListObjectsV2Command({
          Bucket: s3.bucket(area),
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

/** Sends a request a server may not have (s3rver has no bucket policies): none, nothing to do. */
async function unlessNotImplemented(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (!isNotImplemented(error)) throw error;
  }
}

/** Spec 01 §5: created buckets are public (the 5 MB limit is the upload routes'). */
async function makePublic(s3: S3, Bucket: string) {
  await unlessNotImplemented(s3.client.send(new s3.sdk.DeletePublicAccessBlockCommand({ Bucket })));
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
  await unlessNotImplemented(
    s3.client.send(new s3.sdk.PutBucketPolicyCommand({ Bucket, Policy: JSON.stringify(policy) })),
  );
}

/** Makes an area's bucket, public, unless it is there already. */
async function createArea(s3: S3, area: StorageArea): Promise<void> {
  const Bucket = s3.bucket(area);
  if ((await presence(s3, area)) === 'available') return;
  const { region } = s3.options;
  // us-east-1 is the one region S3 refuses a location constraint for.
  const location =
    region !== 'us-east-1'
      ? {
          CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint },
        }
      : {};
  try {
    await s3.client.send(new s3.sdk.CreateBucketCommand({ Bucket, ...location }));
  } catch (error) {
    if (nameOf(error) === 'BucketAlreadyOwnedByYou') return;
    throw error;
  }
  await makePublic(s3, Bucket);
}

async function put(s3: S3, key: string, body: Buffer): Promise<string> {
  const found = locate(s3, key);
  if (!found) throw new Error(`unsafe storage key: ${key}`);
  try {
    await s3.client.send(
      new s3.sdk.PutObjectCommand({
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
}

async function get(s3: S3, key: string): Promise<Buffer | null> {
  const found = locate(s3, key);
  if (!found) return null;
  try {
    const object = await s3.client.send(new s3.sdk.GetObjectCommand(found.object));
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function existsByUrl(s3: S3, url: string): Promise<boolean> {
  const found = locateUrl(s3, url);
  if (!found) return false;
  try {
    await s3.client.send(new s3.sdk.HeadObjectCommand(found.object));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function removeByUrl(s3: S3, url: string | null | undefined): Promise<void> {
  const found = locateUrl(s3, url);
  if (!found) return;
  try {
    await s3.client.send(new s3.sdk.DeleteObjectCommand(found.object));
  } catch (error) {
    if (!isMissingBucket(error)) throw error;
  }
}

async function listUrls(s3: S3, folder: string): Promise<string[]> {
  if (folder === '') {
    const all = await Promise.all(STORAGE_AREAS.map((area) => listArea(s3, area, '')));
    return all.flat();
  }
  const split = splitKey(folder);
  return split ? listArea(s3, split.area, split.rest) : [];
}

/**
 * Files in S3 (or a server that speaks its API), one bucket per image area, so that each area
 * is there or not on its own and "Create missing" makes exactly the buckets that are not (ADR
 * 21). The storage key `events/{host}/{file}` is the object `{host}/{file}` in the event images
 * bucket. URLs stay `/uploads/{key}`; the upload route sends browsers on to `publicUrlOf(key)`.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<FileStorage> {
  const s3 = await connect(options);
  return {
    kind: 's3',
    areaLocation: s3.bucket,
    publicUrlOf: (key) => publicUrlOf(s3, key),
    areaPresence: (area, signal) => presence(s3, area, signal),
    createArea: (area) => createArea(s3, area),
    put: (key, body) => put(s3, key, body),
    get: (key) => get(s3, key),
    existsByUrl: (url) => existsByUrl(s3, url),
    removeByUrl: (url) => removeByUrl(s3, url),
    listUrls: (folder) => listUrls(s3, folder),
  };
}

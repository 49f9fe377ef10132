import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  areaNotAvailableMessage,
  STORAGE_AREAS,
  type StorageArea,
} from '../../shared/storage-schemas';
import { AppError } from './app-error';

/** An area's state as far as the storage can tell; it throws when it cannot (the check is "unknown"). */
export type AreaPresence = 'available' | 'missing';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (the default), or S3 buckets
 * (`s3-storage.ts`, chosen by S3_BUCKET). Both keep the three image areas of spec 01 §3 apart,
 * pass the same contract tests (`file-storage.contract.ts`), and hand out the same URLs: every
 * stored file's URL is `/uploads/{key}`, whichever back end holds it, so rows never name a back
 * end and the upload route decides how the browser gets the bytes.
 */
export type FileStorage = {
  /** Stores `body` under `key` (the last write wins) and returns its public URL. */
  put: (key: string, body: Buffer) => Promise<string>;
  get: (key: string) => Promise<Buffer | null>;
  /** Whether one of our public URLs has a file behind it; false for URLs that are not ours. */
  existsByUrl: (url: string) => Promise<boolean>;
  /** Deletes the file behind one of our public URLs; URLs that are not ours are left alone. */
  removeByUrl: (url: string | null | undefined) => Promise<void>;
  /** The public URLs of every file whose key starts with `folder` (a key prefix ending in /). */
  listUrls: (folder: string) => Promise<string[]>;
  /** Which back end this is, for the super admin's storage panel. */
  kind: 'disk' | 's3';
  /** Where an area lives, in words an operator recognises: a folder of DATA_DIR or a bucket. */
  areaLocation: (area: StorageArea) => string;
  /** Whether an area exists; throws when the storage cannot tell (unreachable, refused). */
  areaPresence: (area: StorageArea, signal: AbortSignal) => Promise<AreaPresence>;
  /** Makes an area that is missing; one that exists is left as it is. */
  createArea: (area: StorageArea) => Promise<void>;
  /**
   * Where a browser reads a stored file when the app does not serve it itself (S3: the
   * bucket's public address, S3_PUBLIC_URL), null for a key that is not ours; absent on disk,
   * where the app serves the files itself.
   */
  publicUrlOf?: (key: string) => string | null;
};

export const URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg|gif)$/;
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');
/** The storage key behind one of our public URLs, or null. */
export const keyOf = (url: string | null | undefined) => {
  const key = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : null;
  return key && isSafeKey(key) ? key : null;
};

/**
 * The first folder of a key names its area: `events/` holds event covers, `avatars/` profile
 * pictures, `spaces/` the images of facilitator spaces.
 */
export const AREA_FOLDERS: Record<StorageArea, string> = {
  event_images: 'events',
  profile_images: 'avatars',
  facilitator_images: 'spaces',
};
const AREA_OF_FOLDER = new Map(STORAGE_AREAS.map((area) => [AREA_FOLDERS[area], area]));

/** The area a key (or key prefix) belongs to and the rest of it; null for '' or no area. */
export function splitKey(key: string): { area: StorageArea; rest: string } | null {
  const slash = key.indexOf('/');
  const area = slash > 0 ? AREA_OF_FOLDER.get(key.slice(0, slash)) : undefined;
  return area ? { area, rest: key.slice(slash + 1) } : null;
}

/** The origins browsers read stored files from, when not the app's own (S3_PUBLIC_URL's). */
export function publicOrigins(storage: FileStorage): string[] {
  const origins = STORAGE_AREAS.map((area) =>
    storage.publicUrlOf?.(`${AREA_FOLDERS[area]}/x.webp`),
  );
  return [...new Set(origins.filter((url) => url != null).map((url) => new URL(url).origin))];
}

/** An upload into an area that is not there: the spec's words, as a brief outage (503). */
export const areaNotAvailable = (location: string) =>
  new AppError('SERVICE_UNAVAILABLE', areaNotAvailableMessage(location));

/** Kindred's own storage: the uploads folder of DATA_DIR, with its three areas made at start. */
export function dataDirStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  for (const area of STORAGE_AREAS)
    mkdirSync(path.join(root, AREA_FOLDERS[area]), { recursive: true });
  return createLocalStorage(root, 'uploads');
}

/**
 * Files in folders under `root`, one folder per area. An area whose folder is gone is missing:
 * uploads into it are refused until it is made again (the storage panel's "Create missing").
 * `rootName` is how the panel names the root.
 */
export function createLocalStorage(root: string, rootName = root): FileStorage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const areaDir = (area: StorageArea) => path.join(root, AREA_FOLDERS[area]);
  const areaLocation = (area: StorageArea) => `${rootName}/${AREA_FOLDERS[area]}`;
  const areaPresence = async (area: StorageArea): Promise<AreaPresence> => {
    try {
      if ((await stat(areaDir(area))).isDirectory()) return 'available';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw error;
    }
    throw new Error(`${areaDir(area)} is not a folder`);
  };
  return {
    kind: 'disk',
    areaLocation,
    areaPresence,
    async createArea(area) {
      await mkdir(areaDir(area), { recursive: true });
    },
    async put(key, body) {
      const file = fileOf(key);
      const area = splitKey(key)?.area;
      if (!area) throw new Error(`storage key outside every area: ${key}`);
      if ((await areaPresence(area)) === 'missing') throw areaNotAvailable(areaLocation(area));
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader sees the old file or the new one,
      // never half of one (as an S3 PUT behaves).
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return URL_PREFIX + key;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async existsByUrl(url) {
      const key = keyOf(url);
      if (!key) return false;
      return stat(fileOf(key)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (key) await rm(fileOf(key), { force: true });
    },
    async listUrls(folder) {
      let names: string[];
      try {
        names = await readdir(path.join(root, folder), { recursive: true });
      } catch {
        return []; // nothing was ever stored there
      }
      return names
        .map((name) => folder + name.split(path.sep).join('/'))
        .filter(isSafeKey)
        .map((key) => URL_PREFIX + key);
    },
  };
}

export const contentTypeByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

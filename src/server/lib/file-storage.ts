import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads for now; an S3-compatible
 * implementation can sit behind the same calls.
 */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<string>;
  get: (key: string) => Promise<Buffer | null>;
  /** Whether one of our public URLs has a file behind it; false for URLs that are not ours. */
  existsByUrl: (url: string) => Promise<boolean>;
  /** Deletes the file behind one of our public URLs; URLs that are not ours are left alone. */
  removeByUrl: (url: string | null | undefined) => Promise<void>;
  /** The public URLs of every file whose key starts with `folder` (a key prefix ending in /). */
  listUrls: (folder: string) => Promise<string[]>;
};

const URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg|gif)$/;
const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');
/** The storage key behind one of our public URLs, or null. */
const keyOf = (url: string | null | undefined) => {
  const key = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : null;
  return key && isSafeKey(key) ? key : null;
};

/** Kindred's own storage: the uploads folder of DATA_DIR. */
export function dataDirStorage(dataDir: string): FileStorage {
  return createLocalStorage(path.join(dataDir, 'uploads'));
}

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
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
      return access(fileOf(key)).then(
        () => true,
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

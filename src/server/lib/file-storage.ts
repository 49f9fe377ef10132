import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads for now; an S3-compatible
 * implementation can sit behind the same three calls.
 */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<string>;
  get: (key: string) => Promise<Buffer | null>;
  /** Deletes the file behind one of our public URLs; URLs that are not ours are left alone. */
  removeByUrl: (url: string | null | undefined) => Promise<void>;
};

const URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg|gif)$/;
const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

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
    async removeByUrl(url) {
      const key = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : null;
      if (key && isSafeKey(key)) await rm(fileOf(key), { force: true });
    },
  };
}

export const contentTypeByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

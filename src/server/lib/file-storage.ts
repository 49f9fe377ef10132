import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads for now; an S3-compatible
 * implementation can sit behind the same three calls.
 */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<string>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** The stored key behind one of our public URLs, or null when the URL is not ours. */
  keyFromUrl: (url: string) => string | null;
};

const URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg|gif)$/;

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
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
      if (!SAFE_KEY.test(key) || key.includes('..')) return null;
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    keyFromUrl(url) {
      if (!url.startsWith(URL_PREFIX)) return null;
      const key = url.slice(URL_PREFIX.length);
      return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
    },
  };
}

export const contentTypeByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; an S3-compatible store can implement the same. */
export interface Storage {
  /** Saves the bytes under `key` (e.g. "avatars/1f2e….webp") and answers its public URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    if (!full.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    urlOf(key) {
      return UPLOADS_URL_PREFIX + key;
    },
  };
}

import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../config';

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket with S3_* settings
 * (lib/s3-storage.ts). Either way an upload's URL is `/uploads/<key>`, so stored URLs do not
 * depend on where the files are.
 */
export interface Storage {
  /** Saves the bytes under `key` (e.g. "avatars/1f2e….webp") and answers its public URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Bucket names the SDK may put in the host name; others (with dots, say) stay in the path. */
const VIRTUAL_HOSTABLE_BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The origin browsers are sent to for uploads kept in the bucket, for the content security policy:
 * S3_PUBLIC_URL's, else the one the SDK signs links for (the endpoint, or Amazon S3 in the region,
 * with the bucket in the host name unless path style).
 */
export function bucketOrigin(s3: S3Settings): string {
  if (s3.publicUrl) return new URL(s3.publicUrl).origin;
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const inHost = !s3.forcePathStyle && VIRTUAL_HOSTABLE_BUCKET.test(s3.bucket);
  return inHost ? `${endpoint.protocol}//${s3.bucket}.${endpoint.host}` : endpoint.origin;
}

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

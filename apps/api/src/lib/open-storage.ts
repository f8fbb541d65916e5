import type { S3Settings } from '../config';
import { createLocalStorage, type Storage } from './storage';

export interface StorageSettings {
  uploadsDir: string;
  s3: S3Settings | undefined;
}

/**
 * The bucket when S3 settings are given (its SDK is loaded only then), else the uploads folder.
 * Kept out of storage.ts: the bucket's storage (s3-storage.ts) builds on that file, which would then
 * import it back.
 */
export async function openStorage(settings: StorageSettings): Promise<Storage> {
  if (!settings.s3) return createLocalStorage(settings.uploadsDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(settings.s3);
}

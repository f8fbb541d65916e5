import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import { UPLOADS_URL_PREFIX, type Storage } from './storage';

/** Uploads in a bucket: `/uploads/<key>` redirects the browser to the object, where `locate` says. */
export interface S3Storage extends Storage {
  locate(key: string): Promise<UploadLocation>;
  /** Closes the client's connections (at the app's close). */
  close(): void;
}

/** Where a browser fetches an upload, and how long it may keep going there without asking again. */
export interface UploadLocation {
  url: string;
  maxAgeSeconds: number;
}

/** A signed link works this long after the moment it is signed for. */
const SIGNED_LINK_SECONDS = 60 * 60;

/**
 * Links are signed for the start of the current half hour, not for the request's moment: every
 * page view in that half hour gets the same link, so browsers reuse the image they already hold,
 * and each link still works for at least half an hour after it is handed out.
 */
const SIGNING_WINDOW_SECONDS = 30 * 60;

/** The public address of a key does not change; a day lets a changed S3_PUBLIC_URL take over soon enough. */
const PUBLIC_REDIRECT_SECONDS = 24 * 60 * 60;

/** Names are random and never reused, so a stored object never changes (as on local disk). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The object's type by its name's extension, so the bucket serves images as images. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createS3Storage(settings: S3Settings, clock: () => Date = () => new Date()): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Several S3-compatible stores refuse the CRC32 checksum headers Amazon S3 takes by default;
    // they all take the payload's SHA-256, which the signature covers anyway.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const bucket = settings.bucket;

  async function signedLocation(key: string): Promise<UploadLocation> {
    const now = clock().getTime();
    const windowStart = now - (now % (SIGNING_WINDOW_SECONDS * 1000));
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
      expiresIn: SIGNED_LINK_SECONDS,
      signingDate: new Date(windowStart),
    });
    const windowLeft = Math.floor((windowStart + SIGNING_WINDOW_SECONDS * 1000 - now) / 1000);
    return { url, maxAgeSeconds: Math.max(windowLeft, 0) };
  }

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE,
        }),
      );
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    urlOf(key) {
      return UPLOADS_URL_PREFIX + key;
    },
    async locate(key) {
      if (settings.publicUrl) {
        return { url: `${settings.publicUrl}/${encodeKey(key)}`, maxAgeSeconds: PUBLIC_REDIRECT_SECONDS };
      }
      return signedLocation(key);
    },
    close() {
      client.destroy();
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../test/s3-server';
import type { S3Settings } from '../config';
import { createS3Storage } from './s3-storage';
import { openStorage } from './open-storage';
import { bucketOrigin } from './storage';

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 not really an image');

/** S3's error answer: `<Error><Code>NoSuchKey</Code>…`. */
const errorCode = (xml: string) => /<Error><Code>(\w+)<\/Code>/.exec(xml)?.[1];

describe('uploads in an S3-compatible bucket', () => {
  it('stores an upload as an image, serves it by a signed link and deletes it', async () => {
    const storage = createS3Storage(s3.settings);
    expect(await storage.put('avatars/rose.webp', bytes)).toBe('/uploads/avatars/rose.webp');
    expect(s3.objects.get('avatars/rose.webp')).toMatchObject({
      bytes,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    const { url } = await storage.locate('avatars/rose.webp');
    expect(url.startsWith(`${s3.settings.endpoint}/glowmarket-uploads/avatars/rose.webp?`)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    await storage.remove('avatars/rose.webp');
    expect(s3.objects.has('avatars/rose.webp')).toBe(false);
    const gone = await fetch(url);
    expect(gone.status).toBe(404);
    expect(errorCode(await gone.text())).toBe('NoSuchKey');
    storage.close();
  });

  it('is refused by the store with a wrong secret or an unknown key id, and stores nothing', async () => {
    const wrongSecret = createS3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put('avatars/lily.webp', bytes)).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
    const unknownKey = createS3Storage({ ...s3.settings, accessKeyId: 'AKIASOMEBODYELSE0001' });
    await expect(unknownKey.put('avatars/lily.webp', bytes)).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      $metadata: { httpStatusCode: 403 },
    });
    expect(s3.objects.has('avatars/lily.webp')).toBe(false);

    // A link signed with the wrong secret, or a signed link pointed at another key, serves nothing.
    const storage = createS3Storage(s3.settings);
    await storage.put('avatars/iris.webp', bytes);
    const forged = await fetch((await wrongSecret.locate('avatars/iris.webp')).url);
    expect(forged.status).toBe(403);
    expect(errorCode(await forged.text())).toBe('SignatureDoesNotMatch');
    await storage.put('avatars/other.webp', bytes);
    const redirected = (await storage.locate('avatars/other.webp')).url.replace('other.webp', 'iris.webp');
    expect((await fetch(redirected)).status).toBe(403);
    for (const client of [wrongSecret, unknownKey, storage]) client.close();
  });

  it('hands out one link per half hour, each working for an hour from the half hour it is signed for', async () => {
    let now = new Date('2026-11-27T15:10:00Z');
    const storage = createS3Storage(s3.settings, () => now);
    await storage.put('products/jasmine-320.webp', bytes);
    const first = await storage.locate('products/jasmine-320.webp');
    now = new Date('2026-11-27T15:25:00Z');
    const later = await storage.locate('products/jasmine-320.webp');
    expect(later.url).toBe(first.url);
    expect(first.maxAgeSeconds).toBe(20 * 60);
    expect(later.maxAgeSeconds).toBe(5 * 60);
    expect(new URL(first.url).searchParams.get('X-Amz-Date')).toBe('20261127T150000Z');
    expect(new URL(first.url).searchParams.get('X-Amz-Expires')).toBe('3600');

    now = new Date('2026-11-27T15:35:00Z');
    expect((await storage.locate('products/jasmine-320.webp')).url).not.toBe(first.url);

    // The store's clock is the real one: a link signed two hours ago has expired there.
    now = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const expired = await fetch((await storage.locate('products/jasmine-320.webp')).url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');
    storage.close();
  });

  it('sends browsers to S3_PUBLIC_URL when the bucket is public there', async () => {
    const storage = createS3Storage({ ...s3.settings, publicUrl: 'https://cdn.glowmarket.example/media' });
    expect(await storage.locate('companies/logos/a1.webp')).toEqual({
      url: 'https://cdn.glowmarket.example/media/companies/logos/a1.webp',
      maxAgeSeconds: 24 * 60 * 60,
    });
    storage.close();
  });

  it("names the origin of the SDK's signed links for the content security policy", async () => {
    const amazon: S3Settings = { ...s3.settings, endpoint: undefined, forcePathStyle: false };
    const variants: S3Settings[] = [
      s3.settings,
      amazon,
      { ...amazon, bucket: 'uploads.glowmarket.example' },
      { ...amazon, forcePathStyle: true },
      { ...amazon, endpoint: 'https://objects.example.net' },
      { ...amazon, endpoint: 'https://minio.example.net:9000', forcePathStyle: true },
    ];
    for (const settings of variants) {
      const storage = createS3Storage(settings);
      expect(bucketOrigin(settings), JSON.stringify(settings)).toBe(
        new URL((await storage.locate('avatars/a.webp')).url).origin,
      );
      storage.close();
    }
    expect(bucketOrigin({ ...amazon, publicUrl: 'https://cdn.glowmarket.example/media' })).toBe(
      'https://cdn.glowmarket.example',
    );
  });

  it('is what the command-line seeding opens with S3 settings, the folder staying untouched', async () => {
    const storage = await openStorage({ uploadsDir: '/nonexistent/uploads', s3: s3.settings });
    await storage.put('site/title/peony.webp', bytes);
    expect(s3.objects.get('site/title/peony.webp')?.bytes).toEqual(bytes);
    await storage.remove('site/title/peony.webp');
    expect(s3.objects.has('site/title/peony.webp')).toBe(false);
  });
});

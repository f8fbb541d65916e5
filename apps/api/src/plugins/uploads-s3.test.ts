import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../test/catalog';
import { multipartFile } from '../../test/multipart';
import { startS3 } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signUp } from '../../test/users';
import { users } from '../modules/users/users.tables';

let s3: Awaited<ReturnType<typeof startS3>>;
let testApp: TestApp;
let app: TestApp['app'];

beforeAll(async () => {
  s3 = await startS3();
  testApp = await createTestApp({ s3: s3.settings });
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
  await s3.close();
});

/** What a browser gets at an upload's URL: the app's redirect, then the object where it points. */
async function fetchUpload(url: string) {
  const redirect = await app.inject({ method: 'GET', url });
  expect(redirect.statusCode, url).toBe(302);
  const object = await fetch(String(redirect.headers.location));
  return { redirect, object, bytes: Buffer.from(await object.arrayBuffer()) };
}

describe('uploads with S3 settings', () => {
  it("keeps a buyer's avatar in the bucket and sends browsers there by a signed link", async () => {
    const { token, email } = await signUp(app);
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffd8a8' } })
      .jpeg()
      .toBuffer();
    const set = await app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: bearer(token),
      payload: { avatar: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
    });
    expect(set.statusCode).toBe(200);
    const { avatarUrl } = set.json<{ avatarUrl: string }>();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(avatarUrl).toBe(`/uploads/${row?.avatarKey}`);
    const stored = s3.objects.get(row?.avatarKey ?? '');
    expect(stored?.contentType).toBe('image/webp');

    const { redirect, object, bytes } = await fetchUpload(avatarUrl);
    expect(String(redirect.headers.location)).toMatch(
      new RegExp(`^${s3.settings.endpoint}/glowmarket-uploads/avatars/[0-9a-f-]+\\.webp\\?.*X-Amz-Signature=`),
    );
    // Browsers keep going to the same link for at most the half hour it is handed out in.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(redirect.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(1800);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    expect(bytes).toEqual(stored?.bytes);
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    // Removing the avatar removes the object.
    await app.inject({ method: 'DELETE', url: '/api/users/me/avatar', headers: bearer(token) });
    expect(s3.objects.has(row?.avatarKey ?? '')).toBe(false);
    expect((await fetchUpload(avatarUrl)).object.status).toBe(404);
  });

  it("keeps a product's image in every width in the bucket, each served through its redirect", async () => {
    const tree = await createCategoryTree(app, await adminToken(app));
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId));
    const png = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#e64980' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('file', 'photo.png', 'image/png', png);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/seller/products/${id}/images`,
      payload,
      headers: { ...headers, ...bearer(seller.token) },
    });
    expect(uploaded.statusCode).toBe(200);
    const [image] = uploaded.json<{ images: { small: string; medium: string; large: string }[] }>().images;
    for (const url of [image!.small, image!.medium, image!.large]) {
      const key = url.slice('/uploads/'.length);
      expect(s3.objects.has(key), key).toBe(true);
      const { object, bytes } = await fetchUpload(url);
      expect(object.status).toBe(200);
      expect(bytes).toEqual(s3.objects.get(key)?.bytes);
    }
  });

  it('lets pages show images from the bucket, and answers 404 for what is no upload key', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src [^;]*${s3.settings.endpoint.replace(/\./g, '\\.')}`),
    );
    for (const url of ['/uploads/', '/uploads/avatars', '/uploads/avatars/../secret.webp', '/uploads/%2e%2e/x.webp']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

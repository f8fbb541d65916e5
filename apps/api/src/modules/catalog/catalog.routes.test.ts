import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  adminToken,
  createCategoryTree,
  namesOf,
  productInput,
  sellerWithCompany,
} from '../../../test/catalog';
import { inBrowserChunks, multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';
import { convertFromBase, money } from '../../lib/money';
import { productPriceHistory, products } from './catalog.tables';

let testApp: TestApp;
let app: TestApp['app'];
let admin: string;
let tree: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  admin = await adminToken(app);
  tree = await createCategoryTree(app, admin);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('categories', () => {
  it("needs a name in every one of the 11 languages: 'Name is required' for each missing one", async () => {
    const names = namesOf('Hair care');
    delete names['pl-PL'];
    names['zh-CN'] = '  ';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: bearer(admin),
      payload: { names },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields;
    expect(fields).toEqual([
      { field: 'body.names.pl-PL', reason: 'nameRequired', message: 'Name is required' },
      { field: 'body.names.zh-CN', reason: 'nameRequired', message: 'Name is required' },
    ]);
  });

  it("shows the tree in the visitor's language", async () => {
    const polish = await get('/api/categories', { 'x-language': 'pl-PL' });
    expect(polish.json()).toContainEqual({
      id: tree.categoryId,
      name: 'Face care (pl-PL)',
      children: [{ id: tree.subcategoryId, name: 'Face care serums (pl-PL)', children: [] }],
    });
  });

  it('lets a seller add, rename and delete its own, but not touch the operator’s or another seller’s', async () => {
    const seller = await sellerWithCompany(app);
    const other = await sellerWithCompany(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/seller/categories',
      headers: bearer(seller.token),
      payload: { parentId: tree.categoryId, names: namesOf('Face mists') },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/seller/categories/${id}`,
      headers: bearer(seller.token),
      payload: { parentId: tree.categoryId, names: namesOf('Facial mists') },
    });
    expect(renamed.json()).toMatchObject({ names: { 'en-US': 'Facial mists (en-US)' } });

    for (const [token, target] of [
      [other.token, id],
      [seller.token, tree.categoryId],
    ] as const) {
      const change = await app.inject({
        method: 'PATCH',
        url: `/api/seller/categories/${target}`,
        headers: bearer(token),
        payload: { parentId: null, names: namesOf('Taken') },
      });
      expect(change.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/seller/categories/${target}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(404);
    }
    const listed = (await get('/api/seller/categories', bearer(seller.token))).json<
      { id: string; editable: boolean }[]
    >();
    expect(listed.find((category) => category.id === id)?.editable).toBe(true);
    expect(listed.find((category) => category.id === tree.categoryId)?.editable).toBe(false);

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/seller/categories/${id}`, headers: bearer(seller.token) }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses to delete a category that products use: 409', async () => {
    const seller = await sellerWithCompany(app);
    const own = await createCategoryTree(app, admin, 'Body care');
    await addProduct(app, seller.token, productInput(own.categoryId, { subcategoryId: own.subcategoryId }));
    const subcategory = await app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${own.subcategoryId}`,
      headers: bearer(admin),
    });
    expect(subcategory.statusCode).toBe(409);
    expect(subcategory.json()).toMatchObject({ code: 'category_in_use' });
    const category = await app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${own.categoryId}`,
      headers: bearer(admin),
    });
    expect(category.json()).toMatchObject({ code: 'category_has_children' });
  });
});

describe('categories of sellers', () => {
  const addCategory = (token: string, names: Record<string, string>, parentId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/categories',
      headers: bearer(token),
      payload: parentId ? { parentId, names } : { names },
    });
  const moveCategory = (token: string, id: string, parentId: string | null, names: Record<string, string>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/seller/categories/${id}`,
      headers: bearer(token),
      payload: { parentId, names },
    });
  const setCompanyStatus = (companyId: string, action: 'suspend' | 'reinstate') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyId}/status`,
      headers: bearer(admin),
      payload: { action },
    });
  /** Every id in the public tree, subcategories included. */
  const publicIds = async () => {
    const ids: string[] = [];
    const walk = (nodes: { id: string; children: unknown[] }[]) => {
      for (const node of nodes) {
        ids.push(node.id);
        walk(node.children as { id: string; children: unknown[] }[]);
      }
    };
    walk((await get('/api/categories')).json());
    return ids;
  };

  it('lets only an approved seller add or change categories: pending and suspended ones get 403', async () => {
    const pending = await sellerWithCompany(app, 'pending');
    const refused = await addCategory(pending.token, namesOf('Miracle cures'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'company_not_approved' });
    const underOperator = await addCategory(pending.token, namesOf('Miracle drops'), tree.categoryId);
    expect(underOperator.json()).toMatchObject({ code: 'company_not_approved' });

    const seller = await sellerWithCompany(app);
    const created = await addCategory(seller.token, namesOf('Bath salts'));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    await setCompanyStatus(seller.companyId, 'suspend');
    const renamed = await moveCategory(seller.token, id, null, namesOf('Miracle salts'));
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ code: 'company_not_approved' });
    expect((await addCategory(seller.token, namesOf('Miracle soaps'))).statusCode).toBe(403);

    const names = (await get('/api/admin/categories', bearer(admin))).json<{ names: Record<string, string> }[]>();
    expect(names.map((category) => category.names['en-US'])).not.toContain('Miracle cures (en-US)');
    expect(names.map((category) => category.names['en-US'])).toContain('Bath salts (en-US)');
  });

  it('keeps the categories of a company that is not approved out of the public tree', async () => {
    const seller = await sellerWithCompany(app);
    const own = (await addCategory(seller.token, namesOf('Hand care'))).json<{ id: string }>().id;
    const sub = (await addCategory(seller.token, namesOf('Cuticle oils'), tree.categoryId)).json<{ id: string }>().id;
    expect(await publicIds()).toEqual(expect.arrayContaining([own, sub]));

    await setCompanyStatus(seller.companyId, 'suspend');
    const hidden = await publicIds();
    expect(hidden).not.toContain(own);
    expect(hidden).not.toContain(sub);
    expect(hidden).toContain(tree.categoryId);

    await setCompanyStatus(seller.companyId, 'reinstate');
    expect(await publicIds()).toEqual(expect.arrayContaining([own, sub]));
  });

  it('lets a seller hang a subcategory only under the operator’s categories or its own: another seller’s answers 404', async () => {
    const first = await sellerWithCompany(app);
    const second = await sellerWithCompany(app);
    const firstOwn = (await addCategory(first.token, namesOf('Nail care'))).json<{ id: string }>().id;

    const squatting = await addCategory(second.token, namesOf('Nail stickers'), firstOwn);
    expect(squatting.statusCode).toBe(404);
    expect(squatting.json()).toMatchObject({ code: 'not_found' });

    const secondOwn = (await addCategory(second.token, namesOf('Lip care'))).json<{ id: string }>().id;
    const underOwn = await addCategory(second.token, namesOf('Lip balms'), secondOwn);
    expect(underOwn.statusCode).toBe(201);
    const underOperator = await addCategory(second.token, namesOf('Lip serums'), tree.categoryId);
    expect(underOperator.statusCode).toBe(201);
    const { id } = underOperator.json<{ id: string }>();
    const moved = await moveCategory(second.token, id, firstOwn, namesOf('Lip serums'));
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toMatchObject({ code: 'not_found' });
    expect((await moveCategory(second.token, id, secondOwn, namesOf('Lip serums'))).statusCode).toBe(200);

    // Nothing of the other seller hangs under the first's category, so it stays its own to remove.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/seller/categories/${firstOwn}`,
      headers: bearer(first.token),
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('seller products', () => {
  it('adds a product and answers it with every language and the missing titles', async () => {
    const seller = await sellerWithCompany(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers: bearer(seller.token),
      payload: productInput(tree.categoryId, { subcategoryId: tree.subcategoryId, ean: '5901234123457' }),
    });
    expect(response.statusCode).toBe(201);
    const product = response.json<{ missingTitles: string[]; translations: Record<string, { title: string }> }>();
    expect(product.translations['en-US']?.title).toBe('Rose Hydrating Serum');
    expect(product.missingTitles).toContain('pl-PL');
    expect(product.missingTitles).not.toContain('en-US');
  });

  it('checks the EAN checksum and keeps EANs unique per seller', async () => {
    const seller = await sellerWithCompany(app);
    const other = await sellerWithCompany(app);
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers: bearer(seller.token),
      payload: productInput(tree.categoryId, { ean: '5901234123450' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ details: { fields: [{ field: 'body.ean', reason: 'ean' }] } });

    await addProduct(app, seller.token, productInput(tree.categoryId, { ean: '4006381333931' }));
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers: bearer(seller.token),
      payload: productInput(tree.categoryId, { ean: '4006381333931' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'ean_taken' });
    await addProduct(app, other.token, productInput(tree.categoryId, { ean: '4006381333931' }));
  });

  it('refuses prices and quantities that are not whole, positive numbers', async () => {
    const seller = await sellerWithCompany(app);
    for (const [overrides, field] of [
      [{ price: 19.99 }, 'body.price'],
      [{ price: 0 }, 'body.price'],
      [{ stock: -1 }, 'body.stock'],
      [{ stock: 2.5 }, 'body.stock'],
      [{ deliveryDays: -3 }, 'body.deliveryDays'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/seller/products',
        headers: bearer(seller.token),
        payload: productInput(tree.categoryId, overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(
        response.json<{ details: { fields: { field: string }[] } }>().details.fields.map((problem) => problem.field),
      ).toContain(field);
    }
  });

  it("needs a title in the seller's default language", async () => {
    const seller = await sellerWithCompany(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers: bearer(seller.token),
      payload: productInput(tree.categoryId, { translations: { 'pl-PL': { title: 'Serum różane' } } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'product_title_missing', details: { language: 'en-US' } });
  });

  it("hides one seller's products from another: 404 to read, change, delete, and in the storefront when inactive", async () => {
    const owner = await sellerWithCompany(app);
    const stranger = await sellerWithCompany(app);
    const id = await addProduct(app, owner.token, productInput(tree.categoryId, { active: false }));
    expect((await get(`/api/seller/products/${id}`, bearer(stranger.token))).statusCode).toBe(404);
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${id}`,
      headers: bearer(stranger.token),
      payload: productInput(tree.categoryId, { price: 1 }),
    });
    expect(change.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/seller/products/${id}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/products/${id}`, bearer(stranger.token))).statusCode).toBe(404);
    expect((await get('/api/seller/products', bearer(stranger.token))).json()).toMatchObject({ total: 0 });
    expect((await get(`/api/seller/products/${id}`, bearer(owner.token))).statusCode).toBe(200);
  });

  it('stores images as WebP in three widths, in the order the seller sets', async () => {
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId));
    const upload = async (color: string) => {
      const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: color } })
        .png()
        .toBuffer();
      return app.inject({
        method: 'POST',
        url: `/api/seller/products/${id}/images`,
        ...multipartFile('file', 'photo.png', 'image/png', png, bearer(seller.token)),
      });
    };
    expect((await upload('#ff0000')).statusCode).toBe(200);
    const second = (await upload('#00ff00')).json<{ images: { id: string; large: string; small: string }[] }>();
    const [first, last] = second.images;
    expect(second.images).toHaveLength(2);
    const large = await get(last?.large ?? '');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    const small = await get(last?.small ?? '');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320 });

    const reordered = await app.inject({
      method: 'PUT',
      url: `/api/seller/products/${id}/images/order`,
      headers: bearer(seller.token),
      payload: { imageIds: [last?.id, first?.id] },
    });
    expect(reordered.json<{ images: { id: string }[] }>().images.map((image) => image.id)).toEqual([
      last?.id,
      first?.id,
    ]);
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({ image: { id: last?.id } });
  });
});

describe('product image uploads', () => {
  const upload = (id: string, token: string, body: { payload: Buffer | Readable; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/products/${id}/images`,
      ...body,
      headers: { ...body.headers, ...bearer(token) },
    });

  it('stores at most 10 images when 20 uploads arrive at once; the others answer 422 and leave no file', async () => {
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId));
    const productsDir = path.join(testApp.config.uploadsDir, 'products');
    const filesBefore = existsSync(productsDir) ? readdirSync(productsDir).length : 0;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e64980' } })
      .png()
      .toBuffer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => upload(id, seller.token, multipartFile('file', 'photo.png', 'image/png', png))),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(10);
    for (const response of refused) expect(response.json()).toMatchObject({ code: 'too_many_images' });
    const product = await get(`/api/seller/products/${id}`, bearer(seller.token));
    expect(product.json<{ images: unknown[] }>().images).toHaveLength(10);
    // Three widths of each stored image, and nothing of the refused ones.
    expect(readdirSync(productsDir)).toHaveLength(filesBefore + 30);
  });

  it('answers 400 upload_incomplete to an upload cut off mid-file', async () => {
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId));
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e64980' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('file', 'photo.png', 'image/png', png);
    // The body stops in the middle of the file: no closing boundary ever comes.
    const response = await upload(id, seller.token, {
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'upload_incomplete' });
  });

  it('refuses a real image over 4 MB with 413 file_too_large_4mb every time', async () => {
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId));
    // Random pixels do not compress: 1600×1400 is a PNG of about 6.7 MB.
    const [width, height] = [1600, 1400];
    const huge = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    expect(huge.length).toBeGreaterThan(4 * 1024 * 1024);
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await upload(
        id,
        seller.token,
        inBrowserChunks(multipartFile('file', 'huge.png', 'image/png', huge)),
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(413);
      expect(response.json()).toEqual({ error: 'File size exceeds 4 MB', code: 'file_too_large_4mb' });
    }
  });
});

describe('storefront search', () => {
  let seller: { token: string; companyId: string };
  let polishId: string;
  beforeAll(async () => {
    seller = await sellerWithCompany(app);
    polishId = await addProduct(
      app,
      seller.token,
      productInput(tree.categoryId, {
        translations: {
          'en-US': {
            title: 'Moisturising Day Cream',
            description: 'A rich cream.',
            composition: 'Aqua, Butyrospermum Parkii Butter',
          },
          'pl-PL': { title: 'Nawilżający krem na dzień', description: 'Bogaty krem z masłem shea.' },
        },
      }),
    );
    await addProduct(
      app,
      seller.token,
      productInput(tree.categoryId, {
        translations: { 'en-US': { title: 'Vitamin C Glow Serum', description: 'Brightens dull skin.' } },
      }),
    );
  });

  it('finds a word without its diacritics', async () => {
    const found = (await get('/api/products?q=nawilzajacy')).json<{ items: { id: string }[] }>();
    expect(found.items.map((item) => item.id)).toContain(polishId);
  });

  it('finds despite a typo', async () => {
    for (const q of ['moisturisng', 'vitamn', 'serun glow']) {
      const found = (await get(`/api/products?q=${encodeURIComponent(q)}`)).json<{ items: { title: string }[] }>();
      expect(found.items.length, q).toBeGreaterThan(0);
    }
  });

  it('answers searches typed at once each with its own words, typos and language', async () => {
    // Their words' close terms are looked up in one statement, and their pages read in another;
    // each search gets its own.
    const titles = async (q: string, language = 'en-US') =>
      (await get(`/api/products?q=${encodeURIComponent(q)}`, { 'x-language': language }))
        .json<{ items: { title: string }[] }>()
        .items.map((item) => item.title);
    const [moisturising, serum, nothing, polish] = await Promise.all([
      titles('moisturisin'),
      titles('serim'),
      titles('qwyzx'),
      titles('moisturisin', 'pl-PL'),
    ]);
    expect(polish).toContain('Nawilżający krem na dzień');
    expect(polish).not.toContain('Moisturising Day Cream');
    expect(moisturising).toContain('Moisturising Day Cream');
    expect(moisturising).not.toContain('Vitamin C Glow Serum');
    expect(serum).toContain('Vitamin C Glow Serum');
    expect(serum).not.toContain('Moisturising Day Cream');
    expect(nothing).toEqual([]);
  });

  it('finds a misspelt word that a product written after the last search brought in', async () => {
    const ids = async (q: string) =>
      (await get(`/api/products?q=${q}`)).json<{ items: { id: string }[] }>().items.map((item) => item.id);
    // The typed word's close terms are kept between searches; the product's write clears them.
    expect(await ids('zorbix')).toEqual([]);
    const zorbax = await addProduct(
      app,
      seller.token,
      productInput(tree.categoryId, {
        translations: { 'en-US': { title: 'Zorbax Firming Cream', description: 'Firms.' } },
      }),
    );
    expect(await ids('zorbix')).toEqual([zorbax]);
  });

  it('searches titles, brands and compositions (INCI), not descriptions', async () => {
    const ids = async (q: string) =>
      (await get(`/api/products?q=${encodeURIComponent(q)}`))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    expect(await ids('butyrospermum parkii')).toContain(polishId);
    const { company } = (await get(`/api/products/${polishId}`)).json<{ company: { name: string } }>();
    expect(await ids(company.name)).toContain(polishId);
    // "Bogaty" is only in the Polish description.
    expect(await ids('bogaty')).not.toContain(polishId);
  });

  it('finds by composition and shows titles in the visitor’s language', async () => {
    const byInci = (await get('/api/products?q=butyrospermum', { 'x-language': 'pl-PL' })).json<{
      items: { id: string; title: string }[];
    }>();
    expect(byInci.items).toContainEqual(expect.objectContaining({ id: polishId, title: 'Nawilżający krem na dzień' }));
    const german = (await get(`/api/products/${polishId}`, { 'x-language': 'de-DE' })).json<{
      title: string;
      language: string;
    }>();
    expect(german).toMatchObject({ title: 'Moisturising Day Cream', language: 'en-US' });
  });

  it('finds nothing for words no product has', async () => {
    expect((await get('/api/products?q=xylophone')).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('storefront filters, sorting and pages', () => {
  let fresh: TestApp;
  let ids: Record<string, string>;
  let other: { categoryId: string; subcategoryId: string };
  let seller: { token: string; companyId: string };
  let rival: { token: string; companyId: string };

  beforeAll(async () => {
    fresh = await createTestApp();
    const token = await adminToken(fresh.app);
    const face = await createCategoryTree(fresh.app, token, 'Face');
    other = await createCategoryTree(fresh.app, token, 'Hair');
    seller = await sellerWithCompany(fresh.app);
    rival = await sellerWithCompany(fresh.app);
    const add = (who: { token: string }, title: string, overrides: Parameters<typeof productInput>[1]) =>
      addProduct(
        fresh.app,
        who.token,
        productInput(face.categoryId, { translations: { 'en-US': { title } }, ...overrides }),
      );
    ids = {
      cheap: await add(seller, 'Cheap face cream', { price: 900, subcategoryId: face.subcategoryId }),
      mid: await add(seller, 'Mid face cream', { price: 2500, subcategoryId: face.subcategoryId, lastPrice: 3200 }),
      used: await add(seller, 'Used face cream', { price: 1500, condition: 'used' }),
      empty: await add(seller, 'Sold out face cream', { price: 2000, stock: 0 }),
      rivals: await add(rival, 'Rival face cream', { price: 2600 }),
      hair: await addProduct(
        fresh.app,
        seller.token,
        productInput(other.categoryId, { price: 1000, translations: { 'en-US': { title: 'Hair oil' } } }),
      ),
    };
    const pending = await sellerWithCompany(fresh.app, 'pending');
    ids.pending = await add(pending, 'Pending face cream', { price: 1200 });
  });
  afterAll(() => fresh.close());

  const titles = async (query: string) =>
    (await fresh.app.inject({ method: 'GET', url: `/api/products?${query}` })).json<{
      items: { title: string }[];
      total: number;
    }>();

  it('shows only active products of approved companies', async () => {
    const all = await titles('');
    expect(all.total).toBe(6);
    expect(all.items.map((item) => item.title)).not.toContain('Pending face cream');
  });

  it('combines category, price range, condition and stock filters', async () => {
    const face = (
      await titles(
        `category=${(await fresh.app.inject({ method: 'GET', url: '/api/categories' })).json<{ id: string; name: string }[]>().find((c) => c.name.startsWith('Face'))?.id}&minPrice=1000&maxPrice=2600&condition=new&inStock=true&sort=price_asc`,
      )
    ).items.map((item) => item.title);
    expect(face).toEqual(['Mid face cream', 'Rival face cream']);
  });

  it('filters by company, subcategory and special offer', async () => {
    expect((await titles(`company=${rival.companyId}`)).items.map((item) => item.title)).toEqual(['Rival face cream']);
    expect((await titles('specialOffer=true')).items.map((item) => item.title)).toEqual(['Mid face cream']);
    expect((await titles(`subcategory=${other.subcategoryId}`)).total).toBe(0);
  });

  it('sorts by price both ways and by newest', async () => {
    const ascending = (await titles('sort=price_asc')).items.map((item) => item.title);
    expect(ascending[0]).toBe('Cheap face cream');
    expect((await titles('sort=price_desc')).items[0]?.title).toBe('Rival face cream');
    expect((await titles('sort=newest')).items[0]?.title).toBe('Hair oil');
  });

  it('refuses a price range upside down', async () => {
    const response = await fresh.app.inject({ method: 'GET', url: '/api/products?minPrice=3000&maxPrice=1000' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps pages stable: 50 a page, no product twice, none missing', async () => {
    const many = await sellerWithCompany(fresh.app);
    const category =
      (await fresh.app.inject({ method: 'GET', url: '/api/categories' })).json<{ id: string }[]>()[0]?.id ?? '';
    for (let index = 0; index < 60; index++) {
      await addProduct(
        fresh.app,
        many.token,
        productInput(category, { price: 5000, translations: { 'en-US': { title: `Same price ${index}` } } }),
      );
    }
    const first = await titles(`company=${many.companyId}&sort=price_asc&page=1`);
    const second = await titles(`company=${many.companyId}&sort=price_asc&page=2`);
    expect(first.total).toBe(60);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(10);
    const seen = new Set([...first.items, ...second.items].map((item) => item.title));
    expect(seen.size).toBe(60);
  });

  it('makes a company’s products public when it is approved and hides them when suspended', async () => {
    expect((await fresh.app.inject({ method: 'GET', url: `/api/products/${ids.pending}` })).statusCode).toBe(404);
    const token = await adminToken(fresh.app);
    const companyId = (
      await fresh.app.inject({ method: 'GET', url: '/api/admin/companies?status=pending', headers: bearer(token) })
    ).json<{
      items: { id: string }[];
    }>().items[0]?.id;
    const act = (action: string) =>
      fresh.app.inject({
        method: 'POST',
        url: `/api/admin/companies/${companyId}/status`,
        headers: bearer(token),
        payload: { action },
      });
    expect((await act('approve')).statusCode).toBe(200);
    expect((await fresh.app.inject({ method: 'GET', url: `/api/products/${ids.pending}` })).statusCode).toBe(200);
    expect((await titles(`company=${companyId}`)).items.map((item) => item.title)).toEqual(['Pending face cream']);
    await act('suspend');
    expect((await fresh.app.inject({ method: 'GET', url: `/api/products/${ids.pending}` })).statusCode).toBe(404);
    expect((await titles(`company=${companyId}`)).total).toBe(0);
  });
});

describe('prices', () => {
  it('shows the lowest price of the 30 days before a reduction', async () => {
    const seller = await sellerWithCompany(app);
    const input = productInput(tree.categoryId, { price: 3000 });
    const id = await addProduct(app, seller.token, input);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await app.db.delete(productPriceHistory).where(eq(productPriceHistory.productId, id));
    await app.db.insert(productPriceHistory).values([
      { productId: id, price: 1800, effectiveFrom: daysAgo(45) },
      { productId: id, price: 2600, effectiveFrom: daysAgo(40) },
      { productId: id, price: 3000, effectiveFrom: daysAgo(10) },
    ]);
    const reduced = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${id}`,
      headers: bearer(seller.token),
      payload: { ...input, price: 2200, lastPrice: 3000 },
    });
    expect(reduced.json()).toMatchObject({ price: 2200, lowestPrice30d: 2600 });
    const card = (await get(`/api/products/${id}`)).json<Record<string, unknown>>();
    expect(card).toMatchObject({
      price: { amount: 2200, currency: 'EUR' },
      lastPrice: { amount: 3000, currency: 'EUR' },
      lowestPrice30d: { amount: 2600, currency: 'EUR' },
      pricePerUnit: { amount: 7333, currency: 'EUR', per: '100ml' },
      specialOffer: true,
    });
    const history = await app.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, id));
    expect(history.map((row) => row.price).sort()).toEqual([1800, 2200, 2600, 3000]);
  });
});

describe("prices in the visitor's currency", () => {
  const setRates = (rates: Record<string, number>) =>
    app.inject({ method: 'PUT', url: '/api/admin/currencies', headers: bearer(admin), payload: { rates } });
  const euros = (amount: number) => ({ amount, currency: 'EUR' });

  it('quotes every price at the stored rate with the euro base beside it; a new rate shows at once', async () => {
    await setRates({ PLN: 4.2735 });
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId, { price: 1299, lastPrice: 1599 }));
    // Asked once in euros first, so a cached euro answer cannot stand in for the złoty one.
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({ price: { ...euros(1299), base: euros(1299) } });

    const answer = await get(`/api/products/${id}`, { 'x-currency': 'PLN', 'accept-encoding': 'br' });
    // Caches between here and the visitor keep one copy per language, currency and encoding.
    expect(answer.headers.vary).toMatch(/x-language, x-currency/);
    const quoted = (await get(`/api/products/${id}`, { 'x-currency': 'PLN' })).json<Record<string, unknown>>();
    const atRate = (amount: number) => convertFromBase(money(amount, 'EUR'), 'PLN', 4_273_500).amount;
    expect(quoted).toMatchObject({
      price: { amount: 5551, currency: 'PLN', base: euros(1299) }, // 12.99 × 4.2735 = 55.512765
      lastPrice: { amount: atRate(1599), currency: 'PLN', base: euros(1599) },
      pricePerUnit: { amount: atRate(4330), currency: 'PLN', base: euros(4330), per: '100ml' },
    });
    const list = (await get(`/api/products?company=${seller.companyId}`, { 'x-currency': 'PLN' })).json<{
      items: { price: unknown }[];
    }>();
    expect(list.items[0]?.price).toEqual(quoted.price);

    await setRates({ PLN: 5 });
    expect((await get(`/api/products/${id}`, { 'x-currency': 'PLN' })).json()).toMatchObject({
      price: { amount: 6495, currency: 'PLN' },
    });
    expect((await get(`/api/products/${id}`, { 'x-currency': 'XYZ' })).json()).toMatchObject({
      price: euros(1299),
    });
  });

  it('filters by a price typed in another currency: exactly the prices shown as at least or at most it', async () => {
    await setRates({ PLN: 4.2735 });
    const seller = await sellerWithCompany(app);
    for (const price of [1299, 1300]) {
      await addProduct(app, seller.token, productInput(tree.categoryId, { price }));
    }
    const prices = async (query: string, currency = 'PLN') => {
      const answer = (
        await get(`/api/products?company=${seller.companyId}&sort=price_asc&${query}`, { 'x-currency': currency })
      ).json<{ items: { price: { base: { amount: number } } }[]; priceBounds: unknown }>();
      return { bases: answer.items.map((item) => item.price.base.amount), bounds: answer.priceBounds };
    };
    // 12.99 € shows as 55.51 zł, 13.00 € as 55.56 zł.
    expect(await prices('minPrice=5551&priceCurrency=PLN')).toEqual({
      bases: [1299, 1300],
      bounds: { min: { amount: 5551, currency: 'PLN' }, max: null },
    });
    expect((await prices('minPrice=5552&priceCurrency=PLN')).bases).toEqual([1300]);
    expect((await prices('maxPrice=5555&priceCurrency=PLN')).bases).toEqual([1299]);
    // The bounds come back in the currency prices are shown in, here euros.
    expect(await prices('minPrice=5552&maxPrice=6000&priceCurrency=PLN', 'EUR')).toEqual({
      bases: [1300],
      bounds: { min: euros(1300), max: euros(1404) },
    });
  });
});

describe('product page', () => {
  it('has a QR code of its address; a deactivated product has none and answers 404', async () => {
    const seller = await sellerWithCompany(app);
    const id = await addProduct(app, seller.token, productInput(tree.categoryId));
    const qr = await get(`/api/products/${id}/qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg/);

    await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${id}/active`,
      headers: bearer(seller.token),
      payload: { active: false },
    });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/products/${id}/qr.svg`)).statusCode).toBe(404);
    expect((await get('/api/products/not-a-uuid')).statusCode).toBe(404);
  });

  it('answers pages asked for at once (read together) each with its own product, and 404 for a hidden or unknown one', async () => {
    const seller = await sellerWithCompany(app);
    const titled = (title: string) =>
      productInput(tree.categoryId, {
        translations: { 'en-US': { ...productInput(tree.categoryId).translations['en-US']!, title } },
      });
    const rose = await addProduct(app, seller.token, titled('Rose balm'));
    const iris = await addProduct(app, seller.token, titled('Iris balm'));
    const lotus = await addProduct(app, seller.token, titled('Lotus balm'));
    await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${lotus}/active`,
      headers: bearer(seller.token),
      payload: { active: false },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const pages = await Promise.all([rose, iris, lotus, unknown, rose].map((id) => get(`/api/products/${id}`)));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 404, 404, 200]);
    expect(pages.map((page) => (page.statusCode === 200 ? page.json<{ title: string }>().title : null))).toEqual([
      'Rose balm',
      'Iris balm',
      null,
      null,
      'Rose balm',
    ]);
  });
});

describe('cached answers', () => {
  it('go to a browser compressed as it asks, the same JSON as uncompressed', async () => {
    const seller = await sellerWithCompany(app);
    for (const title of ['Rose cream', 'Iris cream', 'Lotus cream']) {
      await addProduct(
        app,
        seller.token,
        productInput(tree.categoryId, {
          translations: { 'en-US': { ...productInput(tree.categoryId).translations['en-US']!, title } },
        }),
      );
    }
    const url = `/api/products?company=${seller.companyId}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("clear a changed product's page and lists, and keep another seller's", async () => {
    const [rose, iris] = [await sellerWithCompany(app), await sellerWithCompany(app)];
    const roseInput = productInput(tree.categoryId, { price: 3000 });
    const roseId = await addProduct(app, rose.token, roseInput);
    const irisId = await addProduct(app, iris.token, productInput(tree.categoryId, { price: 5000 }));
    const roseList = `/api/products?company=${rose.companyId}`;
    expect((await get(`/api/products/${irisId}`)).json()).toMatchObject({ price: { amount: 5000 } });
    expect((await get(roseList)).json()).toMatchObject({ items: [{ id: roseId, price: { amount: 3000 } }] });

    // Behind the cache's back, so that only a cleared answer can show it.
    await app.db.update(products).set({ price: 5500 }).where(eq(products.id, irisId));
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${roseId}`,
      headers: bearer(rose.token),
      payload: { ...roseInput, price: 2800 },
    });
    expect(changed.statusCode).toBe(200);

    expect((await get(`/api/products/${roseId}`)).json()).toMatchObject({ price: { amount: 2800 } });
    expect((await get(roseList)).json()).toMatchObject({ items: [{ id: roseId, price: { amount: 2800 } }] });
    expect((await get(`/api/products/${irisId}`)).json()).toMatchObject({ price: { amount: 5000 } });
  });
});

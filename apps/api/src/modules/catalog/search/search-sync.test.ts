import type { Purchase } from '@glowmarket/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput } from '../../../../test/catalog';
import { eventually, startMeilisearch, type LocalMeilisearch } from '../../../../test/meilisearch-server';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../../test/orders';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer, signUp } from '../../../../test/users';
import { createMeilisearchClient, productsIndexUid } from './meilisearch';
import { rebuildSearchIndex } from './rebuild';

/**
 * With SEARCH_URL set, the engine's index follows the listings through jobs: an edit, a sell-out
 * and its return, a seller's suspension, a removal and the operator's synonyms; a rebuild swaps in
 * a whole index; the storefront still answers while the engine is down, and /api/ready says so.
 */

let testApp: TestApp;
let meili: LocalMeilisearch;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let indexUid: string;

beforeAll(async () => {
  meili = await startMeilisearch();
  testApp = await createTestApp({}, { env: meili.env });
  await testApp.app.ready();
  indexUid = productsIndexUid(testApp.config.databaseUrl, testApp.config.dataDir);
  await eventually(() => meili.sandbox.indexUids().includes(indexUid));
  shop = await prepareShop(testApp.app);
}, 60_000);

afterAll(async () => {
  await testApp.close();
  await meili.close();
});

const app = () => testApp.app;
const documentOf = (id: string) => meili.sandbox.documentsOf(indexUid)?.get(id);

/** Waits until the engine holds the product's document and it says what `check` wants. */
const engineShows = (id: string, check: (document: Record<string, unknown> | undefined) => boolean) =>
  eventually(() => meili.sandbox.isIdle() && check(documentOf(id)));

async function buy(seller: Awaited<ReturnType<typeof shop.sellerSelling>>, quantity: number) {
  const buyer = await signUp(app());
  await addToCart(app(), buyer.token, seller.productId, quantity);
  const placed = await placeOrder(
    app(),
    buyer.token,
    checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Purchase>().orders[0]!;
}

describe('the search engine kept in step by jobs', () => {
  it('takes a new product and its edits', async () => {
    const seller = await shop.sellerSelling({ price: 2500, stock: 5, delivery: 'dpd', fee: 500 });
    await engineShows(seller.productId, (document) => document?.price === 2500);
    expect(documentOf(seller.productId)).toMatchObject({ titles: ['Rose Hydrating Serum'], inStock: true });

    const edited = await app().inject({
      method: 'PATCH',
      url: `/api/seller/products/${seller.productId}`,
      headers: bearer(seller.token),
      payload: productInput(shop.categoryId, {
        price: 2900,
        stock: 5,
        translations: {
          'en-US': {
            title: 'Peony Night Serum',
            description: '',
            action: '',
            howToUse: '',
            composition: 'Aqua, Paeonia Lactiflora Extract',
            specialOffer: '',
          },
        },
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await engineShows(seller.productId, (document) => document?.price === 2900);
    expect(documentOf(seller.productId)).toMatchObject({
      titles: ['Peony Night Serum'],
      composition: ['Aqua, Paeonia Lactiflora Extract'],
    });
  });

  it('follows a sell-out and the stock coming back', async () => {
    const seller = await shop.sellerSelling({ price: 1800, stock: 2, delivery: 'dpd', fee: 500 });
    await engineShows(seller.productId, (document) => document?.inStock === true);
    const order = await buy(seller, 2);
    await engineShows(seller.productId, (document) => document?.inStock === false);

    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/seller/orders/${order.id}/status`,
      headers: bearer(seller.token),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await engineShows(seller.productId, (document) => document?.inStock === true);
  });

  it("drops a suspended seller's products and takes them back when reinstated", async () => {
    const seller = await shop.sellerSelling({ price: 3100, stock: 3, delivery: 'dpd', fee: 500 });
    await engineShows(seller.productId, (document) => document !== undefined);
    const status = (action: 'suspend' | 'reinstate') =>
      app().inject({
        method: 'POST',
        url: `/api/admin/companies/${seller.companyId}/status`,
        headers: bearer(shop.admin),
        payload: { action },
      });
    expect((await status('suspend')).statusCode).toBe(200);
    await engineShows(seller.productId, (document) => document === undefined);
    expect((await status('reinstate')).statusCode).toBe(200);
    await engineShows(seller.productId, (document) => document?.companyId === seller.companyId);
  });

  it('drops a removed product', async () => {
    const seller = await shop.sellerSelling({ price: 1200, stock: 3, delivery: 'dpd', fee: 500 });
    await engineShows(seller.productId, (document) => document !== undefined);
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/seller/products/${seller.productId}`,
      headers: bearer(seller.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await engineShows(seller.productId, (document) => document === undefined);
  });

  it("gives the engine the operator's synonym groups", async () => {
    const url = '/api/admin/search-synonyms';
    const added = await app().inject({
      method: 'POST',
      url,
      headers: bearer(shop.admin),
      payload: { words: ['Błyszczyk', 'lip gloss'] },
    });
    expect(added.statusCode).toBe(201);
    const synonyms = () => meili.sandbox.settingsOf(indexUid)?.synonyms ?? {};
    await eventually(() => meili.sandbox.isIdle() && synonyms().blyszczyk?.includes('lip gloss') === true);
    expect(synonyms()['lip gloss']).toEqual(['blyszczyk']);
    // The shipped groups are there too.
    expect(synonyms().sunscreen).toEqual(expect.arrayContaining(['spf', 'krem z filtrem', '防晒']));

    const { id } = added.json<{ id: string }>();
    expect(
      (await app().inject({ method: 'DELETE', url: `${url}/${id}`, headers: bearer(shop.admin) })).statusCode,
    ).toBe(204);
    await eventually(() => meili.sandbox.isIdle() && synonyms().blyszczyk === undefined);
  });
});

describe('a rebuild', () => {
  it('builds a whole index beside the live one and swaps it in', async () => {
    const seller = await shop.sellerSelling({ price: 4100, stock: 3, delivery: 'dpd', fee: 500 });
    await engineShows(seller.productId, (document) => document !== undefined);
    const client = createMeilisearchClient({ url: meili.env.SEARCH_URL, apiKey: meili.env.SEARCH_API_KEY });
    // The live index loses a document behind the jobs' back.
    await client.write('DELETE', `/indexes/${indexUid}/documents/${seller.productId}`);
    expect(documentOf(seller.productId)).toBeUndefined();

    const count = await rebuildSearchIndex({ db: app().db, client, indexUid });
    expect(count).toBe(meili.sandbox.documentsOf(indexUid)?.size);
    expect(documentOf(seller.productId)).toMatchObject({ price: 4100 });
    expect(meili.sandbox.indexUids()).toEqual([indexUid]);
    expect(meili.sandbox.settingsOf(indexUid)).toMatchObject({
      searchableAttributes: ['titles', 'brand', 'composition'],
      rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
    });
  });
});

describe('while the engine is down', () => {
  it('the storefront still finds products (PostgreSQL answers), and /api/ready reports the engine', async () => {
    const ready = await app().inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toMatchObject({ status: 'ready', search: 'up' });
    const seller = await shop.sellerSelling({ price: 2200, stock: 3, delivery: 'dpd', fee: 500 });
    await engineShows(seller.productId, (document) => document !== undefined);

    await meili.stop();
    try {
      const found = await app().inject({ method: 'GET', url: '/api/products?q=rose%20serum&sort=price_asc' });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(seller.productId);
      const notReady = await app().inject({ method: 'GET', url: '/api/ready' });
      // Search falls back to PostgreSQL: the instance still takes requests.
      expect(notReady.statusCode).toBe(200);
      expect(notReady.json()).toMatchObject({ status: 'ready', search: 'down' });
    } finally {
      await meili.start();
    }
  });
});

describe('the start', () => {
  it('fails naming SEARCH_URL when the engine does not answer, and SEARCH_API_KEY when it refuses the key', async () => {
    const other = await startMeilisearch();
    await other.stop();
    await expect(createTestApp({}, { env: other.env })).rejects.toThrow(/SEARCH_URL/);
    await other.start();
    await expect(createTestApp({}, { env: { ...other.env, SEARCH_API_KEY: 'wrong-key' } })).rejects.toThrow(
      /SEARCH_API_KEY/,
    );
    await other.close();
  });
});

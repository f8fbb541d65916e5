import type { catalogPageSchema } from '@glowmarket/shared/catalog';
import type { Purchase } from '@glowmarket/shared/orders';
import type { ManagedRating, ManagedRatings, MyRating, ProductRatings } from '@glowmarket/shared/reviews';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';

type CatalogPage = z.infer<typeof catalogPageSchema>;

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp(
    { logLevel: 'info', logFormat: 'json' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const app = (): FastifyInstance => testApp.app;

type Seller = Awaited<ReturnType<typeof shop.sellerSelling>>;

/** A seller with one product; its first sale is bought by a new buyer. */
async function sellerWithSale(price = 2000) {
  return shop.sellerSelling({ price, stock: 20, delivery: 'dpd', fee: 500 });
}

/** A new buyer's order of the seller's product, moved as far as `until`. */
async function buy(seller: Seller, until: 'placed' | 'delivered', buyer?: { token: string }) {
  const who = buyer ?? (await signUp(app(), { firstName: 'Maja', lastName: 'nowak' }));
  await addToCart(app(), who.token, seller.productId, 1);
  const placed = await placeOrder(
    app(),
    who.token,
    checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
  );
  expect(placed.statusCode).toBe(201);
  const order = placed.json<Purchase>().orders[0]!;
  if (until === 'delivered') {
    for (const body of [
      { status: 'paid' },
      { status: 'packed' },
      { status: 'shipped', trackingNumber: 'DPD-0001234567' },
      { status: 'delivered' },
    ]) {
      const moved = await app().inject({
        method: 'POST',
        url: `/api/seller/orders/${order.id}/status`,
        headers: bearer(seller.token),
        payload: body,
      });
      expect(moved.statusCode).toBe(200);
    }
  }
  return who;
}

function rate(token: string, payload: Record<string, unknown>, language = 'en-US') {
  return app().inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { ...bearer(token), 'x-language': language },
    payload,
  });
}

async function ratingsOf(productId: string, query = '') {
  const response = await app().inject({ method: 'GET', url: `/api/reviews/products/${productId}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductRatings>();
}

async function cardOf(seller: Seller) {
  const list = await app().inject({ method: 'GET', url: `/api/products?company=${seller.companyId}` });
  return list.json<CatalogPage>().items.find((item) => item.id === seller.productId);
}

describe('rating a bought product', () => {
  it('refuses a buyer whose order with the product was not delivered, with a message saying why', async () => {
    const seller = await sellerWithSale();
    const buyer = await buy(seller, 'placed');
    const refused = await rate(buyer.token, { productId: seller.productId, rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'rating_not_delivered',
      error: 'You can rate a product once an order with it has been delivered to you.',
    });
    // Nor may someone who never bought it.
    const stranger = await signUp(app());
    expect((await rate(stranger.token, { productId: seller.productId, rating: 4 })).statusCode).toBe(403);
    expect((await ratingsOf(seller.productId)).summary.count).toBe(0);
  });

  it('asks to rate and then send when the item or the stars are missing, and refuses a 61-character comment', async () => {
    const seller = await sellerWithSale();
    const buyer = await buy(seller, 'delivered');
    const noStars = await rate(buyer.token, { productId: seller.productId, comment: 'Nice' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'body.rating', reason: 'rateThenSend', message: 'Rate and then send' }] },
    });
    const noItem = await rate(buyer.token, { rating: 4 });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json()).toMatchObject({ details: { fields: [{ field: 'body.productId', reason: 'rateThenSend' }] } });

    const long = await rate(buyer.token, { productId: seller.productId, rating: 4, comment: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ details: { fields: [{ field: 'body.comment', reason: 'tooLong' }] } });
    const sixty = await rate(buyer.token, { productId: seller.productId, rating: 4, comment: 'x'.repeat(60) });
    expect(sixty.statusCode).toBe(201);
  });

  it('keeps one rating per buyer and product: sending again changes it', async () => {
    const seller = await sellerWithSale();
    const buyer = await buy(seller, 'delivered');
    const first = await rate(
      buyer.token,
      { productId: seller.productId, rating: 3, comment: 'Dobry krem', skinType: 'dry' },
      'pl-PL',
    );
    expect(first.statusCode).toBe(201);
    const second = await rate(buyer.token, { productId: seller.productId, rating: 5, comment: 'Po miesiącu: świetny' });
    expect(second.statusCode).toBe(200);
    expect(second.json<MyRating>()).toMatchObject({ id: first.json<MyRating>().id, rating: 5, skinType: null });

    const ratings = await ratingsOf(seller.productId);
    expect(ratings.summary).toEqual({
      average: 5,
      count: 1,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(ratings.items).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Po miesiącu: świetny', author: 'Maja N.', language: 'en-US' }),
    ]);
    expect((await cardOf(seller))?.rating).toEqual({ average: 5, count: 1 });
    const detail = await app().inject({ method: 'GET', url: `/api/products/${seller.productId}` });
    expect(detail.json()).toMatchObject({ rating: { average: 5, count: 1 } });

    const mine = await app().inject({
      method: 'GET',
      url: `/api/reviews/mine?products=${seller.productId}`,
      headers: bearer(buyer.token),
    });
    expect(mine.json<{ items: MyRating[] }>().items).toEqual([
      expect.objectContaining({ productId: seller.productId, rating: 5, hidden: false }),
    ]);
  });

  it('filters a product’s ratings by skin type and pages them newest first', async () => {
    const seller = await sellerWithSale();
    for (const [rating, skinType] of [
      [4, 'oily'],
      [2, 'dry'],
      [5, 'oily'],
    ] as const) {
      const buyer = await buy(seller, 'delivered');
      expect((await rate(buyer.token, { productId: seller.productId, rating, skinType })).statusCode).toBe(201);
    }
    const oily = await ratingsOf(seller.productId, '?skinType=oily');
    expect(oily.total).toBe(2);
    expect(oily.items.map((item) => item.rating)).toEqual([5, 4]);
    // The summary is the product's, whatever the filter.
    expect(oily.summary).toMatchObject({ average: 3.67, count: 3 });
    expect((await ratingsOf(seller.productId, '?skinType=sensitive')).items).toEqual([]);
  });
});

describe('the operator hiding a rating', () => {
  it('takes it out of the page and the average, logs who and why, and can show it again', async () => {
    const seller = await sellerWithSale();
    const fan = await buy(seller, 'delivered');
    const troll = await buy(seller, 'delivered');
    await rate(fan.token, { productId: seller.productId, rating: 5, comment: 'Love it' });
    const abusive = (
      await rate(troll.token, { productId: seller.productId, rating: 1, comment: 'Spam spam' })
    ).json<MyRating>();
    expect((await cardOf(seller))?.rating).toEqual({ average: 3, count: 2 });

    // Only the operator may.
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/admin/reviews/${abusive.id}/hide`,
          headers: bearer(seller.token),
          payload: { reason: 'Spam' },
        })
      ).statusCode,
    ).toBe(403);
    const hidden = await app().inject({
      method: 'POST',
      url: `/api/admin/reviews/${abusive.id}/hide`,
      headers: bearer(shop.admin),
      payload: { reason: 'Advertising, not a review' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ManagedRating>().hidden).toMatchObject({ reason: 'Advertising, not a review' });

    const ratings = await ratingsOf(seller.productId);
    expect(ratings.summary).toMatchObject({ average: 5, count: 1 });
    expect(ratings.items.map((item) => item.comment)).toEqual(['Love it']);
    expect((await cardOf(seller))?.rating).toEqual({ average: 5, count: 1 });
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'rating hidden', ratingId: abusive.id, reason: 'Advertising, not a review' }),
    );
    expect(logged.find((line) => line.msg === 'rating hidden')?.operatorId).toEqual(expect.any(String));

    // The buyer still sees its own rating, marked hidden.
    const mine = await app().inject({
      method: 'GET',
      url: `/api/reviews/mine?products=${seller.productId}`,
      headers: bearer(troll.token),
    });
    expect(mine.json<{ items: MyRating[] }>().items[0]).toMatchObject({ hidden: true });

    const hiddenList = await app().inject({
      method: 'GET',
      url: '/api/admin/reviews?hidden=true',
      headers: bearer(shop.admin),
    });
    expect(hiddenList.json<ManagedRatings>().items.map((item) => item.id)).toContain(abusive.id);

    const shown = await app().inject({
      method: 'POST',
      url: `/api/admin/reviews/${abusive.id}/show`,
      headers: bearer(shop.admin),
    });
    expect(shown.json<ManagedRating>().hidden).toBeNull();
    expect((await ratingsOf(seller.productId)).summary).toMatchObject({ average: 3, count: 2 });
  });

  it('asks for a reason', async () => {
    const seller = await sellerWithSale();
    const buyer = await buy(seller, 'delivered');
    const rating = (await rate(buyer.token, { productId: seller.productId, rating: 2 })).json<MyRating>();
    const refused = await app().inject({
      method: 'POST',
      url: `/api/admin/reviews/${rating.id}/hide`,
      headers: bearer(shop.admin),
      payload: { reason: ' ' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe("a seller's ratings", () => {
  it('shows a seller only its own products’ ratings; another’s answer 404', async () => {
    const mine = await sellerWithSale();
    const theirs = await sellerWithSale();
    const buyer = await buy(mine, 'delivered');
    await buy(theirs, 'delivered', buyer);
    const own = (await rate(buyer.token, { productId: mine.productId, rating: 4, comment: 'Fine' })).json<MyRating>();
    const foreign = (await rate(buyer.token, { productId: theirs.productId, rating: 2 })).json<MyRating>();

    const list = await app().inject({ method: 'GET', url: '/api/seller/reviews', headers: bearer(mine.token) });
    expect(list.statusCode).toBe(200);
    const page = list.json<ManagedRatings>();
    expect(page.items.map((item) => item.id)).toEqual([own.id]);
    expect(page.items[0]).toMatchObject({ product: { id: mine.productId }, hidden: null });
    expect(page.items[0]?.product.title).not.toBe('');

    const one = await app().inject({
      method: 'GET',
      url: `/api/seller/reviews/${own.id}`,
      headers: bearer(mine.token),
    });
    expect(one.statusCode).toBe(200);
    const other = await app().inject({
      method: 'GET',
      url: `/api/seller/reviews/${foreign.id}`,
      headers: bearer(mine.token),
    });
    expect(other.statusCode).toBe(404);
    const byForeignProduct = await app().inject({
      method: 'GET',
      url: `/api/seller/reviews?product=${theirs.productId}`,
      headers: bearer(mine.token),
    });
    expect(byForeignProduct.statusCode).toBe(404);
    const byOwnProduct = await app().inject({
      method: 'GET',
      url: `/api/seller/reviews?product=${mine.productId}`,
      headers: bearer(mine.token),
    });
    expect(byOwnProduct.json<ManagedRatings>().total).toBe(1);
    // A buyer is no seller.
    expect(
      (await app().inject({ method: 'GET', url: '/api/seller/reviews', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
  });
});

describe('the catalog by rating', () => {
  it('sorts by the average rating and keeps only those at least as good as asked', async () => {
    const best = await sellerWithSale();
    const middling = await sellerWithSale();
    const unrated = await sellerWithSale();
    const buyer = await buy(best, 'delivered');
    await buy(middling, 'delivered', buyer);
    await rate(buyer.token, { productId: best.productId, rating: 5 });
    await rate(buyer.token, { productId: middling.productId, rating: 3 });
    const ours = [best.productId, middling.productId, unrated.productId];

    const sorted = await app().inject({ method: 'GET', url: `/api/products?category=${shop.categoryId}&sort=rating` });
    expect(sorted.statusCode).toBe(200);
    const order = sorted
      .json<CatalogPage>()
      .items.map((item) => item.id)
      .filter((id) => ours.includes(id));
    expect(order).toEqual([best.productId, middling.productId, unrated.productId]);

    const atLeastFour = await app().inject({
      method: 'GET',
      url: `/api/products?category=${shop.categoryId}&minRating=4`,
    });
    const found = atLeastFour.json<CatalogPage>().items.map((item) => item.id);
    expect(found).toContain(best.productId);
    expect(found).not.toContain(middling.productId);
    expect(found).not.toContain(unrated.productId);

    expect((await app().inject({ method: 'GET', url: '/api/products?minRating=6' })).statusCode).toBe(400);
  });
});

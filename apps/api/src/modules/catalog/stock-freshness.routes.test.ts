import type { ProductCard, ProductDetail } from '@glowmarket/shared/catalog';
import type { Purchase } from '@glowmarket/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';

/**
 * What the storefront shows of a product's stock is the database's right after an order, though
 * catalog answers are cached (CATALOG_CACHE_TTL_MS, 30 s here as by default): an order clears the
 * product's page, and the lists once the product sells out or comes back.
 */

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;

beforeAll(async () => {
  testApp = await createTestApp({ catalogCacheTtlMs: 30_000 });
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

async function productPage(id: string) {
  const response = await app().inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
}

async function sellerList(companyId: string) {
  const response = await app().inject({ method: 'GET', url: `/api/products?company=${companyId}` });
  return response.json<{ items: ProductCard[] }>().items;
}

describe("a product's stock on the storefront", () => {
  it('is the new stock right after an order, and in-stock flips in the lists when the last pieces go and come back', async () => {
    const seller = await shop.sellerSelling({ price: 2500, stock: 5, delivery: 'dpd', fee: 500 });
    const buy = async (quantity: number) => {
      const buyer = await signUp(app());
      await addToCart(app(), buyer.token, seller.productId, quantity);
      const placed = await placeOrder(
        app(),
        buyer.token,
        checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<Purchase>().orders[0]!;
    };

    // Both answers are now in the cache.
    expect(await productPage(seller.productId)).toMatchObject({ stock: 5, inStock: true });
    expect(await sellerList(seller.companyId)).toMatchObject([{ id: seller.productId, inStock: true }]);

    await buy(2);
    expect(await productPage(seller.productId)).toMatchObject({ stock: 3, inStock: true });
    expect(await sellerList(seller.companyId)).toMatchObject([{ id: seller.productId, inStock: true }]);

    const last = await buy(3);
    expect(await productPage(seller.productId)).toMatchObject({ stock: 0, inStock: false });
    expect(await sellerList(seller.companyId)).toMatchObject([{ id: seller.productId, inStock: false }]);

    // Cancelled, the order puts its pieces back: the page and the lists show them at once.
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/seller/orders/${last.id}/status`,
      headers: bearer(seller.token),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await productPage(seller.productId)).toMatchObject({ stock: 3, inStock: true });
    expect(await sellerList(seller.companyId)).toMatchObject([{ id: seller.productId, inStock: true }]);
  });
});

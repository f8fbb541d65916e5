import type { Cart } from '@glowmarket/shared/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { deleteVisitorCartsBefore } from './cart.repository';

let testApp: TestApp;
let seller: { token: string; companyId: string };
let other: { token: string; companyId: string };
let categoryId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await adminToken(testApp.app);
  categoryId = (await createCategoryTree(testApp.app, admin)).categoryId;
  seller = await sellerWithCompany(testApp.app);
  other = await sellerWithCompany(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

function product(token: string, overrides: Parameters<typeof productInput>[1] = {}) {
  return addProduct(testApp.app, token, productInput(categoryId, overrides));
}

type Caller = { token?: string | null; cart?: string | null; currency?: string };

function headersOf(caller: Caller) {
  return {
    ...(caller.token ? bearer(caller.token) : {}),
    ...(caller.cart ? { 'x-cart-token': caller.cart } : {}),
    ...(caller.currency ? { 'x-currency': caller.currency } : {}),
  };
}

async function call(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await testApp.app.inject({ method, url, headers: headersOf(caller), ...(payload && { payload }) });
  return {
    status: response.statusCode,
    body: response.json<Cart & { code?: string; error?: string; details?: unknown }>(),
  };
}

const add = (caller: Caller, productId: string, quantity: number) =>
  call(caller, 'POST', '/api/cart/lines', { productId, quantity });

describe('a visitor’s cart', () => {
  it('is made with the first line and found again by the token it hands out, lines grouped by seller', async () => {
    const serum = await product(seller.token, { price: 3900, stock: 5 });
    const cream = await product(other.token, { price: 2450, stock: 3 });
    const first = await add({}, serum, 2);
    expect(first.status).toBe(200);
    const cart = first.body.cartToken;
    expect(cart).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await add({ cart }, cream, 1);

    const again = await call({ cart }, 'GET', '/api/cart');
    expect(again.body).toMatchObject({ cartToken: null, itemCount: 3, total: { amount: 2 * 3900 + 2450 } });
    expect(again.body.sellers.map((group) => [group.company.id, group.subtotal.amount])).toEqual([
      [seller.companyId, 7800],
      [other.companyId, 2450],
    ]);
    // Another visitor, or none, sees an empty cart.
    expect((await call({}, 'GET', '/api/cart')).body).toMatchObject({ itemCount: 0, sellers: [] });
  });

  it("refuses more than is in stock with 'I don't have that quantity' and what is left, keeping the line", async () => {
    const serum = await product(seller.token, { stock: 3 });
    const { cartToken: cart } = (await add({}, serum, 2)).body;
    const more = await add({ cart }, serum, 2);
    expect(more.status).toBe(422);
    expect(more.body).toMatchObject({
      code: 'insufficient_stock',
      error: "I don't have that quantity",
      details: { productId: serum, available: 3 },
    });
    const set = await call({ cart }, 'PUT', `/api/cart/lines/${serum}`, { quantity: 4 });
    expect(set.status).toBe(422);
    const lines = (await call({ cart }, 'GET', '/api/cart')).body.sellers[0]?.lines;
    expect(lines).toMatchObject([{ productId: serum, quantity: 2, available: 3 }]);
  });

  it('says when a price changed since the line was added, and quotes in the visitor’s currency', async () => {
    const serum = await product(seller.token, { price: 3900 });
    const { cartToken: cart } = (await add({}, serum, 1)).body;
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${serum}`,
      headers: bearer(seller.token),
      payload: productInput(categoryId, { price: 3500, lastPrice: 3900 }),
    });
    expect(changed.statusCode).toBe(200);
    const line = (await call({ cart, currency: 'PLN' }, 'GET', '/api/cart')).body.sellers[0]?.lines[0];
    expect(line).toMatchObject({
      unitPrice: { currency: 'PLN', base: { amount: 3500 } },
      previousUnitPrice: { currency: 'PLN', base: { amount: 3900 } },
    });
  });

  it('changes, removes and empties only its own lines', async () => {
    const serum = await product(seller.token);
    const mask = await product(seller.token);
    const { cartToken: cart } = (await add({}, serum, 1)).body;
    await add({ cart }, mask, 1);
    expect((await call({ cart }, 'PUT', `/api/cart/lines/${serum}`, { quantity: 3 })).body.itemCount).toBe(4);
    // Without the token there is no cart to change.
    expect((await call({}, 'DELETE', `/api/cart/lines/${serum}`)).status).toBe(404);
    expect((await call({ cart }, 'DELETE', `/api/cart/lines/${serum}`)).body.itemCount).toBe(1);
    expect((await call({ cart }, 'DELETE', '/api/cart')).body).toMatchObject({ itemCount: 0, sellers: [] });
  });

  it('takes only products that are for sale', async () => {
    const hidden = await product(seller.token, { active: false });
    expect((await add({}, hidden, 1)).status).toBe(404);
    expect((await add({}, '00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await add({}, hidden, 0)).status).toBe(400);
  });
});

describe('at login', () => {
  it('the visitor’s cart joins the buyer’s, quantities summed and capped at stock, and is gone', async () => {
    const serum = await product(seller.token, { stock: 4 });
    const cream = await product(other.token, { stock: 9 });
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, serum, 3);
    const { cartToken: cart } = (await add({}, serum, 2)).body;
    await add({ cart }, cream, 2);

    const merged = await call({ token: buyer.token }, 'POST', '/api/cart/merge', { cartToken: cart });
    expect(merged.status).toBe(200);
    const quantities = merged.body.sellers.flatMap((group) =>
      group.lines.map((line) => [line.productId, line.quantity]),
    );
    expect(quantities).toEqual([
      [serum, 4],
      [cream, 2],
    ]);
    // The visitor's token no longer finds a cart; the buyer's cart is found by the session.
    expect((await call({ cart }, 'GET', '/api/cart')).body.itemCount).toBe(0);
    expect((await call({ token: buyer.token }, 'GET', '/api/cart')).body.itemCount).toBe(6);
    expect((await call({}, 'POST', '/api/cart/merge', { cartToken: cart })).status).toBe(401);
  });
});

describe('abandoned carts', () => {
  it('are deleted for visitors after a while; a buyer’s cart stays', async () => {
    const serum = await product(seller.token);
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, serum, 1);
    const { cartToken: cart } = (await add({}, serum, 1)).body;
    expect(await deleteVisitorCartsBefore(testApp.app.db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await call({ cart }, 'GET', '/api/cart')).body.itemCount).toBe(0);
    expect((await call({ token: buyer.token }, 'GET', '/api/cart')).body.itemCount).toBe(1);
  });
});

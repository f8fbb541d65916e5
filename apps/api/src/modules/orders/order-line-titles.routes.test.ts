import type { BuyerOrderList, SellerOrderList } from '@glowmarket/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput } from '../../../test/catalog';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { orderLines } from './orders.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('order lines', () => {
  it("show the product's title in the viewer's language while the product has it, else the title bought under", async () => {
    const shop = await prepareShop(testApp.app);
    const rose = await shop.sellerSelling({ price: 3990, stock: 5, delivery: 'dpd', fee: 599 });
    const buyer = await signUp(testApp.app);
    await addToCart(testApp.app, buyer.token, rose.productId, 1);
    const placed = await placeOrder(
      testApp.app,
      buyer.token,
      checkout([{ companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' }]),
    );
    expect(placed.statusCode).toBe(201);

    // The seller writes the product in Polish after the sale.
    const base = productInput(shop.categoryId, { price: 3990, stock: 4 });
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${rose.productId}`,
      headers: bearer(rose.token),
      payload: {
        ...base,
        translations: {
          ...base.translations,
          'pl-PL': {
            title: 'Serum nawilżające z różą',
            description: 'Lekkie serum z wodą różaną do każdego typu skóry.',
            action: 'Nawilża i wygładza skórę.',
            howToUse: 'Nakładaj dwie krople rano i wieczorem.',
            composition: 'Aqua, Rosa Damascena Flower Water, Glycerin, Sodium Hyaluronate',
            specialOffer: '',
          },
        },
      },
    });
    expect(renamed.statusCode).toBe(200);

    const buyerLines = async (language: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/orders',
          headers: { ...bearer(buyer.token), 'x-language': language },
        })
      )
        .json<BuyerOrderList>()
        .items.flatMap((order) => order.lines.map((line) => line.title));
    expect(await buyerLines('pl-PL')).toEqual(['Serum nawilżające z różą']);
    expect(await buyerLines('en-US')).toEqual(['Rose Hydrating Serum']);
    // Not written in German: the title it was bought under, not the product's default language.
    expect(await buyerLines('de-DE')).toEqual(['Rose Hydrating Serum']);

    const seller = await testApp.app.inject({
      method: 'GET',
      url: '/api/seller/orders',
      headers: { ...bearer(rose.token), 'x-language': 'pl-PL' },
    });
    expect(seller.json<SellerOrderList>().items.flatMap((order) => order.lines.map((line) => line.title))).toEqual([
      'Serum nawilżające z różą',
    ]);

    // The stored line keeps what was bought, for statements and invoices.
    const orderId = placed.json<{ orders: { id: string }[] }>().orders[0]?.id ?? '';
    const stored = await testApp.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(stored.map((line) => line.title)).toEqual(['Rose Hydrating Serum']);
  });
});

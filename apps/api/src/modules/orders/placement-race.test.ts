import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../test/arbitraries';
import { addToCart, checkout, placeOrder, prepareShop, stockOf } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { rowsOf } from '../../db/client';
import { products } from '../catalog/catalog.tables';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ dbPoolMax: 8 });
});

afterAll(async () => {
  await testApp.close();
});

describe('placing orders at once', () => {
  it('never oversells: 64 buyers for the last 10 pieces, 50 rounds of random quantities', async () => {
    const app = testApp.app;
    const shop = await prepareShop(app);
    const seller = await shop.sellerSelling({ price: 1990, stock: 10, delivery: 'dpd', fee: 500 });
    const buyers = [];
    for (let index = 0; index < 64; index += 1) buyers.push(await signUp(app));
    const delivery = checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]);
    const random = seeded(1125);
    const inCart = new Array<number>(buyers.length).fill(0);
    let soldBefore = 0;

    for (let round = 0; round < 50; round += 1) {
      await app.db.update(products).set({ stock: 10 }).where(eq(products.id, seller.productId));
      const wanted = buyers.map(() => 1 + Math.floor(random() * 3));
      await Promise.all(
        buyers.map(async (buyer, index) => {
          if (inCart[index] === 0) await addToCart(app, buyer.token, seller.productId, wanted[index]!);
          else {
            await app.inject({
              method: 'PUT',
              url: `/api/cart/lines/${seller.productId}`,
              headers: bearer(buyer.token),
              payload: { quantity: wanted[index] },
            });
          }
          inCart[index] = wanted[index]!;
        }),
      );

      const answers = await Promise.all(buyers.map((buyer) => placeOrder(app, buyer.token, delivery)));
      let sold = 0;
      answers.forEach((answer, index) => {
        if (answer.statusCode === 201) {
          sold += wanted[index]!;
          inCart[index] = 0;
          return;
        }
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toMatchObject({
          code: 'insufficient_stock',
          error: "I don't have that quantity",
          details: { productId: seller.productId },
        });
      });
      const left = await stockOf(app, seller.productId);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(sold).toBeLessThanOrEqual(10);
      expect(left).toBe(10 - sold);
      expect(answers.some((answer) => answer.statusCode === 422)).toBe(true);

      // What the orders hold is exactly what was taken.
      const [row] = rowsOf<{ quantity: number }>(
        await app.db.execute(
          sql`select coalesce(sum(quantity), 0)::int as quantity from order_lines where product_id = ${seller.productId}`,
        ),
      );
      expect(row?.quantity).toBe(soldBefore + sold);
      soldBefore += sold;
    }
  }, 240_000);
});

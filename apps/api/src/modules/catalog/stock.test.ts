import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../test/catalog';
import { seeded } from '../../../test/arbitraries';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/context';
import { createResponseCache } from '../../lib/response-cache';
import { backgroundContext } from '../../plugins/request-context';
import { products } from './catalog.tables';
import { createProductsService, type ProductsServiceDeps } from './products.service';

let testApp: TestApp;
let service: ReturnType<typeof createProductsService>;
let productId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await adminToken(testApp.app);
  const { categoryId } = await createCategoryTree(testApp.app, admin);
  const seller = await sellerWithCompany(testApp.app);
  productId = await addProduct(testApp.app, seller.token, productInput(categoryId, { stock: 10 }));
  // Taking and returning stock touches the database and the cache only.
  service = createProductsService({
    storage: testApp.app.storage,
    cache: createResponseCache({ maxEntries: 10, ttlMs: 1000 }),
    publicUrl: 'http://localhost:3000',
    sellers: {} as ProductsServiceDeps['sellers'],
    currencies: {} as ProductsServiceDeps['currencies'],
    synonyms: {} as ProductsServiceDeps['synonyms'],
  });
});

afterAll(async () => {
  await testApp.close();
});

async function stockNow(): Promise<number> {
  const [row] = await testApp.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? -1;
}

describe('stock taken at placement', () => {
  it('never goes below zero nor sells more than there was: 64 buyers at once for the last 10, 50 times', async () => {
    const random = seeded(20261125);
    for (let round = 0; round < 50; round += 1) {
      await testApp.app.db.update(products).set({ stock: 10 }).where(eq(products.id, productId));
      const wanted = Array.from({ length: 64 }, () => 1 + Math.floor(random() * 3));
      const outcomes = await Promise.allSettled(
        wanted.map((quantity) =>
          inTransaction(backgroundContext(testApp.app, `race-${round}`), (tx) =>
            service.takeStock(tx, [{ productId, quantity }]),
          ),
        ),
      );
      const sold = outcomes.reduce(
        (sum, outcome, index) => sum + (outcome.status === 'fulfilled' ? wanted[index]! : 0),
        0,
      );
      const left = await stockNow();
      expect(left).toBeGreaterThanOrEqual(0);
      expect(sold).toBeLessThanOrEqual(10);
      expect(left).toBe(10 - sold);
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') continue;
        expect(outcome.reason).toBeInstanceOf(AppError);
        expect(outcome.reason).toMatchObject({
          code: 'insufficient_stock',
          message: "I don't have that quantity",
          details: { productId },
        });
      }
      // Buyers wanted far more than 10: some were refused.
      expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
    }
  });

  it('takes all lines of an order or none, and returns what a cancelled order took', async () => {
    await testApp.app.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    const order = [
      { productId, quantity: 2 },
      { productId, quantity: 4 },
    ];
    await expect(
      inTransaction(backgroundContext(testApp.app, 'all-or-none'), (tx) => service.takeStock(tx, order)),
    ).rejects.toMatchObject({ code: 'insufficient_stock', details: { productId, available: 3 } });
    expect(await stockNow()).toBe(5);

    await inTransaction(backgroundContext(testApp.app, 'take'), (tx) =>
      service.takeStock(tx, [{ productId, quantity: 5 }]),
    );
    expect(await stockNow()).toBe(0);
    await inTransaction(backgroundContext(testApp.app, 'return'), (tx) =>
      service.returnStock(tx, [{ productId, quantity: 5 }]),
    );
    expect(await stockNow()).toBe(5);
  });
});

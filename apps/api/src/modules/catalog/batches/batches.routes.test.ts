import type { Batch } from '@glowmarket/shared/cosmetics';
import { DEFAULT_EXPIRY_WARNING_DAYS } from '@glowmarket/shared/cosmetics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../../test/catalog';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer } from '../../../../test/users';
import { createResponseCache } from '../../../lib/response-cache';
import { backgroundContext } from '../../../plugins/request-context';
import { catalogListings, products } from '../catalog.tables';
import { productBatches } from '../cosmetics.tables';
import { addDays, batchSummaries, sweepExpiredBatches, utcDay } from './batch-stock';

let testApp: TestApp;
let categoryId: string;
let seller: { token: string; companyId: string };
let other: { token: string; companyId: string };

const app = () => testApp.app;
const today = () => utcDay(new Date());
const inDays = (days: number) => addDays(today(), days);

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await adminToken(app());
  categoryId = (await createCategoryTree(app(), admin)).categoryId;
  seller = await sellerWithCompany(app());
  other = await sellerWithCompany(app());
});

afterAll(async () => {
  await testApp.close();
});

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app().inject({ method, url: `/api/seller${url}`, headers: bearer(token), ...(payload && { payload }) });
}

const newProduct = (stock = 10) => addProduct(app(), seller.token, productInput(categoryId, { stock }));

async function stockOf(productId: string) {
  const [row] = await app().db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function inStock(productId: string) {
  const [row] = await app()
    .db.select({ inStock: catalogListings.inStock })
    .from(catalogListings)
    .where(eq(catalogListings.productId, productId));
  return row?.inStock;
}

async function addBatch(productId: string, code: string, days: number, quantity: number): Promise<Batch> {
  const answer = await call(seller.token, 'POST', `/products/${productId}/batches`, {
    code,
    expiresOn: inDays(days),
    quantity,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<Batch>();
}

describe("a product's batches", () => {
  it('are added, listed first to expire first, changed and deleted; the stock is their sum', async () => {
    const productId = await newProduct(10);
    expect((await call(seller.token, 'GET', `/products/${productId}/batches`)).json()).toEqual([]);

    const late = await addBatch(productId, 'L-200', 200, 4);
    expect(late).toMatchObject({
      code: 'L-200',
      expiresOn: inDays(200),
      quantity: 4,
      expired: false,
      expiresSoon: false,
    });
    // The typed stock gives way to the batches as soon as there is one.
    expect(await stockOf(productId)).toBe(4);
    const soon = await addBatch(productId, 'L-030', 30, 6);
    expect(soon.expiresSoon).toBe(true);
    expect(await stockOf(productId)).toBe(10);

    const listed = (await call(seller.token, 'GET', `/products/${productId}/batches`)).json<Batch[]>();
    expect(listed.map((batch) => batch.code)).toEqual(['L-030', 'L-200']);

    const changed = await call(seller.token, 'PUT', `/products/${productId}/batches/${late.id}`, {
      code: 'L-200',
      expiresOn: inDays(210),
      quantity: 9,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: late.id, expiresOn: inDays(210), quantity: 9 });
    expect(await stockOf(productId)).toBe(15);

    expect((await call(seller.token, 'DELETE', `/products/${productId}/batches/${soon.id}`)).statusCode).toBe(204);
    expect(await stockOf(productId)).toBe(9);
    expect((await call(seller.token, 'DELETE', `/products/${productId}/batches/${late.id}`)).statusCode).toBe(204);
    // The last batch gone: nothing to sell until the seller types a stock or adds a batch.
    expect(await stockOf(productId)).toBe(0);
    expect(await inStock(productId)).toBe(false);
  });

  it('refuse a code the product already has and a date that has passed', async () => {
    const productId = await newProduct();
    const first = await addBatch(productId, 'A1', 100, 2);
    const second = await addBatch(productId, 'B1', 100, 2);

    const taken = await call(seller.token, 'POST', `/products/${productId}/batches`, {
      code: 'A1',
      expiresOn: inDays(50),
      quantity: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'batch_code_taken' });
    const renamed = await call(seller.token, 'PUT', `/products/${productId}/batches/${second.id}`, {
      code: 'A1',
      expiresOn: inDays(100),
      quantity: 2,
    });
    expect(renamed.json()).toMatchObject({ code: 'batch_code_taken' });
    // Keeping its own code is no clash.
    const kept = await call(seller.token, 'PUT', `/products/${productId}/batches/${first.id}`, {
      code: 'A1',
      expiresOn: inDays(100),
      quantity: 3,
    });
    expect(kept.statusCode).toBe(200);
    // Another product may use the same code.
    await addBatch(await newProduct(), 'A1', 100, 1);

    for (const expiresOn of [today(), inDays(-1)]) {
      const past = await call(seller.token, 'POST', `/products/${productId}/batches`, {
        code: 'C1',
        expiresOn,
        quantity: 1,
      });
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({ code: 'batch_expiry_past' });
    }
    const movedBack = await call(seller.token, 'PUT', `/products/${productId}/batches/${first.id}`, {
      code: 'A1',
      expiresOn: today(),
      quantity: 3,
    });
    expect(movedBack.json()).toMatchObject({ code: 'batch_expiry_past' });
    expect(await stockOf(productId)).toBe(5);
  });

  it("are another company's business: its product and batches are not found", async () => {
    const productId = await newProduct();
    const batch = await addBatch(productId, 'X-1', 60, 3);
    const payload = { code: 'X-2', expiresOn: inDays(60), quantity: 1 };
    const answers = [
      await call(other.token, 'GET', `/products/${productId}/batches`),
      await call(other.token, 'POST', `/products/${productId}/batches`, payload),
      await call(other.token, 'PUT', `/products/${productId}/batches/${batch.id}`, payload),
      await call(other.token, 'DELETE', `/products/${productId}/batches/${batch.id}`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);

    // A batch of one of my products under another of my products is not found either.
    const mine = await newProduct();
    expect((await call(seller.token, 'PUT', `/products/${mine}/batches/${batch.id}`, payload)).statusCode).toBe(404);
    expect((await call(seller.token, 'DELETE', `/products/${mine}/batches/${batch.id}`)).statusCode).toBe(404);
    expect((await call(seller.token, 'GET', `/products/${productId}/batches`)).json()).toHaveLength(1);

    const buyerless = await app().inject({ method: 'GET', url: `/api/seller/products/${productId}/batches` });
    expect(buyerless.statusCode).toBe(401);
  });

  it('refuse what is not a batch', async () => {
    const productId = await newProduct();
    const wrong = [
      { code: '', expiresOn: inDays(10), quantity: 1 },
      { code: '-starts-with-a-dash', expiresOn: inDays(10), quantity: 1 },
      { code: 'A'.repeat(41), expiresOn: inDays(10), quantity: 1 },
      { code: 'OK', expiresOn: '2027-02-30', quantity: 1 },
      { code: 'OK', expiresOn: inDays(10), quantity: -1 },
      { code: 'OK', expiresOn: inDays(10), quantity: 1.5 },
    ];
    for (const payload of wrong) {
      const answer = await call(seller.token, 'POST', `/products/${productId}/batches`, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(seller.token, 'GET', '/products/not-a-uuid/batches')).statusCode).toBe(400);
    expect((await call(seller.token, 'GET', `/products/${productId}/batches`)).json()).toEqual([]);
  });
});

describe('expiry', () => {
  it("lists the sellable batches expiring within the company's window, soonest first, in the caller's language", async () => {
    const fresh = await sellerWithCompany(app());
    const serum = await addProduct(app(), fresh.token, productInput(categoryId, { stock: 1 }));
    const post = (payload: object) =>
      call(fresh.token, 'POST', `/products/${serum}/batches`, payload).then((answer) => answer.json<Batch>());
    await post({ code: 'S-10', expiresOn: inDays(10), quantity: 2 });
    await post({ code: 'S-80', expiresOn: inDays(80), quantity: 3 });
    await post({ code: 'S-120', expiresOn: inDays(120), quantity: 4 });
    await post({ code: 'S-EMPTY', expiresOn: inDays(5), quantity: 0 });
    // Another seller's batches never show.
    await addBatch(await newProduct(), 'OTHER', 5, 5);

    const expiring = await call(fresh.token, 'GET', '/stock/expiring');
    expect(expiring.statusCode).toBe(200);
    expect(expiring.json()).toEqual({
      warningDays: DEFAULT_EXPIRY_WARNING_DAYS,
      products: [
        { productId: serum, title: 'Rose Hydrating Serum', code: 'S-10', expiresOn: inDays(10), quantity: 2 },
        { productId: serum, title: 'Rose Hydrating Serum', code: 'S-80', expiresOn: inDays(80), quantity: 3 },
      ],
    });

    const settings = await call(fresh.token, 'PUT', '/stock/expiry-settings', { warningDays: 30 });
    expect(settings.json()).toEqual({ warningDays: 30 });
    const narrower = (await call(fresh.token, 'GET', '/stock/expiring')).json<{ products: { code: string }[] }>();
    expect(narrower.products.map((product) => product.code)).toEqual(['S-10']);
    const listed = (await call(fresh.token, 'GET', `/products/${serum}/batches`)).json<Batch[]>();
    expect(listed.filter((batch) => batch.expiresSoon).map((batch) => batch.code)).toEqual(['S-10']);

    expect((await call(fresh.token, 'PUT', '/stock/expiry-settings', { warningDays: 0 })).statusCode).toBe(400);
    expect((await call(fresh.token, 'PUT', '/stock/expiry-settings', { warningDays: 731 })).statusCode).toBe(400);

    const summaries = await batchSummaries(app().db, fresh.companyId, [serum], today());
    expect(summaries.get(serum)).toEqual({ batched: true, expiresSoon: true, hasSellableBatch: true });
    // Another company's product is not summarised for this one.
    expect((await batchSummaries(app().db, other.companyId, [serum], today())).size).toBe(0);
  });

  it('takes an expired batch out of the stock when the daily sweep runs, and marks it expired', async () => {
    const productId = await newProduct();
    const ending = await addBatch(productId, 'END', 3, 5);
    await addBatch(productId, 'LAST', 300, 2);
    expect(await stockOf(productId)).toBe(7);

    // The night passed: its date is today, the last day it could be sold was yesterday.
    await app().db.update(productBatches).set({ expiresOn: today() }).where(eq(productBatches.id, ending.id));
    const deps = { cache: createResponseCache({ maxEntries: 10, ttlMs: 1000 }) };
    const ctx = backgroundContext(app(), 'sweep');
    expect(await sweepExpiredBatches(deps, ctx)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(productId)).toBe(2);
    expect(await sweepExpiredBatches(deps, ctx)).toBe(0);

    const listed = (await call(seller.token, 'GET', `/products/${productId}/batches`)).json<Batch[]>();
    expect(listed[0]).toMatchObject({ code: 'END', quantity: 5, expired: true, expiresSoon: false });

    await app()
      .db.update(productBatches)
      .set({ expiresOn: inDays(-1) })
      .where(eq(productBatches.productId, productId));
    await sweepExpiredBatches(deps, ctx);
    expect(await stockOf(productId)).toBe(0);
    expect(await inStock(productId)).toBe(false);
  });
});

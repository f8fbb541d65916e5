import type { Batch, RecallEntry } from '@glowmarket/shared/cosmetics';
import type { CheckoutInput, Purchase } from '@glowmarket/shared/orders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../test/arbitraries';
import { addToCart, checkout, placeOrder, prepareShop, stockOf } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { products } from '../catalog/catalog.tables';
import { productBatches } from '../catalog/cosmetics.tables';
import { orderLines, type LineBatch } from './orders.tables';

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;

const app = () => testApp.app;
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  testApp = await createTestApp({ dbPoolMax: 8 });
  shop = await prepareShop(app());
});

afterAll(async () => {
  await testApp.close();
});

type Seller = Awaited<ReturnType<typeof shop.sellerSelling>>;

async function addBatch(seller: Seller, code: string, days: number, quantity: number): Promise<Batch> {
  const answer = await app().inject({
    method: 'POST',
    url: `/api/seller/products/${seller.productId}/batches`,
    headers: bearer(seller.token),
    payload: { code, expiresOn: inDays(days), quantity },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<Batch>();
}

/** The product's batches by code: what each holds now. */
async function batchesLeft(productId: string): Promise<Record<string, number>> {
  const rows = await app().db.select().from(productBatches).where(eq(productBatches.productId, productId));
  return Object.fromEntries(rows.map((row) => [row.code, row.quantity]));
}

async function linesOf(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return app().db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

const deliveryOf = (seller: Seller) =>
  checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]);

async function buy(token: string, seller: Seller, quantity: number, body: CheckoutInput = deliveryOf(seller)) {
  await addToCart(app(), token, seller.productId, quantity);
  return placeOrder(app(), token, body);
}

function cancel(seller: Seller, orderId: string) {
  return app().inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/status`,
    headers: bearer(seller.token),
    payload: { status: 'cancelled' },
  });
}

/**
 * A product with three sellable batches — 5 expiring in 20 days, 4 in 40, 3 in 60 — and one of
 * 7 that expired last night, still counted by the stock column (no sweep has run since).
 */
async function sellerWithBatches() {
  const seller = await shop.sellerSelling({ price: 1000, stock: 1, delivery: 'dpd', fee: 500 });
  await addBatch(seller, 'B-40', 40, 4);
  await addBatch(seller, 'B-20', 20, 5);
  await addBatch(seller, 'B-60', 60, 3);
  const old = await addBatch(seller, 'B-OLD', 10, 7);
  await app()
    .db.update(productBatches)
    .set({ expiresOn: inDays(0) })
    .where(eq(productBatches.id, old.id));
  return seller;
}

const FULL = { 'B-20': 5, 'B-40': 4, 'B-60': 3, 'B-OLD': 7 };
const EXPIRY_ORDER = ['B-20', 'B-40', 'B-60'];

describe('selling from batches', () => {
  it('sells the batch that expires first, then the next, never an expired one; a cancelled order gives them back', async () => {
    const seller = await sellerWithBatches();
    expect(await stockOf(app(), seller.productId)).toBe(19);
    const buyer = await signUp(app());

    const tooMany = await buy(buyer.token, seller, 13);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'insufficient_stock',
      details: { productId: seller.productId, available: 12 },
    });
    expect(await batchesLeft(seller.productId)).toEqual(FULL);

    await app().inject({
      method: 'PUT',
      url: `/api/cart/lines/${seller.productId}`,
      headers: bearer(buyer.token),
      payload: { quantity: 6 },
    });
    const placed = await placeOrder(app(), buyer.token, deliveryOf(seller));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Purchase>().orders[0]!;
    const [line] = await linesOf([order.id]);
    expect(line?.batches?.map(({ code, expiresOn, quantity }) => ({ code, expiresOn, quantity }))).toEqual([
      { code: 'B-20', expiresOn: inDays(20), quantity: 5 },
      { code: 'B-40', expiresOn: inDays(40), quantity: 1 },
    ]);
    expect(await batchesLeft(seller.productId)).toEqual({ ...FULL, 'B-20': 0, 'B-40': 3 });
    // The stock column no longer counts the expired batch.
    expect(await stockOf(app(), seller.productId)).toBe(6);

    expect((await cancel(seller, order.id)).statusCode).toBe(200);
    expect(await batchesLeft(seller.productId)).toEqual(FULL);
    expect(await stockOf(app(), seller.productId)).toBe(12);
  });

  it('never oversells nor takes a batch below zero: 24 buyers at once for 12 pieces in three batches, 6 rounds', async () => {
    const seller = await sellerWithBatches();
    const buyers = [];
    for (let index = 0; index < 24; index += 1) buyers.push(await signUp(app()));
    const random = seeded(20261128);
    const inCart = new Array<number>(buyers.length).fill(0);

    for (let round = 0; round < 6; round += 1) {
      for (const [code, quantity] of Object.entries(FULL)) {
        await app()
          .db.update(productBatches)
          .set({ quantity })
          .where(and(eq(productBatches.code, code), eq(productBatches.productId, seller.productId)));
      }
      await app().db.update(products).set({ stock: 12 }).where(eq(products.id, seller.productId));
      const wanted = buyers.map(() => 1 + Math.floor(random() * 3));
      for (const [index, buyer] of buyers.entries()) {
        if (inCart[index] === 0) await addToCart(app(), buyer.token, seller.productId, wanted[index]!);
        else {
          await app().inject({
            method: 'PUT',
            url: `/api/cart/lines/${seller.productId}`,
            headers: bearer(buyer.token),
            payload: { quantity: wanted[index] },
          });
        }
        inCart[index] = wanted[index]!;
      }

      const answers = await Promise.all(buyers.map((buyer) => placeOrder(app(), buyer.token, deliveryOf(seller))));
      const orderIds: string[] = [];
      let sold = 0;
      answers.forEach((answer, index) => {
        if (answer.statusCode === 201) {
          sold += wanted[index]!;
          inCart[index] = 0;
          orderIds.push(answer.json<Purchase>().orders[0]!.id);
          return;
        }
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toMatchObject({ code: 'insufficient_stock', details: { productId: seller.productId } });
      });
      expect(answers.some((answer) => answer.statusCode === 422)).toBe(true);

      const left = await batchesLeft(seller.productId);
      for (const quantity of Object.values(left)) expect(quantity).toBeGreaterThanOrEqual(0);
      expect(left['B-OLD']).toBe(7);
      const sellableLeft = EXPIRY_ORDER.reduce((sum, code) => sum + left[code]!, 0);
      expect(sold + sellableLeft).toBe(12);
      expect(await stockOf(app(), seller.productId)).toBe(sellableLeft);
      // First to expire, first sold: a later batch was touched only once every earlier one was empty.
      for (const [position, code] of EXPIRY_ORDER.entries()) {
        if (left[code]! < FULL[code as keyof typeof FULL]) {
          for (const earlier of EXPIRY_ORDER.slice(0, position)) expect(left[earlier]).toBe(0);
        }
      }

      const lines = await linesOf(orderIds);
      expect(lines).toHaveLength(orderIds.length);
      const fromBatches: Record<string, number> = {};
      for (const line of lines) {
        const batches: LineBatch[] = line.batches ?? [];
        expect(batches.reduce((sum, batch) => sum + batch.quantity, 0)).toBe(line.quantity);
        const codes = batches.map((batch) => batch.code);
        expect(codes).toEqual(EXPIRY_ORDER.filter((code) => codes.includes(code)));
        for (const batch of batches) fromBatches[batch.code] = (fromBatches[batch.code] ?? 0) + batch.quantity;
      }
      // What the lines say they took is exactly what left each batch.
      for (const code of EXPIRY_ORDER) {
        expect(fromBatches[code] ?? 0).toBe(FULL[code as keyof typeof FULL] - left[code]!);
      }
    }
  }, 240_000);
});

describe('recalling a batch', () => {
  function recall(token: string, code: string) {
    return app().inject({
      method: 'GET',
      url: `/api/seller/recall?code=${encodeURIComponent(code)}`,
      headers: bearer(token),
    });
  }

  const contact = (firstName: string, phone: string) => ({
    firstName,
    lastName: 'Buyer',
    email: `${firstName.toLowerCase()}@example.com`,
    phone,
  });

  it("lists every buyer of the seller's batch with the pieces from it, newest first; nobody else's", async () => {
    const seller = await shop.sellerSelling({ price: 1000, stock: 1, delivery: 'dpd', fee: 500 });
    const batchX = await addBatch(seller, 'LOT X', 20, 5);
    await addBatch(seller, 'LOT Y', 40, 10);
    const [first, second, third, changedMind] = [
      await signUp(app()),
      await signUp(app()),
      await signUp(app()),
      await signUp(app()),
    ];
    const placed = async (token: string, quantity: number, who: ReturnType<typeof contact>) => {
      const answer = await buy(token, seller, quantity, { ...deliveryOf(seller), contact: who });
      expect(answer.statusCode).toBe(201);
      return answer.json<Purchase>().orders[0]!;
    };

    const firstOrder = await placed(first.token, 2, contact('Irena', '+48 600 000 001'));
    // Cancelled before shipping: its piece went back to the batch, the buyer never had it.
    const cancelled = await placed(changedMind.token, 1, contact('Marek', '+48 600 000 004'));
    expect((await cancel(seller, cancelled.id)).statusCode).toBe(200);
    const secondOrder = await placed(second.token, 4, contact('Jonas', '+48 600 000 002'));
    const thirdOrder = await placed(third.token, 2, contact('Ana', '+48 600 000 003'));
    expect(await batchesLeft(seller.productId)).toEqual({ 'LOT X': 0, 'LOT Y': 7 });

    const answer = await recall(seller.token, 'LOT X');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ code: string; entries: RecallEntry[] }>();
    expect(body.code).toBe('LOT X');
    for (const entry of body.entries) expect(new Date(entry.placedAt).getTime()).toBeGreaterThan(0);
    expect(body.entries.map(({ placedAt: _placedAt, ...entry }) => entry)).toEqual([
      {
        orderId: secondOrder.id,
        orderNumber: secondOrder.number,
        productId: seller.productId,
        title: 'Rose Hydrating Serum',
        quantity: 3,
        buyer: { name: 'Jonas Buyer', email: 'jonas@example.com', phone: '+48 600 000 002' },
      },
      {
        orderId: firstOrder.id,
        orderNumber: firstOrder.number,
        productId: seller.productId,
        title: 'Rose Hydrating Serum',
        quantity: 2,
        buyer: { name: 'Irena Buyer', email: 'irena@example.com', phone: '+48 600 000 001' },
      },
    ]);
    const lotY = (await recall(seller.token, 'LOT Y')).json<{ entries: RecallEntry[] }>().entries;
    expect(lotY.map((entry) => [entry.orderId, entry.quantity])).toEqual([
      [thirdOrder.id, 2],
      [secondOrder.id, 1],
    ]);

    // A deleted batch is still recalled: the order lines keep its code.
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/seller/products/${seller.productId}/batches/${batchX.id}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await recall(seller.token, 'LOT X')).json<{ entries: RecallEntry[] }>().entries).toHaveLength(2);

    // Another seller's recall of the same code finds none of these buyers; a buyer may not ask.
    const another = await shop.sellerSelling({ price: 1000, stock: 1, delivery: 'dpd', fee: 500 });
    expect((await recall(another.token, 'LOT X')).json()).toEqual({ code: 'LOT X', entries: [] });
    expect((await recall(first.token, 'LOT X')).statusCode).toBe(403);
    expect((await recall(seller.token, '')).statusCode).toBe(400);
  });
});

import type { Cart, CartSeller } from '@glowmarket/shared/cart';
import { defaultOpeningHours, type ShopInput } from '@glowmarket/shared/shops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, productInput } from '../../../test/catalog';
import { createTestClock } from '../../../test/clock';
import { prepareShop, type MethodName } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { parcelPoints } from '../logistics/logistics.tables';

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;
// Friday 27 November 2026. The products ship in two working days (as their pages say) and the
// courier takes two more: delivered Thursday 3 December; a shop has them ready on Tuesday 1 December.
const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

type Caller = { token?: string | null; cart?: string | null; currency?: string };
type Answer = Cart & { code?: string; error?: string; details?: unknown };

async function call(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: {
      ...(caller.token ? bearer(caller.token) : {}),
      ...(caller.cart ? { 'x-cart-token': caller.cart } : {}),
      ...(caller.currency ? { 'x-currency': caller.currency } : {}),
    },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

const add = (caller: Caller, productId: string, quantity: number) =>
  call(caller, 'POST', '/api/cart/lines', { productId, quantity });
const choose = (caller: Caller, payload: object) => call(caller, 'PUT', '/api/cart/deliveries', payload);
const sellerIn = (cart: Cart, companyId: string): CartSeller | undefined =>
  cart.sellers.find((seller) => seller.company.id === companyId);

/** Another line of the seller's price list; answers its id. */
async function addEntry(token: string, method: MethodName, fee: number, freeFrom: number | null, deliveryDays = 1) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/seller/logistics/prices',
    headers: bearer(token),
    payload: { methodId: shop.methods[method], key: `${method}-2`, price: fee, freeFrom, deliveryDays },
  });
  expect(response.statusCode).toBe(201);
  return response
    .json<{ entries: { id: string; key: string }[] }>()
    .entries.find((entry) => entry.key === `${method}-2`)?.id;
}

/** Two lockers of the bundled sample that no other test here retires. */
async function lockerNames(): Promise<string[]> {
  const rows = await testApp.app.db.select({ name: parcelPoints.name }).from(parcelPoints).orderBy(parcelPoints.name);
  return rows.slice(-2).map((row) => row.name);
}

describe('a seller’s delivery on the cart', () => {
  it('is kept and answered with the quote: the option, its price and date, the seller’s and the cart’s totals', async () => {
    const rose = await shop.sellerSelling({ price: 3990, stock: 10, delivery: 'dpd', fee: 599 });
    const buyer = await signUp(testApp.app);
    const before = await add({ token: buyer.token }, rose.productId, 2);
    expect(sellerIn(before.body, rose.companyId)).toMatchObject({
      deliveryOptions: {
        available: true,
        options: [
          {
            id: rose.optionId,
            carrierName: 'DPD',
            kind: 'courier',
            price: { amount: 599 },
            free: false,
            freeFrom: null,
            estimatedDate: '2026-12-03',
          },
        ],
      },
      delivery: null,
      deliveryPrice: { amount: 0 },
      total: { amount: 7980 },
    });
    expect(before.body).toMatchObject({ grandTotal: { amount: 7980 }, deliveriesComplete: false });

    const chosen = await choose(
      { token: buyer.token },
      { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' },
    );
    expect(chosen.status).toBe(200);
    const expected = {
      delivery: {
        optionId: rose.optionId,
        kind: 'courier',
        carrierName: 'DPD',
        point: null,
        shop: null,
        price: { amount: 599, currency: 'EUR' },
        free: false,
        estimatedDate: '2026-12-03',
        complete: true,
        problem: null,
      },
      subtotal: { amount: 7980 },
      deliveryPrice: { amount: 599 },
      total: { amount: 8579 },
    };
    expect(sellerIn(chosen.body, rose.companyId)).toMatchObject(expected);
    expect(chosen.body).toMatchObject({
      total: { amount: 7980 },
      deliveryTotal: { amount: 599 },
      grandTotal: { amount: 8579 },
      deliveriesComplete: true,
    });
    // Kept on the cart: the next answer has it.
    expect(sellerIn((await call({ token: buyer.token }, 'GET', '/api/cart')).body, rose.companyId)).toMatchObject(
      expected,
    );

    // In złoty each price is quoted once (39.90 € → 170.37 zł, 5.99 € → 25.58 zł) and the sums are
    // of what is shown: 2 × 170.37 + 25.58.
    const inZloty = (await call({ token: buyer.token, currency: 'PLN' }, 'GET', '/api/cart')).body;
    expect(sellerIn(inZloty, rose.companyId)).toMatchObject({
      lines: [{ unitPrice: { amount: 17037, currency: 'PLN' }, lineTotal: { amount: 34074 } }],
      subtotal: { amount: 34074 },
      deliveryPrice: { amount: 2558 },
      total: { amount: 36632 },
    });
    expect(inZloty.grandTotal).toMatchObject({ amount: 36632, currency: 'PLN', base: { amount: 8579 } });
  });

  it('refuses what the seller does not offer with the checkout’s words, and keeps nothing', async () => {
    const rose = await shop.sellerSelling({ price: 1000, stock: 10, delivery: 'dpd', fee: 500 });
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, rose.productId, 1);
    const courier = { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' };

    const unknown = await choose(
      { token: buyer.token },
      { ...courier, optionId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'delivery_type_unavailable',
      error: 'Provider did not include this type of delivery',
    });
    const otherKind = await choose({ token: buyer.token }, { ...courier, kind: 'parcel_locker', pointName: 'KRA012' });
    expect(otherKind.body).toMatchObject({ code: 'delivery_type_unavailable' });
    const pickup = await choose(
      { token: buyer.token },
      { companyId: rose.companyId, optionId: null, kind: 'store_pickup' },
    );
    expect(pickup.status).toBe(422);
    expect(pickup.body).toMatchObject({ code: 'provider_has_no_shops' });
    const twice = await choose({ token: buyer.token }, { deliveries: [courier, courier] });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ code: 'too_many_delivery_options' });
    // A seller none of whose products is in the cart has nothing to deliver.
    const stranger = await shop.sellerSelling({ price: 1000, stock: 1, delivery: 'dpd', fee: 500 });
    const notInCart = await choose(
      { token: buyer.token },
      { companyId: stranger.companyId, optionId: stranger.optionId, kind: 'courier' },
    );
    expect(notInCart.status).toBe(404);
    // Without a cart there is nothing to choose for.
    expect((await choose({}, courier)).status).toBe(404);

    expect(
      sellerIn((await call({ token: buyer.token }, 'GET', '/api/cart')).body, rose.companyId)?.delivery,
    ).toBeNull();
  });

  it('shows what is missing for free delivery, and free delivery once the items reach the threshold', async () => {
    // The locker is free from €60; €24.50 of items is 40 % of the way.
    const citrus = await shop.sellerSelling({ price: 2450, stock: 10, delivery: 'locker', fee: 399, freeFrom: 6000 });
    const buyer = await signUp(testApp.app);
    const first = await add({ token: buyer.token }, citrus.productId, 1);
    expect(sellerIn(first.body, citrus.companyId)?.freeDelivery).toMatchObject({
      reached: false,
      threshold: { amount: 6000 },
      remaining: { amount: 3550 },
      percent: 40,
    });

    // The method first, the locker later: chosen, but not complete.
    const locker = { companyId: citrus.companyId, optionId: citrus.optionId, kind: 'parcel_locker' };
    const halfway = await choose({ token: buyer.token }, locker);
    expect(sellerIn(halfway.body, citrus.companyId)?.delivery).toMatchObject({
      kind: 'parcel_locker',
      carrierName: 'InPost',
      point: null,
      price: { amount: 399 },
      complete: false,
      problem: null,
    });
    expect(halfway.body).toMatchObject({ deliveryTotal: { amount: 399 }, deliveriesComplete: false });

    const [point] = await testApp.app.db.select().from(parcelPoints).where(eq(parcelPoints.name, 'KRA012'));
    const withPoint = await choose({ token: buyer.token }, { ...locker, pointName: 'kra012' });
    expect(sellerIn(withPoint.body, citrus.companyId)?.delivery).toMatchObject({
      point: { name: 'KRA012', address: `${point?.line1}, ${point?.line2}` },
      complete: true,
      estimatedDate: '2026-12-03',
    });
    expect(withPoint.body.deliveriesComplete).toBe(true);

    const reached = await call({ token: buyer.token }, 'PUT', `/api/cart/lines/${citrus.productId}`, { quantity: 3 });
    const seller = sellerIn(reached.body, citrus.companyId);
    expect(seller?.freeDelivery).toMatchObject({ reached: true, remaining: null, percent: 100 });
    expect(seller?.delivery).toMatchObject({ price: { amount: 0 }, free: true, complete: true });
    expect(seller?.deliveryOptions.options[0]).toMatchObject({ price: { amount: 0 }, free: true });
    expect(reached.body).toMatchObject({ deliveryTotal: { amount: 0 }, grandTotal: { amount: 7350 } });
  });

  it('refuses a locker out of service, and flags a chosen one that goes out of service', async () => {
    const citrus = await shop.sellerSelling({ price: 2000, stock: 10, delivery: 'locker', fee: 399 });
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, citrus.productId, 1);
    const [retired, later] = await lockerNames();
    if (!retired || !later) throw new Error('the sample has lockers');
    await testApp.app.db.update(parcelPoints).set({ retiredAt: clock.now() }).where(eq(parcelPoints.name, retired));
    const locker = { companyId: citrus.companyId, optionId: citrus.optionId, kind: 'parcel_locker' };

    const refused = await choose({ token: buyer.token }, { ...locker, pointName: retired });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'parcel_point_retired',
      error: 'This parcel locker is no longer in service. Choose another one.',
    });
    expect((await choose({ token: buyer.token }, { ...locker, pointName: 'NOPE999' })).status).toBe(400);

    expect((await choose({ token: buyer.token }, { ...locker, pointName: later })).body.deliveriesComplete).toBe(true);
    await testApp.app.db.update(parcelPoints).set({ retiredAt: clock.now() }).where(eq(parcelPoints.name, later));
    const flagged = (await call({ token: buyer.token }, 'GET', '/api/cart')).body;
    expect(sellerIn(flagged, citrus.companyId)?.delivery).toMatchObject({
      point: { name: later },
      complete: false,
      problem: 'parcel_point_retired',
    });
    expect(flagged.deliveriesComplete).toBe(false);
  });

  it('dates a seller’s parcel from its slowest product, as each product page counts its days to ship', async () => {
    const rose = await shop.sellerSelling({ price: 1500, stock: 10, delivery: 'dpd', fee: 500 });
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, rose.productId, 1);
    const slow = await addProduct(
      testApp.app,
      rose.token,
      productInput(shop.categoryId, { price: 900, stock: 5, deliveryDays: 5 }),
    );
    const cart = await add({ token: buyer.token }, slow, 1);
    // Five working days to ship, two by courier: seven working days from Friday 27 November, Tuesday 8 December.
    expect(sellerIn(cart.body, rose.companyId)?.deliveryOptions.options).toMatchObject([
      { id: rose.optionId, estimatedDate: '2026-12-08' },
    ]);
    const options = await testApp.app.inject({
      method: 'GET',
      url: `/api/logistics/delivery-options?company=${rose.companyId}&product=${slow}`,
    });
    expect(options.json<{ options: { id: string | null; estimatedDate: string }[] }>().options).toContainEqual(
      expect.objectContaining({ id: rose.optionId, estimatedDate: '2026-12-08' }),
    );
  });

  it('collects from a shop: its name and address, ready once the products ship, free', async () => {
    const rose = await shop.sellerSelling({ price: 1500, stock: 10, delivery: 'dpd', fee: 500 });
    const input: ShopInput = {
      translations: { 'en-US': { title: 'Rose studio', description: 'Facials and our whole range.' } },
      address: { street: 'Piotrkowska 100', postalCode: '90-004', city: 'Łódź', country: 'PL' },
      location: { latitude: 51.7592, longitude: 19.456 },
      hours: defaultOpeningHours(),
      showOnMap: true,
      pickup: true,
      phone: '+48 600 700 800',
      email: 'studio@example.com',
    };
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(rose.token),
      payload: input,
    });
    expect(created.statusCode).toBe(201);
    const shopId = created.json<{ id: string }>().id;
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, rose.productId, 1);
    const pickup = { companyId: rose.companyId, optionId: null, kind: 'store_pickup' };

    const noShop = await choose({ token: buyer.token }, pickup);
    expect(sellerIn(noShop.body, rose.companyId)?.delivery).toMatchObject({ shop: null, complete: false });
    const chosen = await choose({ token: buyer.token }, { ...pickup, shopId });
    expect(sellerIn(chosen.body, rose.companyId)).toMatchObject({
      delivery: {
        kind: 'store_pickup',
        shop: { id: shopId, name: 'Rose studio', address: 'Piotrkowska 100, 90-004 Łódź, PL' },
        price: { amount: 0 },
        free: true,
        estimatedDate: '2026-12-01',
        complete: true,
      },
      freeDelivery: { reached: true },
      total: { amount: 1500 },
    });
    const foreign = await choose({ token: buyer.token }, { ...pickup, shopId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'validation_failed' });
  });

  it('joins the buyer’s cart at login, the visitor’s choice first', async () => {
    const rose = await shop.sellerSelling({ price: 1000, stock: 10, delivery: 'dpd', fee: 500 });
    const lockerId = await addEntry(rose.token, 'locker', 299, null);
    const buyer = await signUp(testApp.app);
    await add({ token: buyer.token }, rose.productId, 1);
    await choose({ token: buyer.token }, { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' });

    const { cartToken: cart } = (await add({}, rose.productId, 1)).body;
    const visitor = await choose(
      { cart },
      { companyId: rose.companyId, optionId: lockerId, kind: 'parcel_locker', pointName: 'KRA012' },
    );
    expect(visitor.status).toBe(200);

    const merged = await call({ token: buyer.token }, 'POST', '/api/cart/merge', { cartToken: cart });
    expect(sellerIn(merged.body, rose.companyId)?.delivery).toMatchObject({
      optionId: lockerId,
      kind: 'parcel_locker',
      point: { name: 'KRA012' },
      complete: true,
    });
    expect(merged.body).toMatchObject({ grandTotal: { amount: 2 * 1000 + 299 }, deliveriesComplete: true });
  });

  it('goes with the seller’s last line', async () => {
    const rose = await shop.sellerSelling({ price: 1000, stock: 10, delivery: 'dpd', fee: 500 });
    const mask = await addProduct(testApp.app, rose.token, productInput(shop.categoryId, { price: 800, stock: 5 }));
    const olive = await shop.sellerSelling({ price: 700, stock: 10, delivery: 'dpd', fee: 450 });
    const buyer = await signUp(testApp.app);
    const me = { token: buyer.token };
    await add(me, rose.productId, 1);
    await add(me, mask, 1);
    await add(me, olive.productId, 1);
    const both = await choose(me, {
      deliveries: [
        { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' },
        { companyId: olive.companyId, optionId: olive.optionId, kind: 'courier' },
      ],
    });
    expect(both.body).toMatchObject({ deliveryTotal: { amount: 950 }, deliveriesComplete: true });

    // One of two lines gone: the seller still delivers the other.
    const one = await call(me, 'DELETE', `/api/cart/lines/${mask}`);
    expect(sellerIn(one.body, rose.companyId)?.delivery).toMatchObject({ complete: true });
    // The last one gone: so is the choice, which does not come back with the product.
    await call(me, 'DELETE', `/api/cart/lines/${rose.productId}`);
    const again = await add(me, rose.productId, 1);
    expect(sellerIn(again.body, rose.companyId)?.delivery).toBeNull();
    expect(sellerIn(again.body, olive.companyId)?.delivery).toMatchObject({ complete: true });
    expect(again.body.deliveriesComplete).toBe(false);

    // Emptied, the cart forgets every choice.
    await call(me, 'DELETE', '/api/cart');
    expect(sellerIn((await add(me, olive.productId, 1)).body, olive.companyId)?.delivery).toBeNull();
  });
});

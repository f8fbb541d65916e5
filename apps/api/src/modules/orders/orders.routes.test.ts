import type { Cart } from '@glowmarket/shared/cart';
import type { CheckoutInput, OrderGroup } from '@glowmarket/shared/orders';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart as addLine, checkout, placeOrder, prepareShop, stockOf as stockIn } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { products } from '../catalog/catalog.tables';
import { parcelPoints } from '../logistics/logistics.tables';
import { orderGroups, orderLines, orders } from './orders.tables';

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;

beforeAll(async () => {
  testApp = await createTestApp();
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const sellerSelling = (options: Parameters<typeof shop.sellerSelling>[0]) => shop.sellerSelling(options);
const addToCart = (token: string, productId: string, quantity: number) =>
  addLine(testApp.app, token, productId, quantity);
const place = (token: string, body: CheckoutInput, key?: string | null) => placeOrder(testApp.app, token, body, key);
const stockOf = (productId: string) => stockIn(testApp.app, productId);

describe('placing an order', () => {
  it('makes one order per seller with prices, delivery and commission copied in, takes stock and empties the cart', async () => {
    // 6 % of 2 × €39.90 = €4.788 → €4.79; the locker is free from €20, the courier is not.
    const rose = await sellerSelling({ price: 3990, stock: 5, delivery: 'dpd', fee: 599 });
    const citrus = await sellerSelling({ price: 2450, stock: 3, delivery: 'locker', fee: 399, freeFrom: 2000 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, rose.productId, 2);
    await addToCart(buyer.token, citrus.productId, 1);

    const response = await place(
      buyer.token,
      checkout([
        { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' },
        { companyId: citrus.companyId, optionId: citrus.optionId, kind: 'parcel_locker', pointName: 'kra012' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const group = response.json<OrderGroup>();
    expect(group.orders).toHaveLength(2);
    for (const order of group.orders) expect(order.number).toMatch(/^GM-\d{4}-\d{6}$/);
    const byCompany = new Map(group.orders.map((order) => [order.company.id, order]));
    expect(byCompany.get(rose.companyId)).toMatchObject({
      status: 'placed',
      paymentStatus: 'unpaid',
      itemsTotal: { amount: 7980 },
      deliveryPrice: { amount: 599 },
      total: { amount: 8579 },
    });
    expect(byCompany.get(citrus.companyId)).toMatchObject({ deliveryPrice: { amount: 0 }, total: { amount: 2450 } });
    expect(group.total.amount).toBe(8579 + 2450);

    const [roseOrder] = await testApp.app.db.select().from(orders).where(eq(orders.companyId, rose.companyId));
    expect(roseOrder).toMatchObject({ commissionBasisPoints: 600, commission: 479 });
    const [citrusOrder] = await testApp.app.db.select().from(orders).where(eq(orders.companyId, citrus.companyId));
    expect(citrusOrder?.delivery).toMatchObject({ kind: 'parcel_locker', point: { name: 'KRA012' } });
    const lines = await testApp.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, roseOrder?.id ?? ''));
    expect(lines).toMatchObject([{ title: 'Rose Hydrating Serum', unitPrice: 3990, quantity: 2, lineTotal: 7980 }]);

    expect(await stockOf(rose.productId)).toBe(3);
    expect(await stockOf(citrus.productId)).toBe(2);
    const cart = await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer.token) });
    expect(cart.json()).toMatchObject({ itemCount: 0 });
  });

  it('places one purchase for the same Idempotency-Key, even sent twice at once', async () => {
    const rose = await sellerSelling({ price: 1000, stock: 10, delivery: 'dpd', fee: 500 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, rose.productId, 2);
    const body = checkout([{ companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' }]);
    const [first, second] = await Promise.all([
      place(buyer.token, body, 'same-key-1234'),
      place(buyer.token, body, 'same-key-1234'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<OrderGroup>().id).toBe(second.json<OrderGroup>().id);
    const again = await place(buyer.token, body, 'same-key-1234');
    expect(again.json<OrderGroup>().id).toBe(first.json<OrderGroup>().id);
    expect(await testApp.app.db.select().from(orders).where(eq(orders.companyId, rose.companyId))).toHaveLength(1);
    expect(await stockOf(rose.productId)).toBe(8);
    expect((await place(buyer.token, body, null)).json()).toMatchObject({ code: 'idempotency_key_required' });
  });

  it('refuses with the checkout texts and writes nothing', async () => {
    const rose = await sellerSelling({ price: 1000, stock: 2, delivery: 'dpd', fee: 500 });
    const citrus = await sellerSelling({ price: 2000, stock: 4, delivery: 'locker', fee: 399 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, rose.productId, 2);
    await addToCart(buyer.token, citrus.productId, 1);
    const courier = { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' } as const;
    const locker = {
      companyId: citrus.companyId,
      optionId: citrus.optionId,
      kind: 'parcel_locker',
      pointName: 'KRA012',
    } as const;

    const expectRefusal = async (deliveries: CheckoutInput['deliveries'], code: string, error?: string) => {
      const response = await place(buyer.token, checkout(deliveries));
      expect(response.json()).toMatchObject({ code, ...(error && { error }) });
    };
    await expectRefusal([courier], 'no_shipping_method', 'No shipping method selected!');
    await expectRefusal([courier, courier, locker], 'too_many_delivery_options');
    await expectRefusal(
      [{ ...courier, kind: 'parcel_locker', pointName: 'KRA012' }, locker],
      'delivery_type_unavailable',
      'Provider did not include this type of delivery',
    );
    await expectRefusal(
      [{ companyId: rose.companyId, optionId: null, kind: 'store_pickup' }, locker],
      'provider_has_no_shops',
    );
    await expectRefusal([courier, { ...locker, pointName: 'NOPE999' }], 'validation_failed');

    // Someone else buys the last piece first: the whole purchase is refused, naming the product.
    await testApp.app.db.update(products).set({ stock: 1 }).where(eq(products.id, rose.productId));
    const short = await place(buyer.token, checkout([courier, locker]));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'insufficient_stock',
      error: "I don't have that quantity",
      details: { productId: rose.productId, available: 1 },
    });
    expect(await stockOf(citrus.productId)).toBe(4);
    expect(await testApp.app.db.select().from(orders).where(eq(orders.companyId, citrus.companyId))).toHaveLength(0);
    const cart = await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer.token) });
    expect(cart.json()).toMatchObject({ itemCount: 3 });
  });

  it('needs a logged-in buyer and something in the cart', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: checkout([]) });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await signUp(testApp.app);
    expect((await place(buyer.token, checkout([]))).json()).toMatchObject({ code: 'cart_empty' });
  });
});

/** The deliveries chosen on the buyer's cart (PUT /api/cart/deliveries): the cart's answer. */
async function chooseOnCart(token: string, deliveries: NonNullable<CheckoutInput['deliveries']>) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/cart/deliveries',
    headers: bearer(token),
    payload: { deliveries },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Cart>();
}

/** Ada's contact and address, the deliveries left to the cart. */
function withoutDeliveries(): CheckoutInput {
  const { deliveries: _none, ...rest } = checkout([]);
  return rest;
}

/** A locker of the bundled sample no other test here uses, retired (as a sync would) when asked. */
async function spareLocker(skip = 0) {
  const [row] = await testApp.app.db
    .select({ name: parcelPoints.name })
    .from(parcelPoints)
    .orderBy(desc(parcelPoints.name))
    .offset(skip)
    .limit(1);
  const name = row?.name ?? '';
  return {
    name,
    retire: () => testApp.app.db.update(parcelPoints).set({ retiredAt: new Date() }).where(eq(parcelPoints.name, name)),
  };
}

/** The purchases of the buyer whose token this is. */
async function groupsOf(token: string) {
  const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  return testApp.app.db.select().from(orderGroups).where(eq(orderGroups.buyerId, me.json<{ id: string }>().id));
}

describe('placing with the deliveries chosen on the cart', () => {
  it('takes each seller’s delivery from the cart when the request names none, at the total the cart quoted', async () => {
    const rose = await sellerSelling({ price: 3990, stock: 5, delivery: 'dpd', fee: 599 });
    const citrus = await sellerSelling({ price: 2450, stock: 3, delivery: 'locker', fee: 399 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, rose.productId, 2);
    await addToCart(buyer.token, citrus.productId, 1);

    // Nothing chosen yet: the checkout's own words.
    expect((await place(buyer.token, withoutDeliveries())).json()).toMatchObject({
      code: 'no_shipping_method',
      error: 'No shipping method selected!',
    });

    const quoted = await chooseOnCart(buyer.token, [
      { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' },
      { companyId: citrus.companyId, optionId: citrus.optionId, kind: 'parcel_locker', pointName: 'KRA012' },
    ]);
    expect(quoted).toMatchObject({ grandTotal: { amount: 7980 + 599 + 2450 + 399 }, deliveriesComplete: true });

    const response = await place(buyer.token, withoutDeliveries());
    expect(response.statusCode).toBe(201);
    const group = response.json<OrderGroup>();
    expect(group.total).toEqual(quoted.grandTotal);
    const [citrusOrder] = await testApp.app.db.select().from(orders).where(eq(orders.companyId, citrus.companyId));
    expect(citrusOrder?.delivery).toMatchObject({ kind: 'parcel_locker', point: { name: 'KRA012' } });
    const [roseOrder] = await testApp.app.db.select().from(orders).where(eq(orders.companyId, rose.companyId));
    expect(roseOrder).toMatchObject({ deliveryPrice: 599, total: 7980 + 599 });

    // The cart is empty and its deliveries went with its lines.
    await addToCart(buyer.token, rose.productId, 1);
    const cart = await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer.token) });
    expect(cart.json<Cart>().sellers[0]?.delivery).toBeNull();
  });

  it('refuses a parcel locker that went out of service between the cart and the order, and places nothing', async () => {
    const citrus = await sellerSelling({ price: 2000, stock: 4, delivery: 'locker', fee: 399 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, citrus.productId, 1);
    const locker = await spareLocker();
    const choice = { companyId: citrus.companyId, optionId: citrus.optionId, kind: 'parcel_locker' as const };
    await chooseOnCart(buyer.token, [{ ...choice, pointName: locker.name }]);
    await locker.retire();

    const refused = await place(buyer.token, withoutDeliveries());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'parcel_point_retired',
      error: 'This parcel locker is no longer in service. Choose another one.',
      details: { companyId: citrus.companyId },
    });
    // Named in the request, the same.
    const named = await place(buyer.token, checkout([{ ...choice, pointName: locker.name }]));
    expect(named.json()).toMatchObject({ code: 'parcel_point_retired' });
    expect(await stockOf(citrus.productId)).toBe(4);
    expect(await groupsOf(buyer.token)).toHaveLength(0);

    // Another locker, and the order goes through.
    await chooseOnCart(buyer.token, [{ ...choice, pointName: (await spareLocker(1)).name }]);
    expect((await place(buyer.token, withoutDeliveries())).statusCode).toBe(201);
  });
});

describe('an Idempotency-Key', () => {
  it('sent again with another request answers 422 idempotency_key_reused and places nothing more', async () => {
    const rose = await sellerSelling({ price: 1000, stock: 10, delivery: 'dpd', fee: 500 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, rose.productId, 2);
    const body = checkout([{ companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' }]);
    const elsewhere: CheckoutInput = { ...body, shippingAddress: { ...body.shippingAddress, street: 'Floriańska 3' } };

    // Two requests with one key at once, meaning two things: one places, the other is refused.
    const answers = await Promise.all([
      place(buyer.token, body, 'reused-key-1234'),
      place(buyer.token, elsewhere, 'reused-key-1234'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const first = answers.find((answer) => answer.statusCode === 201)?.json<OrderGroup>();
    const placedWith = answers[0]?.statusCode === 201 ? body : elsewhere;
    const other = placedWith === body ? elsewhere : body;
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toMatchObject({
      code: 'idempotency_key_reused',
      error: 'This request was already sent with other details. Reload the page and try again.',
    });

    // Later, the cart emptied by the purchase: the same request answers it, another is refused.
    const again = await place(buyer.token, placedWith, 'reused-key-1234');
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderGroup>().id).toBe(first?.id);
    const otherContact = { ...placedWith, contact: { ...placedWith.contact, phone: '+48 600 700 801' } };
    for (const changed of [other, otherContact, { ...placedWith, deliveries: [] }]) {
      const refused = await place(buyer.token, changed, 'reused-key-1234');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    }

    expect(await groupsOf(buyer.token)).toHaveLength(1);
    expect(await testApp.app.db.select().from(orders).where(eq(orders.companyId, rose.companyId))).toHaveLength(1);
    expect(await stockOf(rose.productId)).toBe(8);
  });

  it('kept before fingerprints were (none stored) answers its purchase whatever the request', async () => {
    const rose = await sellerSelling({ price: 1000, stock: 10, delivery: 'dpd', fee: 500 });
    const buyer = await signUp(testApp.app);
    await addToCart(buyer.token, rose.productId, 1);
    const body = checkout([{ companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' }]);
    const first = (await place(buyer.token, body, 'old-key-12345')).json<OrderGroup>();
    await testApp.app.db.update(orderGroups).set({ requestFingerprint: null }).where(eq(orderGroups.id, first.id));

    const other = { ...body, contact: { ...body.contact, firstName: 'Augusta' } };
    const again = await place(buyer.token, other, 'old-key-12345');
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderGroup>().id).toBe(first.id);
  });
});

import type { Cart } from '@glowmarket/shared/cart';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { DeliveryChoice, Purchase } from '@glowmarket/shared/orders';
import type { PaymentOptions, StartedPayment } from '@glowmarket/shared/payments';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, productInput } from '../../../test/catalog';
import { checkout, prepareShop, type MethodName } from '../../../test/orders';
import { startStripe } from '../../../test/stripe-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { deliveryPrices } from '../logistics/logistics.tables';

/**
 * The issue's promise, held as a property: whatever the cart (one to three sellers, any prices,
 * quantities, deliveries and free-delivery thresholds) and whatever the currency, at rates with
 * many decimals, the cart's quoted grand total is what checkout shows (the same answer), what the
 * placed purchase costs, the sum of its orders' totals, and what the card payment charges (Stripe
 * here a local server speaking its API), to the minor unit.
 */

let testApp: TestApp;
let stripe: Awaited<ReturnType<typeof startStripe>>;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let buyer: { token: string };

const RATES = { PLN: 4.273517, SEK: 11.098761, CZK: 25.31077, HUF: 392.4471 };
const CURRENCIES: CurrencyCode[] = ['PLN', 'SEK', 'CZK', 'HUF', 'EUR'];
const SHIPPED: MethodName[] = ['dpd', 'locker', 'inpostCourier'];

interface Seller {
  token: string;
  companyId: string;
  /** Its price-list entries by method. */
  entries: Record<string, string>;
  shopId: string;
}
const sellers: Seller[] = [];

beforeAll(async () => {
  stripe = await startStripe({ secretKey: 'sk_test_checkout_totals' });
  testApp = await createTestApp({
    stripe: { secretKey: 'sk_test_checkout_totals', webhookSecret: 'whsec_checkout_totals', apiUrl: stripe.url },
  });
  shop = await prepareShop(testApp.app);
  const rates = await testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/currencies',
    headers: bearer(shop.admin),
    payload: { rates: RATES },
  });
  expect(rates.statusCode).toBe(200);
  for (let index = 0; index < 3; index += 1) {
    const seller = await shop.sellerSelling({ price: 1000, stock: 1, delivery: 'dpd', fee: 500 });
    const entries: Record<string, string> = { dpd: seller.optionId };
    for (const method of SHIPPED.slice(1)) {
      const list = await testApp.app.inject({
        method: 'POST',
        url: '/api/seller/logistics/prices',
        headers: bearer(seller.token),
        payload: { methodId: shop.methods[method], key: method, price: 700, freeFrom: null, deliveryDays: 1 },
      });
      entries[method] = list
        .json<{ entries: { id: string; key: string }[] }>()
        .entries.find((entry) => entry.key === method)?.id as string;
    }
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(seller.token),
      payload: {
        translations: { 'en-US': { title: `Studio ${index}`, description: 'Collect your order here.' } },
        address: { street: 'Piotrkowska 100', postalCode: '90-004', city: 'Łódź', country: 'PL' },
        location: { latitude: 51.7592, longitude: 19.456 },
        hours: defaultOpeningHours(),
        showOnMap: true,
        pickup: true,
        phone: '+48 600 700 800',
        email: 'studio@example.com',
      },
    });
    expect(created.statusCode).toBe(201);
    sellers.push({ ...seller, entries, shopId: created.json<{ id: string }>().id });
  }
  buyer = await signUp(testApp.app);
}, 60_000);

afterAll(async () => {
  await testApp.close();
  await stripe.close();
});

const sellerPart = fc.record({
  lines: fc.array(fc.record({ price: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 5 }) }), {
    minLength: 1,
    maxLength: 2,
  }),
  delivery: fc.constantFrom<MethodName | 'pickup'>(...SHIPPED, 'pickup'),
  fee: fc.integer({ min: 0, max: 2_500 }),
  freeFrom: fc.option(fc.integer({ min: 1, max: 120_000 }), { nil: null }),
});

const cartArbitrary = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  parts: fc.array(sellerPart, { minLength: 1, maxLength: 3 }),
});

async function call<T>(method: 'GET' | 'PUT' | 'POST', url: string, currency: CurrencyCode, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: {
      ...bearer(buyer.token),
      'x-currency': currency,
      ...(method === 'POST' && { 'idempotency-key': `totals-${Math.random().toString(36).slice(2)}` }),
    },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('what a cart costs', () => {
  it('is the same to the minor unit in the cart, at checkout, in the purchase, over its orders and in its card payment, in every currency', async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary, async ({ currency, parts }) => {
        const choices: DeliveryChoice[] = [];
        for (const [index, part] of parts.entries()) {
          const seller = sellers[index];
          if (!seller) throw new Error('three sellers are prepared');
          for (const line of part.lines) {
            const productId = await addProduct(
              testApp.app,
              seller.token,
              productInput(shop.categoryId, { price: line.price, stock: 99 }),
            );
            const added = await call('POST', '/api/cart/lines', currency, { productId, quantity: line.quantity });
            expect(added.status).toBe(200);
          }
          if (part.delivery === 'pickup') {
            choices.push({ companyId: seller.companyId, optionId: null, kind: 'store_pickup', shopId: seller.shopId });
            continue;
          }
          const optionId = seller.entries[part.delivery] ?? '';
          await testApp.app.db
            .update(deliveryPrices)
            .set({ price: part.fee, freeFrom: part.freeFrom })
            .where(eq(deliveryPrices.id, optionId));
          choices.push(
            part.delivery === 'locker'
              ? { companyId: seller.companyId, optionId, kind: 'parcel_locker', pointName: 'KRA012' }
              : { companyId: seller.companyId, optionId, kind: 'courier' },
          );
        }

        const quoted = await call<Cart>('PUT', '/api/cart/deliveries', currency, { deliveries: choices });
        expect(quoted.status).toBe(200);
        const cart = quoted.body;
        expect(cart.deliveriesComplete).toBe(true);
        expect(cart.grandTotal.currency).toBe(currency === 'EUR' ? 'EUR' : currency);
        // What the cart shows adds up: each seller, then the cart.
        for (const seller of cart.sellers) {
          expect(seller.subtotal.amount).toBe(sum(seller.lines.map((line) => line.lineTotal.amount)));
          expect(seller.total.amount).toBe(seller.subtotal.amount + seller.deliveryPrice.amount);
        }
        expect(cart.grandTotal.amount).toBe(sum(cart.sellers.map((seller) => seller.total.amount)));
        expect(cart.grandTotal.amount).toBe(cart.total.amount + cart.deliveryTotal.amount);

        // Checkout reads the same answer.
        const atCheckout = await call<Cart>('GET', '/api/cart', currency);
        expect(atCheckout.body.grandTotal).toEqual(cart.grandTotal);

        const { deliveries: _left, ...body } = checkout([]);
        const placed = await call<Purchase>('POST', '/api/orders', currency, body);
        expect(placed.status).toBe(201);
        const purchase = placed.body;
        expect(purchase.total).toEqual(cart.grandTotal);
        expect(sum(purchase.orders.map((order) => order.total.amount))).toBe(cart.grandTotal.amount);
        for (const order of purchase.orders) {
          const seller = cart.sellers.find((candidate) => candidate.company.id === order.company.id);
          expect(order.total.amount).toBe(seller?.total.amount);
          expect(order.deliveryPrice.amount).toBe(seller?.deliveryPrice.amount);
        }
        // And what the payment page reads, later.
        const again = await call<Purchase>('GET', `/api/orders/groups/${purchase.id}`, currency);
        expect(again.body.total).toEqual(cart.grandTotal);
        // The card is offered for that amount, and charges it: the Checkout Session asks the same.
        const options = await call<PaymentOptions>('GET', `/api/payments/options?group=${purchase.id}`, currency);
        const card = options.body.methods.find((option) => option.method === 'stripe');
        expect(card?.amount).toEqual({ amount: cart.grandTotal.amount, currency: cart.grandTotal.currency });
        const started = await call<StartedPayment>('POST', '/api/payments', currency, {
          groupId: purchase.id,
          method: 'stripe',
        });
        expect(started.status).toBe(201);
        expect(started.body.amount).toEqual({ amount: cart.grandTotal.amount, currency: cart.grandTotal.currency });
        const session = [...stripe.sessions.values()].find((candidate) =>
          String((candidate as { success_url?: string }).success_url).endsWith(`payment=${started.body.id}`),
        ) as { amount_total?: number; currency?: string } | undefined;
        expect(session?.amount_total).toBe(cart.grandTotal.amount);
        expect(session?.currency?.toUpperCase()).toBe(cart.grandTotal.currency);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});

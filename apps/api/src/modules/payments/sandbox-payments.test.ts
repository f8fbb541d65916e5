import type { Purchase } from '@glowmarket/shared/orders';
import type { Payment, PaymentOptions, StartedPayment } from '@glowmarket/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { freePort } from '../../../test/ports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';

let testApp: TestApp;
let publicUrl: string;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let buyer: { token: string };

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  testApp = await createTestApp({ demoMode: true, publicUrl });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  shop = await prepareShop(testApp.app);
  buyer = await signUp(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

async function purchase(): Promise<Purchase> {
  const seller = await shop.sellerSelling({ price: 4200, stock: 10, delivery: 'dpd', fee: 600 });
  await addToCart(app(), buyer.token, seller.productId, 1);
  const placed = await placeOrder(
    app(),
    buyer.token,
    checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
  );
  return placed.json<Purchase>();
}

async function start(group: Purchase, method: 'stripe' | 'przelewy24' | 'autopay'): Promise<StartedPayment> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...bearer(buyer.token), 'idempotency-key': `sandbox-${method}-${group.id}` },
    payload: { groupId: group.id, method, ...(method === 'autopay' && { orderId: group.orders[0]?.id }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedPayment>();
}

/** What a browser does on the operator's page: opens it and presses one of its buttons. */
async function press(page: Response, outcome: 'success' | 'cancel' | 'failure') {
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the payment page: ${html.slice(0, 200)}`);
  return fetch(new URL(action.replaceAll('&amp;', '&'), publicUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
}

async function openOperator(payment: StartedPayment): Promise<Response> {
  if (payment.redirect.kind === 'redirect') return fetch(payment.redirect.url);
  return fetch(payment.redirect.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(payment.redirect.fields).toString(),
  });
}

async function stateOf(payment: StartedPayment) {
  const answer = await app().inject({
    method: 'GET',
    url: `/api/payments/${payment.id}`,
    headers: bearer(buyer.token),
  });
  return answer.json<Payment>().state;
}

async function ordersOf(group: Purchase) {
  const answer = await app().inject({
    method: 'GET',
    url: `/api/orders/groups/${group.id}`,
    headers: bearer(buyer.token),
  });
  return answer.json<Purchase>().orders.map((order) => order.paymentStatus);
}

describe('the demo pays through the sandbox the app serves', () => {
  it('offers every online method without keys', async () => {
    const group = await purchase();
    const options = (
      await app().inject({
        method: 'GET',
        url: `/api/payments/options?group=${group.id}`,
        headers: bearer(buyer.token),
      })
    ).json<PaymentOptions>();
    expect(options.methods.filter((option) => option.available).map((option) => option.method)).toEqual([
      'stripe',
      'przelewy24',
      'autopay',
    ]);
  });

  for (const method of ['stripe', 'przelewy24', 'autopay'] as const) {
    it(`${method}: the operator's page, a signed notification, and back to the result page`, async () => {
      const group = await purchase();
      const payment = await start(group, method);
      const back = await press(await openOperator(payment), 'success');
      expect(back.status).toBe(303);
      let location = back.headers.get('location') ?? '';
      if (location.includes('/api/payments/return/autopay')) {
        const returned = await fetch(location, { redirect: 'manual' });
        location = returned.headers.get('location') ?? '';
      }
      expect(location).toContain(`/payment-result?payment=${payment.id}`);
      expect(await stateOf(payment)).toBe('paid');
      expect(await ordersOf(group)).toEqual(['paid']);
    });
  }

  it('a cancelled card payment leaves the order waiting, to be paid another way', async () => {
    const group = await purchase();
    const payment = await start(group, 'stripe');
    const back = await press(await openOperator(payment), 'cancel');
    expect(back.headers.get('location')).toContain('cancelled=1');
    expect(await stateOf(payment)).toBe('cancelled');
    expect(await ordersOf(group)).toEqual(['unpaid']);

    const again = await start(group, 'przelewy24');
    await press(await openOperator(again), 'success');
    expect(await stateOf(again)).toBe('paid');
    expect(await ordersOf(group)).toEqual(['paid']);
  });
});

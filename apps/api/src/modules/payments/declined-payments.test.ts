import { sandboxKeys } from '@glowmarket/sandboxes';
import type { Purchase } from '@glowmarket/shared/orders';
import type { Payment, StartedPayment } from '@glowmarket/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p24Sign } from '../../integrations/payments/przelewy24';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { startPrzelewy24 } from '../../../test/przelewy24-server';
import { freePort } from '../../../test/ports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';
import { paymentNotifications, payments } from './payments.tables';

/**
 * A payment the buyer declines or cancels at Przelewy24 or Autopay ends failed or cancelled on
 * the server from what the operator says: Autopay's ITN (FAILURE), and for Przelewy24, which
 * notifies only a payment made, its transaction asked for by session id once the buyer is back at
 * the result page. Everything runs through the sandbox the demo serves, in the operators' protocols.
 */

type Outcome = 'success' | 'cancel' | 'failure';

/** The demo app with its sandbox, listening at its public URL, a seller and a buyer. */
async function startDemo() {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ demoMode: true, publicUrl });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { testApp, publicUrl };
}

/** What a buyer does with the app: buys, starts a payment, answers the operator's page, comes back. */
function buyerActions(testApp: TestApp, publicUrl: string, shop: Awaited<ReturnType<typeof prepareShop>>) {
  const app = testApp.app;
  let buyer: { token: string } | undefined;
  let started = 0;
  const token = async () => (buyer ??= await signUp(app)).token;

  return {
    async purchase(): Promise<Purchase> {
      const seller = await shop.sellerSelling({ price: 4200, stock: 10, delivery: 'dpd', fee: 600 });
      await addToCart(app, await token(), seller.productId, 1);
      const placed = await placeOrder(
        app,
        await token(),
        checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<Purchase>();
    },

    async start(group: Purchase, method: 'przelewy24' | 'autopay'): Promise<StartedPayment> {
      started += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { ...bearer(await token()), 'idempotency-key': `declined-${method}-${started}-${group.id}` },
        payload: { groupId: group.id, method, ...(method === 'autopay' && { orderId: group.orders[0]?.id }) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StartedPayment>();
    },

    /** The operator's page opened and one of its buttons pressed: the operator's redirect back. */
    async answer(payment: StartedPayment, outcome: Outcome): Promise<string> {
      const page =
        payment.redirect.kind === 'redirect'
          ? await fetch(payment.redirect.url)
          : await fetch(payment.redirect.action, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(payment.redirect.fields).toString(),
            });
      const html = await page.text();
      const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
      if (!action) throw new Error(`no form on the payment page: ${html.slice(0, 300)}`);
      const pressed = await fetch(new URL(action.replaceAll('&amp;', '&'), publicUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }).toString(),
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      let location = pressed.headers.get('location') ?? '';
      // Autopay returns through the app's check of its signed return.
      if (location.includes('/api/payments/return/autopay')) {
        const returned = await fetch(location, { redirect: 'manual' });
        location = new URL(returned.headers.get('location') ?? '', publicUrl).href;
      }
      return location;
    },

    /** GET /api/payments/:id, as the tab the buyer paid from follows it. */
    async followed(payment: StartedPayment): Promise<Payment> {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/payments/${payment.id}`,
        headers: bearer(await token()),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Payment>();
    },

    /** The result page the operator sent the buyer back to, without the buyer's session. */
    async returned(paymentId: string) {
      return app.inject({ method: 'GET', url: `/api/payments/${paymentId}/result` });
    },

    async ordersOf(group: Purchase) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/orders/groups/${group.id}`,
        headers: bearer(await token()),
      });
      return answer.json<Purchase>().orders.map((order) => order.paymentStatus);
    },
  };
}

describe('a payment declined or cancelled at the operator (the demo sandbox)', () => {
  let demo: Awaited<ReturnType<typeof startDemo>>;
  let buyer: ReturnType<typeof buyerActions>;

  beforeAll(async () => {
    demo = await startDemo();
    buyer = buyerActions(demo.testApp, demo.publicUrl, await prepareShop(demo.testApp.app));
  });

  afterAll(async () => {
    await demo.testApp.close();
  });

  it.each(['failure', 'cancel'] as const)(
    'Przelewy24, %s: nothing is notified; back at the result page, P24 is asked and the payment is failed',
    async (outcome) => {
      const group = await buyer.purchase();
      const payment = await buyer.start(group, 'przelewy24');

      const back = await buyer.answer(payment, outcome);

      expect(back).toBe(`${demo.publicUrl}/payment-result?payment=${payment.id}`);
      // P24 says nothing of a payment that did not happen.
      expect((await buyer.followed(payment)).state).toBe('started');
      const result = await buyer.returned(payment.id);
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json<Payment>()).toMatchObject({ id: payment.id, groupId: group.id, state: 'failed' });
      // The tab the buyer paid from, following the payment by its id, sees it too.
      expect((await buyer.followed(payment)).state).toBe('failed');
      expect(await buyer.ordersOf(group)).toEqual(['unpaid']);
      // What P24 said is kept with the payment's notifications, once.
      await buyer.returned(payment.id);
      const stored = await demo.testApp.app.db
        .select({ state: paymentNotifications.state })
        .from(paymentNotifications)
        .where(eq(paymentNotifications.paymentId, payment.id));
      expect(stored).toEqual([{ state: 'failed' }]);
    },
  );

  it('Przelewy24: after a declined payment, trying again opens a new payment that pays the order', async () => {
    const group = await buyer.purchase();
    const declined = await buyer.start(group, 'przelewy24');
    await buyer.answer(declined, 'failure');
    expect((await buyer.returned(declined.id)).json<Payment>().state).toBe('failed');

    const again = await buyer.start(group, 'przelewy24');
    expect(again.id).not.toBe(declined.id);
    await buyer.answer(again, 'success');

    expect((await buyer.returned(again.id)).json<Payment>().state).toBe('paid');
    expect((await buyer.followed(declined)).state).toBe('failed');
    expect(await buyer.ordersOf(group)).toEqual(['paid']);
  });

  it('Przelewy24: a paid payment is never failed by the buyer coming back', async () => {
    const group = await buyer.purchase();
    const payment = await buyer.start(group, 'przelewy24');
    await buyer.answer(payment, 'success');

    const result = await buyer.returned(payment.id);

    expect(result.json<Payment>().state).toBe('paid');
    expect(await buyer.ordersOf(group)).toEqual(['paid']);
  });

  it('Przelewy24: money P24 reports after the payment was failed still pays the order', async () => {
    const group = await buyer.purchase();
    const payment = await buyer.start(group, 'przelewy24');
    await buyer.answer(payment, 'failure');
    expect((await buyer.returned(payment.id)).json<Payment>().state).toBe('failed');

    // P24 later notifies the payment as made (a transfer that arrived late), signed with the CRC key.
    const [row] = await demo.testApp.app.db
      .select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.id, payment.id));
    const keys = sandboxKeys().przelewy24;
    const asked = await fetch(
      `${demo.publicUrl}/sandbox/przelewy24/api/v1/transaction/by/sessionId/${row!.reference}`,
      { headers: { authorization: `Basic ${btoa(`${keys.posId}:${keys.apiKey}`)}` } },
    );
    const { orderId } = ((await asked.json()) as { data: { orderId: number } }).data;
    const fields = {
      merchantId: keys.merchantId,
      posId: keys.posId,
      sessionId: row!.reference,
      amount: payment.amount.amount,
      originAmount: payment.amount.amount,
      currency: payment.amount.currency,
      orderId,
      methodId: 25,
      statement: `p24-${orderId}`,
    };
    const notified = await demo.testApp.app.inject({
      method: 'POST',
      url: '/api/payments/notify/przelewy24',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fields, sign: p24Sign({ ...fields, crc: keys.crcKey }) }),
    });

    expect(notified.statusCode, notified.body).toBe(200);
    expect((await buyer.followed(payment)).state).toBe('paid');
    expect(await buyer.ordersOf(group)).toEqual(['paid']);
  });

  it.each([
    ['failure', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)(
    'Autopay, %s: its ITN says FAILURE and the payment is %s before the buyer is back',
    async (outcome, state) => {
      const group = await buyer.purchase();
      const payment = await buyer.start(group, 'autopay');

      const back = await buyer.answer(payment, outcome);

      expect(back).toBe(`${demo.publicUrl}/payment-result?payment=${payment.id}`);
      expect((await buyer.followed(payment)).state).toBe(state);
      expect((await buyer.returned(payment.id)).json<Payment>().state).toBe(state);
      expect(await buyer.ordersOf(group)).toEqual(['unpaid']);
    },
  );

  it('answers a payment nobody has with 404, and an address that is no payment id with 400', async () => {
    const unknown = await buyer.returned('d0000000-0000-4000-8000-00000000abcd');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    expect((await buyer.returned('not-a-payment')).statusCode).toBe(400);
  });
});

describe('a Przelewy24 that cannot be asked', () => {
  let testApp: TestApp;
  let p24: Awaited<ReturnType<typeof startPrzelewy24>>;
  let buyer: ReturnType<typeof buyerActions>;

  beforeAll(async () => {
    const account = { merchantId: 164_010, posId: 164_010, crcKey: 'crc-declined-tests', apiKey: 'key-declined' };
    p24 = await startPrzelewy24(account);
    testApp = await createTestApp({ przelewy24: account, przelewy24Url: p24.url });
    buyer = buyerActions(testApp, 'http://127.0.0.1', await prepareShop(testApp.app));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('leaves the payment as it was when P24 does not answer, so the page can ask again', async () => {
    const group = await buyer.purchase();
    const payment = await buyer.start(group, 'przelewy24');
    await p24.close();

    const result = await buyer.returned(payment.id);

    expect(result.statusCode, result.body).toBe(200);
    expect(result.json<Payment>().state).toBe('started');
    expect((await buyer.followed(payment)).state).toBe('started');
  });
});

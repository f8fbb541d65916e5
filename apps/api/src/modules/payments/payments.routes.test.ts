import type { Purchase } from '@glowmarket/shared/orders';
import type { FlaggedPayment, Payment, PaymentOptions, StartedPayment } from '@glowmarket/shared/payments';
import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../test/arbitraries';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { startStripe, stripeSignature, type CheckoutOutcome } from '../../../test/stripe-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, mailDelivered, signUp } from '../../../test/users';
import { mailOutbox } from '../../lib/mail/mail.tables';

const STRIPE = { secretKey: 'sk_test_payments_routes', webhookSecret: 'whsec_payments_routes_secret' };

let testApp: TestApp;
let stripe: Awaited<ReturnType<typeof startStripe>>;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let buyer: { token: string; email: string };
let seller: Awaited<ReturnType<typeof shop.sellerSelling>>;

beforeAll(async () => {
  stripe = await startStripe({ secretKey: STRIPE.secretKey });
  testApp = await createTestApp({ stripe: { ...STRIPE, apiUrl: stripe.url } });
  shop = await prepareShop(testApp.app);
  seller = await shop.sellerSelling({ price: 2500, stock: 100_000, delivery: 'dpd', fee: 500 });
  buyer = await signUp(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await stripe.close();
});

const app = () => testApp.app;

/** A new purchase of one €25 product with €5 courier delivery: €30. */
async function purchase(): Promise<Purchase> {
  await addToCart(app(), buyer.token, seller.productId, 1);
  const placed = await placeOrder(
    app(),
    buyer.token,
    checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
  );
  expect(placed.statusCode).toBe(201);
  return placed.json<Purchase>();
}

function startCard(groupId: string, key = `pay-${Math.random().toString(36).slice(2)}`) {
  return app().inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...bearer(buyer.token), 'idempotency-key': key },
    payload: { groupId, method: 'stripe' },
  });
}

/** The Checkout Session Stripe made for a payment (its success URL names the payment). */
function sessionOf(paymentId: string): string {
  for (const [id, session] of stripe.sessions) {
    if (String((session as { success_url?: string }).success_url).endsWith(`payment=${paymentId}`)) return id;
  }
  throw new Error(`no session for payment ${paymentId}`);
}

function deliver(payload: string, signature = stripeSignature(payload, STRIPE.webhookSecret)) {
  return app().inject({
    method: 'POST',
    url: '/api/payments/notify/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function paymentOf(id: string) {
  return (
    await app().inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(buyer.token) })
  ).json<Payment>();
}

async function orderOf(groupId: string) {
  const { orders } = (
    await app().inject({ method: 'GET', url: `/api/orders/groups/${groupId}`, headers: bearer(buyer.token) })
  ).json<Purchase>();
  return orders.map((order) => `${order.status}/${order.paymentStatus}`).join(',');
}

describe('paying by card', () => {
  it('offers the methods the purchase can use, and starts one payment per Idempotency-Key', async () => {
    const group = await purchase();
    const options = (
      await app().inject({
        method: 'GET',
        url: `/api/payments/options?group=${group.id}`,
        headers: bearer(buyer.token),
      })
    ).json<PaymentOptions>();
    const byMethod = new Map(options.methods.map((option) => [option.method, option]));
    expect(byMethod.get('stripe')).toMatchObject({ available: true, amount: { amount: 3000, currency: 'EUR' } });
    expect(byMethod.get('przelewy24')).toMatchObject({ available: false, reason: 'not_configured' });
    expect(byMethod.get('autopay')).toMatchObject({ available: false, reason: 'not_configured' });
    expect(byMethod.get('cod')).toMatchObject({ available: false, reason: 'no_cod_delivery' });

    const [first, second] = await Promise.all([
      startCard(group.id, 'same-card-key-1'),
      startCard(group.id, 'same-card-key-1'),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.json(), second.body).toMatchObject({ id: first.json<StartedPayment>().id });
    const started = first.json<StartedPayment>();
    expect(started).toMatchObject({ state: 'started', amount: { amount: 3000, currency: 'EUR' }, newWindow: true });
    expect(started.redirect).toMatchObject({ kind: 'redirect', url: expect.stringContaining('/pay/') as unknown });
    expect(
      [...stripe.sessions.values()].filter((session) =>
        String((session as { success_url?: string }).success_url).endsWith(started.id),
      ),
    ).toHaveLength(1);

    const other = await app().inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...bearer(buyer.token), 'idempotency-key': 'cod-is-not-possible' },
      payload: { groupId: group.id, method: 'przelewy24' },
    });
    expect(other.json()).toMatchObject({ code: 'payment_method_unavailable' });
  });

  it('marks the orders paid once a signed notification says so; forged ones change nothing', async () => {
    const group = await purchase();
    const payment = (await startCard(group.id)).json<StartedPayment>();
    const event = stripe.sessionEvent(sessionOf(payment.id), 'paid');

    expect((await deliver(event, stripeSignature(event, 'whsec_someone_else'))).statusCode).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await deliver(event, stripeSignature(event, STRIPE.webhookSecret, stale))).statusCode).toBe(400);
    const changed = event.replace('"amount_total": 3000', '"amount_total": 1');
    expect(changed).not.toBe(event);
    expect((await deliver(changed, stripeSignature(event, STRIPE.webhookSecret))).statusCode).toBe(400);
    expect(await orderOf(group.id)).toBe('placed/unpaid');

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await paymentOf(payment.id)).toMatchObject({ state: 'paid' });
    expect(await orderOf(group.id)).toBe('paid/paid');
    // The same event again: answered, nothing more.
    expect((await deliver(event)).json()).toEqual({ received: true });
    expect(await orderOf(group.id)).toBe('paid/paid');

    // The buyer hears the payment arrived (once), the seller that the order can be packed.
    await mailDelivered(app());
    const number = group.orders[0]?.number ?? '';
    const mails = await app()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Payment received for order ${number}`));
    expect(mails.map((mail) => mail.to)).toEqual([buyer.email]);
    const seller = await app()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Order ${number} is paid`));
    expect(seller).toHaveLength(1);
  });

  it('gives a cancelled card payment back through Stripe, once', async () => {
    const group = await purchase();
    const payment = (await startCard(group.id)).json<StartedPayment>();
    expect((await deliver(stripe.sessionEvent(sessionOf(payment.id), 'paid'))).statusCode).toBe(200);
    const orderId = group.orders[0]?.id ?? '';
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/status`,
      headers: bearer(seller.token),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    for (let tries = 0; tries < 100 && (await orderOf(group.id)) !== 'cancelled/refunded'; tries += 1) {
      await setTimeout(100);
    }
    expect(await orderOf(group.id)).toBe('cancelled/refunded');
    const refunds = stripe.refunds.filter((refund) => (refund as { amount?: number }).amount === 3000);
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect(
      new Set(
        stripe.requests.filter((request) => request.path === '/v1/refunds').map((request) => request.idempotencyKey),
      ),
    ).toEqual(new Set([`refund-${orderId}`]));
  });

  it('never marks paid for another amount than the payment asked', async () => {
    const group = await purchase();
    const payment = (await startCard(group.id)).json<StartedPayment>();
    // Signed by Stripe, but for one euro: flagged for the operator, the order stays unpaid.
    const event = stripe
      .sessionEvent(sessionOf(payment.id), 'paid')
      .replace('"amount_total": 3000', '"amount_total": 100');
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await paymentOf(payment.id)).toMatchObject({ state: 'flagged', paidAt: null });
    expect(await orderOf(group.id)).toBe('placed/unpaid');
    // The operator of the marketplace sees it, with what was reported.
    const flagged = await app().inject({
      method: 'GET',
      url: '/api/admin/payments/flagged',
      headers: bearer(shop.admin),
    });
    expect(flagged.json<{ items: FlaggedPayment[] }>().items).toContainEqual(
      expect.objectContaining({
        id: payment.id,
        reported: [{ amount: 100, currency: 'EUR' }],
        orderNumbers: [group.orders[0]?.number],
      }),
    );
  });

  it('ends in the same state whether each notification comes once in order or three times shuffled', async () => {
    const random = seeded(42);
    const scenarios: CheckoutOutcome[][] = [
      ['paid'],
      ['expired'],
      ['async_failed'],
      ['processing', 'async_succeeded'],
      ['expired', 'paid'],
    ];
    const runs = 100;
    const plan = Array.from({ length: runs }, () => scenarios[Math.floor(random() * scenarios.length)]!);

    async function world() {
      const items = [];
      for (const outcomes of plan) {
        const group = await purchase();
        const payment = (await startCard(group.id)).json<StartedPayment>();
        const session = sessionOf(payment.id);
        items.push({ group, payment, events: outcomes.map((outcome) => stripe.sessionEvent(session, outcome)) });
      }
      return items;
    }
    const once = await world();
    const replayed = await world();

    for (const item of once) for (const event of item.events) expect((await deliver(event)).statusCode).toBe(200);
    const deliveries = replayed.flatMap((item) => [...item.events, ...item.events, ...item.events]);
    for (let index = deliveries.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [deliveries[index], deliveries[other]] = [deliveries[other]!, deliveries[index]!];
    }
    for (const event of deliveries) expect((await deliver(event)).statusCode).toBe(200);

    const outcome = async (item: (typeof once)[number]) => {
      const payment = await paymentOf(item.payment.id);
      return `${payment.state} ${payment.paidAt ? 'paid' : 'unpaid'} ${await orderOf(item.group.id)}`;
    };
    for (const [index, item] of once.entries()) {
      expect(await outcome(replayed[index]!), plan[index]!.join('→')).toBe(await outcome(item));
    }
  }, 120_000);
});

import { setTimeout } from 'node:timers/promises';
import type { Purchase } from '@glowmarket/shared/orders';
import type { FlaggedPayment, Payment, StartedPayment } from '@glowmarket/shared/payments';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { startPrzelewy24 } from '../../../test/przelewy24-server';
import { startStripe, stripeSignature } from '../../../test/stripe-server';
import { freePort } from '../../../test/ports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, mailDelivered, signUp } from '../../../test/users';
import { mailOutbox } from '../../lib/mail/mail.tables';
import { paymentOrders, payments } from './payments.tables';

/**
 * A purchase is charged once: one live payment at a time, and money that comes for orders already
 * paid, cancelled or expired is kept apart, flagged for the operator and given back where the
 * operator can, with the buyer told. Stripe and Przelewy24 are local servers speaking their APIs.
 */

const STRIPE = { secretKey: 'sk_test_payments_once', webhookSecret: 'whsec_payments_once_secret' };
const P24 = { merchantId: 171_717, posId: 171_717, crcKey: 'crc-payments-once', apiKey: 'api-payments-once' };

let testApp: TestApp;
let stripe: Awaited<ReturnType<typeof startStripe>>;
let p24: Awaited<ReturnType<typeof startPrzelewy24>>;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let seller: Awaited<ReturnType<typeof shop.sellerSelling>>;
let buyer: { token: string; email: string };

beforeAll(async () => {
  stripe = await startStripe({ secretKey: STRIPE.secretKey });
  p24 = await startPrzelewy24(P24);
  const port = await freePort();
  // Przelewy24 posts its notifications to the app, so the app listens where its public URL says.
  testApp = await createTestApp({
    publicUrl: `http://127.0.0.1:${port}`,
    stripe: { ...STRIPE, apiUrl: stripe.url },
    przelewy24: P24,
    przelewy24Url: p24.url,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  shop = await prepareShop(testApp.app);
  seller = await shop.sellerSelling({ price: 2500, stock: 100_000, delivery: 'dpd', fee: 500 });
  buyer = await signUp(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await stripe.close();
  await p24.close();
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
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Purchase>();
}

function start(groupId: string, method: 'stripe' | 'przelewy24', key = `pay-${Math.random().toString(36).slice(2)}`) {
  return app().inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...bearer(buyer.token), 'idempotency-key': key },
    payload: { groupId, method },
  });
}

async function started(groupId: string, method: 'stripe' | 'przelewy24'): Promise<StartedPayment> {
  const response = await start(groupId, method);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedPayment>();
}

/** The Checkout Session Stripe made for a payment (its success URL names the payment). */
function sessionOf(paymentId: string): string {
  for (const [id, session] of stripe.sessions) {
    if (String((session as { success_url?: string }).success_url).endsWith(`payment=${paymentId}`)) return id;
  }
  throw new Error(`no session for payment ${paymentId}`);
}

function sessionsOf(paymentId: string) {
  return [...stripe.sessions.values()].filter((session) =>
    String((session as { success_url?: string }).success_url).endsWith(`payment=${paymentId}`),
  );
}

async function deliverStripe(payload: string) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/payments/notify/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, STRIPE.webhookSecret) },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function paymentOf(id: string) {
  return (
    await app().inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(buyer.token) })
  ).json<Payment>();
}

async function ordersOf(groupId: string) {
  const { orders } = (
    await app().inject({ method: 'GET', url: `/api/orders/groups/${groupId}`, headers: bearer(buyer.token) })
  ).json<Purchase>();
  return orders.map((order) => `${order.status}/${order.paymentStatus}`).join(',');
}

async function flagged(): Promise<FlaggedPayment[]> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/payments/flagged',
    headers: bearer(shop.admin),
  });
  return response.json<{ items: FlaggedPayment[] }>().items;
}

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 0; tries < 100 && !until(value); tries += 1) {
    await setTimeout(100);
    value = await read();
  }
  return value;
}

describe('one live payment per purchase', () => {
  it('answers 20 parallel starts with 20 different keys with one payment and one Checkout Session', async () => {
    const group = await purchase();
    const before = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(group.id, 'stripe')));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const ids = new Set(answers.map((answer) => answer.json<StartedPayment>().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(sessionsOf(id!)).toHaveLength(1);
    expect(stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').length - before).toBe(1);
    const rows = await app().db.select().from(payments).where(eq(payments.groupId, group.id));
    expect(rows.map((row) => row.state)).toEqual(['started']);
  });

  it('closes an open Stripe session before another method starts, and supersedes a Przelewy24 payment', async () => {
    const group = await purchase();
    const card = await started(group.id, 'stripe');
    const session = sessionOf(card.id);

    const transfer = await started(group.id, 'przelewy24');
    expect(transfer.id).not.toBe(card.id);
    expect(await paymentOf(card.id)).toMatchObject({ state: 'superseded' });
    expect(stripe.sessions.get(session)).toMatchObject({ status: 'expired' });
    expect(stripe.requests.some((request) => request.path === `/v1/checkout/sessions/${session}/expire`)).toBe(true);

    // Back to the card: Przelewy24 cannot be closed at its side, so its payment is superseded.
    const again = await started(group.id, 'stripe');
    expect(again.id).not.toBe(card.id);
    expect(await paymentOf(transfer.id)).toMatchObject({ state: 'superseded' });
    const open = await app().db.select().from(payments).where(eq(payments.groupId, group.id));
    expect(open.filter((row) => row.state === 'started').map((row) => row.id)).toEqual([again.id]);
    // The same method again answers the live payment.
    expect((await started(group.id, 'stripe')).id).toBe(again.id);
  });
});

describe('money for orders that can no longer take it', () => {
  it('keeps one charge of two completed Stripe sessions, flags the other and refunds it through Stripe', async () => {
    const group = await purchase();
    const first = await started(group.id, 'stripe');
    const firstSession = sessionOf(first.id);
    // The buyer switched to Przelewy24 and back while the first card page was still being paid.
    await started(group.id, 'przelewy24');
    const second = await started(group.id, 'stripe');
    const secondSession = sessionOf(second.id);

    // Both card payments complete at Stripe: the first one's raced its expiry.
    await deliverStripe(stripe.sessionEvent(firstSession, 'paid'));
    expect(await ordersOf(group.id)).toBe('paid/paid');
    expect(await paymentOf(first.id)).toMatchObject({ state: 'paid' });

    await deliverStripe(stripe.sessionEvent(secondSession, 'paid'));
    expect(await ordersOf(group.id)).toBe('paid/paid');
    expect(await paymentOf(second.id)).toMatchObject({ state: 'flagged', flagReason: 'already_paid', paidAt: null });

    // Given back through Stripe by the job, once, for the whole amount.
    const refunds = await eventually(
      async () => stripe.requests.filter((request) => request.idempotencyKey === `return-${second.id}`),
      (found) => found.length > 0,
    );
    expect(refunds[0]).toMatchObject({ path: '/v1/refunds', body: { amount: '3000' } });
    const row = await eventually(
      async () => (await flagged()).find((payment) => payment.id === second.id),
      (found) => found?.refund?.state === 'refunded',
    );
    expect(row).toMatchObject({
      reason: 'already_paid',
      refund: { amount: { amount: 3000, currency: 'EUR' }, state: 'refunded' },
      orderNumbers: [group.orders[0]?.number],
    });
    expect((await flagged()).some((payment) => payment.id === first.id)).toBe(false);

    // The same event again changes nothing and refunds nothing more.
    await deliverStripe(stripe.sessionEvent(secondSession, 'paid'));
    await setTimeout(1500);
    const intent = (stripe.sessions.get(secondSession) as { payment_intent?: string }).payment_intent;
    expect(
      stripe.refunds.filter((refund) => (refund as { payment_intent?: string }).payment_intent === intent),
    ).toHaveLength(1);
    const firstIntent = (stripe.sessions.get(firstSession) as { payment_intent?: string }).payment_intent;
    expect(
      stripe.refunds.some((refund) => (refund as { payment_intent?: string }).payment_intent === firstIntent),
    ).toBe(false);

    // The buyer is told the money goes back.
    await mailDelivered(app());
    const mails = await app()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your payment of €30.00 will be refunded'));
    expect(mails.map((mail) => mail.to)).toEqual([buyer.email]);
  });

  it('flags money from a superseded Przelewy24 payment for paid orders, to be returned by hand', async () => {
    const group = await purchase();
    const transfer = await started(group.id, 'przelewy24');
    const transaction = p24.transactions.at(-1)!;
    const card = await started(group.id, 'stripe');
    await deliverStripe(stripe.sessionEvent(sessionOf(card.id), 'paid'));
    expect(await ordersOf(group.id)).toBe('paid/paid');

    // The buyer still paid in the Przelewy24 window: verified, stored, not a second charge.
    expect((await p24.notify(transaction)).status).toBe(200);
    expect(await paymentOf(transfer.id)).toMatchObject({ state: 'flagged', flagReason: 'already_paid' });
    expect(await ordersOf(group.id)).toBe('paid/paid');
    expect((await flagged()).find((payment) => payment.id === transfer.id)).toMatchObject({
      reason: 'already_paid',
      refund: { state: 'manual' },
    });
    await mailDelivered(app());
    const mails = await app()
      .db.select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'We received an extra payment of%'));
    expect(mails.map((mail) => mail.to)).toContain(buyer.email);
  });

  it('pays the orders with money from a superseded payment when they still wait, and refunds the later one', async () => {
    const group = await purchase();
    const transfer = await started(group.id, 'przelewy24');
    const transaction = p24.transactions.at(-1)!;
    const card = await started(group.id, 'stripe');

    expect((await p24.notify(transaction)).status).toBe(200);
    expect(await paymentOf(transfer.id)).toMatchObject({ state: 'paid' });
    expect(await ordersOf(group.id)).toBe('paid/paid');
    // The card page still open for those orders could only charge twice: it is closed at Stripe.
    expect(await paymentOf(card.id)).toMatchObject({ state: 'superseded' });
    expect(stripe.sessions.get(sessionOf(card.id))).toMatchObject({ status: 'expired' });
    // Had the buyer paid it in the very same moment, its money goes back.
    await deliverStripe(stripe.sessionEvent(sessionOf(card.id), 'paid'));
    expect(await paymentOf(card.id)).toMatchObject({ state: 'flagged', flagReason: 'already_paid' });
    const shares = await app().db.select().from(paymentOrders).where(eq(paymentOrders.paymentId, card.id));
    expect(shares.map((share) => share.outcome)).toEqual(['refund']);
  });

  it('gives back money that came after the order was cancelled', async () => {
    const group = await purchase();
    const card = await started(group.id, 'stripe');
    const orderId = group.orders[0]?.id ?? '';
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/status`,
      headers: bearer(seller.token),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });

    await deliverStripe(stripe.sessionEvent(sessionOf(card.id), 'paid'));
    expect(await paymentOf(card.id)).toMatchObject({ state: 'flagged', flagReason: 'orders_closed' });
    expect(
      await eventually(
        () => ordersOf(group.id),
        (state) => state === 'cancelled/refunded',
      ),
    ).toBe('cancelled/refunded');
    expect(stripe.requests.filter((request) => request.idempotencyKey === `return-${card.id}`).length).toBeGreaterThan(
      0,
    );
  });
});

describe('Idempotency-Key with a fingerprint', () => {
  it('answers the first payment for the same request, and 422 for the same key with another one', async () => {
    const group = await purchase();
    const other = await purchase();
    const first = await start(group.id, 'stripe', 'fingerprinted-key-1');
    expect(first.statusCode).toBe(201);
    const same = await start(group.id, 'stripe', 'fingerprinted-key-1');
    expect(same.json<StartedPayment>().id).toBe(first.json<StartedPayment>().id);

    const count = async () => (await app().db.select().from(payments)).length;
    const before = await count();
    for (const [groupId, method] of [
      [group.id, 'przelewy24'],
      [other.id, 'stripe'],
    ] as const) {
      const reused = await start(groupId, method, 'fingerprinted-key-1');
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    }
    expect(await count()).toBe(before);
    expect(await paymentOf(first.json<StartedPayment>().id)).toMatchObject({ state: 'started' });
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startStripe, stripeSignature } from '../../../test/stripe-server';
import { NotificationRejected, type PaymentNotice, type PaymentOperator, type PaymentStart } from './operator';
import { createStripe, signStripePayload } from './stripe';

const SECRET_KEY = 'sk_test_51GlowmarketLocalAccount0000000000';
const WEBHOOK_SECRET = 'whsec_glowmarketLocalWebhookSecret000000';

const payment: PaymentStart = {
  paymentId: 'pay_01J9Z3ZQ6W',
  amount: 12345,
  currency: 'PLN',
  description: 'Glowmarket order GM-2025-17',
  customerEmail: 'anna@example.com',
  returnUrl: 'https://glowmarket.test/orders/GM-2025-17/paid',
  cancelUrl: 'https://glowmarket.test/orders/GM-2025-17/pay',
  notifyUrl: 'https://glowmarket.test/api/payments/stripe/notifications',
  idempotencyKey: 'start-pay_01J9Z3ZQ6W-1',
  language: 'pl-PL',
};

/**
 * The marketplace's end of Stripe's webhook, as the payments route keeps it: the raw body and the
 * headers to the operator, its answer back, 400 for what it rejects.
 */
async function listenForWebhooks(operator: PaymentOperator) {
  const notices: PaymentNotice[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      operator.readNotification({ headers: request.headers, rawBody: Buffer.concat(chunks) }).then(
        (read) => {
          notices.push(...read);
          const answer = operator.answer(read);
          response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
        },
        (error: unknown) => response.writeHead(error instanceof NotificationRejected ? 400 : 500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/stripe/notifications`,
    notices,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe of its own for each test, the adapter on it and a webhook endpoint for its events. */
async function setUp(options: { secretKey?: string } = {}) {
  const stripe = await startStripe({ secretKey: SECRET_KEY });
  onTestFinished(() => stripe.close());
  const operator = createStripe({
    secretKey: options.secretKey ?? SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });
  const webhook = await listenForWebhooks(operator);
  onTestFinished(() => webhook.close());
  return { stripe, operator, webhook };
}

const nowS = () => Math.floor(Date.now() / 1000);
const rawOf = (payload: string) => Buffer.from(payload, 'utf8');

describe('Stripe card payments', () => {
  it('starts one Checkout Session per idempotency key, for the exact amount, buyer and return addresses', async () => {
    const { stripe, operator } = await setUp();

    const first = await operator.start(payment);
    const again = await operator.start(payment);

    expect(first).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(new RegExp(`^${stripe.url}/pay/cs_test_`)) as string,
      operatorRef: expect.stringMatching(/^cs_test_/) as string,
    });
    expect(again).toEqual(first);
    expect(stripe.sessions.size).toBe(1);
    const calls = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions');
    expect(calls.map((call) => [call.method, call.idempotencyKey, call.authorization])).toEqual([
      ['POST', payment.idempotencyKey, `Bearer ${SECRET_KEY}`],
      ['POST', payment.idempotencyKey, `Bearer ${SECRET_KEY}`],
    ]);
    // As Stripe reads the form the SDK sent.
    expect(calls[0]!.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'pln', unit_amount: '12345', product_data: { name: 'Glowmarket order GM-2025-17' } },
          quantity: '1',
        },
      ],
      customer_email: 'anna@example.com',
      client_reference_id: 'pay_01J9Z3ZQ6W',
      metadata: { paymentId: 'pay_01J9Z3ZQ6W' },
      payment_intent_data: { metadata: { paymentId: 'pay_01J9Z3ZQ6W' } },
      success_url: payment.returnUrl,
      cancel_url: payment.cancelUrl,
      locale: 'pl',
    });
    expect(stripe.sessions.get(first.operatorRef!)).toMatchObject({
      amount_total: 12345,
      currency: 'pln',
      client_reference_id: 'pay_01J9Z3ZQ6W',
      payment_status: 'unpaid',
    });
    expect((await fetch(first.kind === 'redirect' ? first.url : '')).status).toBe(200);

    const retried = await operator.start({ ...payment, idempotencyKey: 'start-pay_01J9Z3ZQ6W-2', language: 'xx' });
    expect(retried.operatorRef).not.toBe(first.operatorRef);
    expect(stripe.sessions.size).toBe(2);
    // A language Checkout does not speak is left to Stripe, which follows the browser.
    expect(stripe.requests.at(-1)!.body).not.toHaveProperty('locale');
  });

  it('fails with Stripe’s authentication error when the secret key is wrong', async () => {
    const { stripe, operator } = await setUp({ secretKey: 'sk_test_wrong000000000000000000' });

    const failure = operator.start(payment);

    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(failure).rejects.toMatchObject({ statusCode: 401 });
    expect(stripe.sessions.size).toBe(0);
  });

  it('reads a signed checkout.session.completed into a paid notice for the exact amount, and answers it', async () => {
    const { stripe, operator, webhook } = await setUp();
    const started = await operator.start(payment);

    const { response, event } = await stripe.completeSession(started.operatorRef!, {
      webhookUrl: webhook.url,
      secret: WEBHOOK_SECRET,
      status: 'paid',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ received: true });
    expect(webhook.notices).toEqual([
      {
        eventId: event.id,
        paymentId: 'pay_01J9Z3ZQ6W',
        operatorRef: stripe.sessions.get(started.operatorRef!)!.payment_intent,
        status: 'paid',
        amount: 12345,
        currency: 'PLN',
      },
    ]);
    expect(webhook.notices[0]!.operatorRef).toMatch(/^pi_/);
  });

  it('reads the delayed methods and the expired session, and gives no notice while a payment is on its way', async () => {
    const { stripe, operator, webhook } = await setUp();
    const deliver = (id: string, status: 'processing' | 'async_succeeded' | 'async_failed' | 'expired') =>
      stripe.completeSession(id, { webhookUrl: webhook.url, secret: WEBHOOK_SECRET, status });

    const debit = await operator.start({ ...payment, paymentId: 'pay_debit', idempotencyKey: 'k-debit' });
    expect((await deliver(debit.operatorRef!, 'processing')).response.status).toBe(200);
    expect(webhook.notices).toEqual([]);
    await deliver(debit.operatorRef!, 'async_succeeded');

    const failed = await operator.start({ ...payment, paymentId: 'pay_failed', idempotencyKey: 'k-failed' });
    await deliver(failed.operatorRef!, 'processing');
    await deliver(failed.operatorRef!, 'async_failed');

    const abandoned = await operator.start({ ...payment, paymentId: 'pay_abandoned', idempotencyKey: 'k-abandoned' });
    await deliver(abandoned.operatorRef!, 'expired');

    expect(webhook.notices.map(({ paymentId, status, amount }) => ({ paymentId, status, amount }))).toEqual([
      { paymentId: 'pay_debit', status: 'paid', amount: 12345 },
      { paymentId: 'pay_failed', status: 'failed', amount: 12345 },
      { paymentId: 'pay_abandoned', status: 'cancelled', amount: 12345 },
    ]);
    expect(webhook.notices[0]!.operatorRef).toMatch(/^pi_/);
    // An expired session never had a PaymentIntent: the session is the reference.
    expect(webhook.notices[2]!.operatorRef).toBe(abandoned.operatorRef);
    expect(new Set(webhook.notices.map((notice) => notice.eventId)).size).toBe(3);
  });

  it('rejects an event with a wrong signature, an old timestamp, a changed body or no signature', async () => {
    const { stripe, operator, webhook } = await setUp();
    const started = await operator.start(payment);
    const payload = stripe.sessionEvent(started.operatorRef!, 'paid');
    const read = (body: string, signature: string | undefined) =>
      operator.readNotification({ headers: { 'stripe-signature': signature }, rawBody: rawOf(body) });

    await expect(read(payload, signStripePayload(payload, 'whsec_someoneElse000000000'))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    await expect(read(payload, signStripePayload(payload, WEBHOOK_SECRET, nowS() - 301))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    const cheaper = payload.replace('"amount_total": 12345', '"amount_total": 1');
    expect(cheaper).not.toBe(payload);
    await expect(read(cheaper, signStripePayload(payload, WEBHOOK_SECRET))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    await expect(read(payload, undefined)).rejects.toBeInstanceOf(NotificationRejected);
    await expect(read(payload, 'garbage')).rejects.toBeInstanceOf(NotificationRejected);

    // Within the five minutes the same event counts.
    expect(await read(payload, signStripePayload(payload, WEBHOOK_SECRET, nowS() - 290))).toHaveLength(1);

    // Through HTTP: a stale delivery is answered 400 and applies nothing.
    const stale = await stripe.completeSession(started.operatorRef!, {
      webhookUrl: webhook.url,
      secret: WEBHOOK_SECRET,
      status: 'paid',
      timestamp: nowS() - 301,
    });
    expect(stale.response.status).toBe(400);
    expect(webhook.notices).toEqual([]);
  });

  it('signs as Stripe does', () => {
    const payload = '{"id":"evt_1","object":"event"}';
    const timestamp = 1_735_689_600;
    expect(signStripePayload(payload, WEBHOOK_SECRET, timestamp)).toBe(
      stripeSignature(payload, WEBHOOK_SECRET, timestamp),
    );
    expect(signStripePayload(payload, WEBHOOK_SECRET, timestamp)).toMatch(/^t=1735689600,v1=[0-9a-f]{64}$/);
  });

  it('gives no notice for events about other things or sessions it did not start', async () => {
    const { operator } = await setUp();
    const signed = (event: object) => {
      const payload = JSON.stringify(event);
      return operator.readNotification({
        headers: { 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) },
        rawBody: rawOf(payload),
      });
    };
    const base = { object: 'event', api_version: '2026-10-28.endive', created: nowS(), livemode: false };

    expect(
      await signed({
        ...base,
        id: 'evt_pi',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1', object: 'payment_intent', amount: 12345, currency: 'pln' } },
      }),
    ).toEqual([]);
    expect(
      await signed({
        ...base,
        id: 'evt_refund',
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', object: 'charge', amount_refunded: 12345, currency: 'pln' } },
      }),
    ).toEqual([]);
    expect(
      await signed({
        ...base,
        id: 'evt_foreign',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_foreign',
            object: 'checkout.session',
            client_reference_id: null,
            metadata: {},
            payment_intent: 'pi_foreign',
            amount_total: 999,
            currency: 'eur',
            payment_status: 'paid',
          },
        },
      }),
    ).toEqual([]);
  });

  it('refuses a signed session event without the amount it must report', async () => {
    const { operator } = await setUp();
    const payload = JSON.stringify({
      id: 'evt_odd',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_test_odd', client_reference_id: 'pay_1', payment_intent: 'pi_1', payment_status: 'paid' },
      },
    });

    const read = operator.readNotification({
      headers: { 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) },
      rawBody: rawOf(payload),
    });

    await expect(read).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('refunds once per idempotency key, on the payment’s PaymentIntent', async () => {
    const { stripe, operator, webhook } = await setUp();
    const started = await operator.start(payment);
    await stripe.completeSession(started.operatorRef!, {
      webhookUrl: webhook.url,
      secret: WEBHOOK_SECRET,
      status: 'paid',
    });
    const paid = webhook.notices[0]!;

    await operator.refund!({ operatorRef: paid.operatorRef, amount: 5000, idempotencyKey: 'refund-GM-2025-17-1' });
    await operator.refund!({ operatorRef: paid.operatorRef, amount: 5000, idempotencyKey: 'refund-GM-2025-17-1' });

    expect(stripe.refunds).toEqual([
      expect.objectContaining({ payment_intent: paid.operatorRef, amount: 5000, currency: 'pln', status: 'succeeded' }),
    ]);
    const calls = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls.map((call) => [call.idempotencyKey, call.body])).toEqual([
      ['refund-GM-2025-17-1', { payment_intent: paid.operatorRef, amount: '5000' }],
      ['refund-GM-2025-17-1', { payment_intent: paid.operatorRef, amount: '5000' }],
    ]);

    await operator.refund!({ operatorRef: paid.operatorRef, amount: 7345, idempotencyKey: 'refund-GM-2025-17-2' });
    expect(stripe.refunds.map((refund) => refund.amount)).toEqual([5000, 7345]);
    // Nothing is left to give back: Stripe refuses, and the adapter says so.
    await expect(
      operator.refund!({ operatorRef: paid.operatorRef, amount: 1, idempotencyKey: 'refund-GM-2025-17-3' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

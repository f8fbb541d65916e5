import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startPrzelewy24 } from '../../../test/przelewy24-server';
import {
  NotificationRejected,
  type PaymentNotice,
  type PaymentOperator,
  type PaymentRedirect,
  type PaymentStart,
} from './operator';
import { createPrzelewy24, p24Sign, Przelewy24Error } from './przelewy24';

const ACCOUNT = { merchantId: 164_002, posId: 164_002, crcKey: 'c0ffee1234abcd56', apiKey: 'p24-test-api-key' };

/**
 * The marketplace's side of `urlStatus`: reads each notification with the adapter and answers as
 * the payments module will, 400 for a rejected one. What it read, or why not, is in `received`.
 */
async function startShop(operator: PaymentOperator) {
  const received: (PaymentNotice[] | Error)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      operator.readNotification({ headers: request.headers, rawBody: Buffer.concat(chunks) }).then(
        (notices) => {
          received.push(notices);
          const answer = operator.answer(notices);
          response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
        },
        (error: Error) => {
          received.push(error);
          response.writeHead(error instanceof NotificationRejected ? 400 : 500).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/przelewy24/notify`, received };
}

/** A P24 of its own for each test, the adapter on it, and a shop taking its notifications. */
async function setUp(options: { apiKey?: string } = {}) {
  const p24 = await startPrzelewy24(ACCOUNT);
  onTestFinished(() => p24.close());
  const operator = createPrzelewy24({ ...ACCOUNT, baseUrl: p24.url, apiKey: options.apiKey ?? ACCOUNT.apiKey });
  const shop = await startShop(operator);
  return { p24, operator, shop };
}

const payment = (notifyUrl: string, overrides: Partial<PaymentStart> = {}): PaymentStart => ({
  paymentId: 'pay_01JZ6Q4T',
  amount: 12_550,
  currency: 'PLN',
  description: 'Zamówienie GM/2025/17',
  customerEmail: 'anna@example.com',
  returnUrl: 'https://glowmarket.test/orders/17/paid',
  cancelUrl: 'https://glowmarket.test/orders/17',
  notifyUrl,
  idempotencyKey: 'start-pay_01JZ6Q4T',
  language: 'pl-PL',
  ...overrides,
});

/** The buyer on P24's page pressing one of its buttons; the redirect back is not followed. */
async function pressOnPage(redirect: PaymentRedirect, outcome: 'success' | 'cancel' | 'failure') {
  if (redirect.kind !== 'redirect') throw new Error('P24 redirects the buyer');
  const page = await fetch(redirect.url);
  const action = /<form method="post" action="([^"]+)">/.exec(await page.text())?.[1];
  if (!action) throw new Error('no form on P24’s page');
  return fetch(new URL(action, redirect.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
}

const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

describe('Przelewy24 sign', () => {
  it('is SHA-384 of the fields as compact JSON in the given order, slashes and Polish letters as they are', () => {
    expect(
      p24Sign({ sessionId: 'pay_01JZ6Q4T', merchantId: 164002, amount: 12550, currency: 'PLN', crc: 'c0ffee' }),
    ).toBe(sha384('{"sessionId":"pay_01JZ6Q4T","merchantId":164002,"amount":12550,"currency":"PLN","crc":"c0ffee"}'));

    expect(p24Sign({ sessionId: 'pay_1', description: 'Zamówienie GM/2025/17 – Bełchatów', crc: 'c0ffee' })).toBe(
      sha384('{"sessionId":"pay_1","description":"Zamówienie GM/2025/17 – Bełchatów","crc":"c0ffee"}'),
    );

    expect(p24Sign({ merchantId: 1, sessionId: 'a', crc: 'x' })).not.toBe(
      p24Sign({ sessionId: 'a', merchantId: 1, crc: 'x' }),
    );
  });
});

describe('Przelewy24', () => {
  it('registers the transaction and sends the buyer to P24’s page for its token', async () => {
    const { p24, operator, shop } = await setUp();

    const redirect = await operator.start(payment(shop.url));

    expect(p24.transactions).toHaveLength(1);
    const { token, body } = p24.transactions[0]!;
    expect(body).toEqual({
      merchantId: ACCOUNT.merchantId,
      posId: ACCOUNT.posId,
      sessionId: 'pay_01JZ6Q4T',
      amount: 12_550,
      currency: 'PLN',
      description: 'Zamówienie GM/2025/17',
      email: 'anna@example.com',
      country: 'PL',
      language: 'pl',
      urlReturn: 'https://glowmarket.test/orders/17/paid',
      urlStatus: shop.url,
      waitForResult: true,
      sign: sha384(
        `{"sessionId":"pay_01JZ6Q4T","merchantId":${ACCOUNT.merchantId},"amount":12550,"currency":"PLN","crc":"${ACCOUNT.crcKey}"}`,
      ),
    });
    expect(redirect).toEqual({ kind: 'redirect', url: `${p24.url}/trnRequest/${token}`, operatorRef: token });

    const page = await fetch(redirect.kind === 'redirect' ? redirect.url : '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay 12550 PLN');
  });

  it('asks for the buyer’s language where P24’s page speaks it, English otherwise', async () => {
    const { p24, operator, shop } = await setUp();

    for (const [index, language] of ['de-DE', 'sv-SE', 'uk-UA'].entries())
      await operator.start(payment(shop.url, { paymentId: `pay_${index}`, language }));

    expect(p24.transactions.map((transaction) => transaction.body.language)).toEqual(['de', 'se', 'en']);
  });

  it('throws P24’s refusal with its status when the API key is wrong', async () => {
    const { p24, operator, shop } = await setUp({ apiKey: 'not-the-key' });

    const refusal = operator.start(payment(shop.url));

    await expect(refusal).rejects.toBeInstanceOf(Przelewy24Error);
    await expect(refusal).rejects.toMatchObject({ status: 401, message: 'Incorrect authentication' });
    expect(p24.transactions).toHaveLength(0);
  });

  it('reads P24’s notification as the buyer having paid, and answers it 200', async () => {
    const { p24, operator, shop } = await setUp();
    await operator.start(payment(shop.url));
    const transaction = p24.transactions[0]!;

    const delivered = await p24.notify(transaction);

    expect(shop.received).toEqual([
      [
        {
          eventId: String(transaction.orderId),
          paymentId: 'pay_01JZ6Q4T',
          operatorRef: String(transaction.orderId),
          status: 'paid',
          amount: 12_550,
          currency: 'PLN',
        },
      ],
    ]);
    expect(delivered).toEqual({ status: 200, body: '{"status":"success"}' });
  });

  it('rejects a notification with a wrong sign, for another merchant, or not JSON', async () => {
    const { p24, operator, shop } = await setUp();
    await operator.start(payment(shop.url));
    const transaction = p24.transactions[0]!;

    expect(await p24.notify(transaction, { tamper: true })).toMatchObject({ status: 400 });
    expect(await p24.notify(transaction, { merchantId: 999_999 })).toMatchObject({ status: 400 });
    expect(shop.received).toEqual([expect.any(NotificationRejected), expect.any(NotificationRejected)]);

    await expect(operator.readNotification({ headers: {}, rawBody: Buffer.from('sign=abc') })).rejects.toBeInstanceOf(
      NotificationRejected,
    );
  });

  it('confirms a notified payment with P24’s verify, and throws when P24 refuses it', async () => {
    const { p24, operator, shop } = await setUp();
    await operator.start(payment(shop.url));
    const transaction = p24.transactions[0]!;
    await p24.notify(transaction);
    const [notice] = shop.received[0] as PaymentNotice[];

    await operator.confirm!(notice!);

    expect(p24.verifications).toEqual([
      {
        merchantId: ACCOUNT.merchantId,
        posId: ACCOUNT.posId,
        sessionId: 'pay_01JZ6Q4T',
        amount: 12_550,
        currency: 'PLN',
        orderId: transaction.orderId,
        sign: sha384(
          `{"sessionId":"pay_01JZ6Q4T","orderId":${transaction.orderId},"amount":12550,"currency":"PLN","crc":"${ACCOUNT.crcKey}"}`,
        ),
      },
    ]);

    const refused = operator.confirm!({ ...notice!, amount: 100 });
    await expect(refused).rejects.toBeInstanceOf(Przelewy24Error);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'Incorrect amount' });
    expect(p24.verifications).toHaveLength(1);
  });

  it('asks P24 what became of a transaction: unpaid after a cancel, paid once the buyer paid', async () => {
    const { p24, operator, shop } = await setUp();
    const cancelled = await operator.start(payment(shop.url, { paymentId: 'pay_cancelled' }));
    const paid = await operator.start(payment(shop.url, { paymentId: 'pay_paid' }));
    const [first, second] = p24.transactions;

    expect(await operator.lookUp!('pay_cancelled')).toEqual({ status: 'unpaid', operatorRef: String(first!.orderId) });
    // Cancel on P24's page: P24 notifies nothing, the buyer goes back, the transaction stays unpaid.
    const back = await pressOnPage(cancelled, 'cancel');
    expect(back.headers.get('location')).toBe('https://glowmarket.test/orders/17/paid');
    expect(shop.received).toEqual([]);
    expect(await operator.lookUp!('pay_cancelled')).toMatchObject({ status: 'unpaid' });

    // Pay: P24 notifies the shop first, then counts the transaction as paid.
    await pressOnPage(paid, 'success');
    expect(shop.received).toHaveLength(1);
    expect(await operator.lookUp!('pay_paid')).toEqual({ status: 'paid', operatorRef: String(second!.orderId) });
  });

  it('reads a session id P24 does not know as unpaid, and throws P24’s refusal of the key', async () => {
    const { operator } = await setUp();
    expect(await operator.lookUp!('pay_never_registered')).toEqual({ status: 'unpaid', operatorRef: null });

    const { operator: wrongKey } = await setUp({ apiKey: 'not-the-key' });
    const refusal = wrongKey.lookUp!('pay_never_registered');
    await expect(refusal).rejects.toBeInstanceOf(Przelewy24Error);
    await expect(refusal).rejects.toMatchObject({ status: 401 });
  });
});

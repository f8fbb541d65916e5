import { createHash } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrzelewy24Sandbox } from '@glowmarket/sandboxes';
import type { Purchase } from '@glowmarket/shared/orders';
import type { Payment, StartedPayment } from '@glowmarket/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutopay } from '../../../test/autopay-server';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { freePort } from '../../../test/ports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';

/**
 * The operators' positive notifications, each from a local server speaking the operator's real
 * protocol, on a marketplace set up as in production (operators at their URLs, no sandbox):
 * Przelewy24's notification makes the marketplace verify the transaction (PUT
 * /api/v1/transaction/verify, signed), then pays the orders; Autopay's ITN is confirmed with a
 * hashed confirmationList, and pays the order. The signs and hashes are computed here from the
 * operators' documentation, not taken from the adapters.
 */

const P24 = { merchantId: 181_818, posId: 181_818, crcKey: 'crc-happy-paths-1', apiKey: 'api-happy-paths-0123' };
const AUTOPAY = { serviceId: '202020', sharedKey: 'autopay-happy-paths-shared-key' };

const sha384 = (fields: Record<string, unknown>) => createHash('sha384').update(JSON.stringify(fields)).digest('hex');
const sha256 = (values: string[]) => createHash('sha256').update(values.join('|')).digest('hex');

/** Przelewy24 on a local server, with every request it received (method, path, authorization). */
async function startPrzelewy24Recording() {
  const p24 = createPrzelewy24Sandbox({ basePath: '', keys: P24 });
  const received: { method: string; path: string; authorization: string | undefined }[] = [];
  const server = createHttpServer((request: IncomingMessage, response) => {
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
    });
    p24.handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...p24,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testApp: TestApp;
let publicUrl: string;
let p24: Awaited<ReturnType<typeof startPrzelewy24Recording>>;
let autopay: Awaited<ReturnType<typeof startAutopay>>;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let buyer: { token: string };

beforeAll(async () => {
  p24 = await startPrzelewy24Recording();
  autopay = await startAutopay(AUTOPAY);
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  // The operators post their notifications to the app, so it listens where its public URL says.
  testApp = await createTestApp({
    demoMode: false,
    publicUrl,
    przelewy24: P24,
    przelewy24Url: p24.url,
    autopayUrl: autopay.url,
    secretsKey: Buffer.alloc(32, 7),
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  shop = await prepareShop(testApp.app);
  buyer = await signUp(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await p24.close();
  await autopay.close();
});

const app = () => testApp.app;

/** A buyer's purchase from a new seller: one €42 product, €6 courier. */
async function purchase() {
  const seller = await shop.sellerSelling({ price: 4200, stock: 10, delivery: 'dpd', fee: 600 });
  await addToCart(app(), buyer.token, seller.productId, 1);
  const placed = await placeOrder(
    app(),
    buyer.token,
    checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { seller, group: placed.json<Purchase>() };
}

async function start(group: Purchase, method: 'przelewy24' | 'autopay'): Promise<StartedPayment> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...bearer(buyer.token), 'idempotency-key': `happy-${method}-${group.id}` },
    payload: { groupId: group.id, method, ...(method === 'autopay' && { orderId: group.orders[0]?.id }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedPayment>();
}

async function paymentStatesOf(group: Purchase) {
  const answer = await app().inject({
    method: 'GET',
    url: `/api/orders/groups/${group.id}`,
    headers: bearer(buyer.token),
  });
  return answer.json<Purchase>().orders.map((order) => order.paymentStatus);
}

async function stateOf(payment: StartedPayment) {
  const answer = await app().inject({
    method: 'GET',
    url: `/api/payments/${payment.id}`,
    headers: bearer(buyer.token),
  });
  return answer.json<Payment>().state;
}

describe('Przelewy24: register, notification, verify', () => {
  it('verifies a correctly signed notification with P24 (signed verify call) and then pays the orders', async () => {
    const { group } = await purchase();
    const payment = await start(group, 'przelewy24');

    // Registered with P24, signed over sessionId, merchantId, amount, currency and the CRC key.
    const transaction = p24.transactions.at(-1)!;
    const { sessionId, amount, currency } = transaction.body;
    expect(transaction.body.sign).toBe(
      sha384({ sessionId, merchantId: P24.merchantId, amount, currency, crc: P24.crcKey }),
    );
    expect(payment.redirect).toEqual({ kind: 'redirect', url: `${p24.url}/trnRequest/${transaction.token}` });
    expect(await paymentStatesOf(group)).toEqual(['unpaid']);

    // P24 posts the notification (signed over its fields and the CRC key) to urlStatus.
    expect(transaction.body.urlStatus).toBe(`${publicUrl}/api/payments/notify/przelewy24`);
    const notified = await p24.notify(transaction);
    expect(notified.status).toBe(200);

    // The marketplace asked P24 to verify the transaction before taking the money as paid.
    const verify = p24.received.filter((request) => request.method === 'PUT');
    expect(verify).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/transaction/verify',
        authorization: `Basic ${Buffer.from(`${P24.posId}:${P24.apiKey}`).toString('base64')}`,
      },
    ]);
    expect(p24.verifications).toHaveLength(1);
    const verified = p24.verifications[0]!;
    expect(verified).toMatchObject({
      merchantId: P24.merchantId,
      posId: P24.posId,
      sessionId,
      orderId: transaction.orderId,
      amount,
      currency,
    });
    expect(verified.sign).toBe(sha384({ sessionId, orderId: transaction.orderId, amount, currency, crc: P24.crcKey }));
    expect(transaction.verified).toBe(true);

    expect(await stateOf(payment)).toBe('paid');
    expect(await paymentStatesOf(group)).toEqual(['paid']);

    // P24 repeats a notification until it is answered 200: the second one changes nothing.
    expect((await p24.notify(transaction)).status).toBe(200);
    expect(await paymentStatesOf(group)).toEqual(['paid']);
  });
});

describe('Autopay: start form, ITN, confirmation', () => {
  it('confirms an ITN with a valid hash in a confirmationList hashed with the key, and pays the order', async () => {
    const { seller, group } = await purchase();
    // The seller's own Autopay service, saved through the API.
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/seller/operators/autopay',
      headers: bearer(seller.token),
      payload: { settings: { serviceId: AUTOPAY.serviceId }, secrets: { sharedKey: AUTOPAY.sharedKey } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const payment = await start(group, 'autopay');
    if (payment.redirect.kind !== 'form') throw new Error('Autopay starts with a form');
    const { action, fields } = payment.redirect;
    expect(action).toBe(`${autopay.url}/payment`);

    // The browser posts the start form; Autopay takes it only with the right Hash.
    const page = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(page.status).toBe(200);
    expect(autopay.forms.at(-1)).toMatchObject({ accepted: true });
    const [remoteID] = [...autopay.payments.keys()].slice(-1);

    // Autopay's ITN for the paid transaction, hashed over its values in document order.
    const itnUrl = `${publicUrl}/api/payments/notify/autopay/${seller.companyId}`;
    const body = autopay.itnBody([
      {
        orderID: fields.OrderID!,
        remoteID: remoteID!,
        amount: fields.Amount!,
        currency: fields.Currency!,
        status: 'SUCCESS',
      },
    ]);
    const answer = await autopay.notifyRaw(itnUrl, body);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/xml/);

    // The confirmationList: the order CONFIRMED, hash = sha256(serviceID|orderID|confirmation|key).
    const text = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(answer.body)?.[1];
    expect(text('serviceID')).toBe(AUTOPAY.serviceId);
    expect(text('orderID')).toBe(fields.OrderID);
    expect(text('confirmation')).toBe('CONFIRMED');
    expect(text('hash')).toBe(sha256([AUTOPAY.serviceId, fields.OrderID!, 'CONFIRMED', AUTOPAY.sharedKey]));
    expect(autopay.readConfirmation(answer).hashValid).toBe(true);

    expect(await stateOf(payment)).toBe('paid');
    expect(await paymentStatesOf(group)).toEqual(['paid']);
  });
});

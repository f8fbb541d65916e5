import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { editItn, startAutopay } from '../../../test/autopay-server';
import { autopayHash, createAutopay, formatAutopayAmount, parseAutopayAmount, type AutopayOperator } from './autopay';
import { NotificationRejected, type PaymentNotice, type PaymentStart } from './operator';

/** The key and service of the examples in Autopay's SDK. */
const KEY = 'QCBm3N0oFjzQAWsTIVN8mPLK12TW6HU6InSfjvnF';
const SERVICE_ID = '123456';

/** An Autopay of its own for each test, and the adapter configured for it. */
async function setUp() {
  const autopay = await startAutopay({ serviceId: SERVICE_ID, sharedKey: KEY });
  onTestFinished(() => autopay.close());
  const adapter = createAutopay({ baseUrl: autopay.url, serviceId: SERVICE_ID, sharedKey: KEY });
  return { autopay, adapter };
}

/**
 * The marketplace's ITN address as the payments module will run it: read the notification with
 * the adapter, 400 when it is rejected, the adapter's answer otherwise.
 */
async function startShop(adapter: AutopayOperator) {
  const notices: PaymentNotice[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      adapter.readNotification({ headers: request.headers, rawBody: Buffer.concat(chunks) }).then(
        (read) => {
          notices.push(...read);
          const answer = adapter.answer(read);
          response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
        },
        (error: unknown) => response.writeHead(error instanceof NotificationRejected ? 400 : 500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { notifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/autopay/itn`, notices };
}

const payment: PaymentStart = {
  paymentId: 'GM2025-17-a',
  amount: 12_999,
  currency: 'PLN',
  description: 'Zamówienie GM-2025-17',
  customerEmail: 'anna@example.com',
  returnUrl: 'https://glowmarket.example/orders/17/paid',
  cancelUrl: 'https://glowmarket.example/orders/17',
  notifyUrl: 'https://glowmarket.example/api/payments/autopay/itn',
  idempotencyKey: 'start-17-1',
  language: 'pl-PL',
};

describe('Autopay hashes', () => {
  it("reproduces the vectors of Autopay's SDK", () => {
    expect(autopayHash([123456, 123], KEY)).toBe('df5f737f48bcef93361f590b460cc633b28f91710a60415527221f9cb90da52a');
    expect(
      autopayHash(['123456', '123', '102686', '500.00', 'PLN', '106', '20200621171238', 'SUCCESS', 'ACCEPTED'], KEY),
    ).toBe('422fbd7c1bbac1eb745b647980dd63c2e8ccf261ea196739ab8043eff8dd4e17');
    expect(autopayHash(['123456', '123', 'CONFIRMED'], KEY)).toBe(
      '7194a50431ce359cc4c201a0f154400f89f49f765b8eeb60299fc6fee1a01228',
    );
  });

  it('writes and reads amounts as major units with two decimals, exactly', () => {
    expect(formatAutopayAmount(50_000)).toBe('500.00');
    expect(formatAutopayAmount(120)).toBe('1.20');
    expect(formatAutopayAmount(5)).toBe('0.05');
    expect(parseAutopayAmount('500.00')).toBe(50_000);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseAutopayAmount('0.29')).toBe(29);
    expect(parseAutopayAmount('1234567.89')).toBe(123_456_789);
    for (const bad of ['500', '500.0', '5,00', '-1.00', '1.005', ' 1.00', '1e3.00'])
      expect(() => parseAutopayAmount(bad)).toThrow(RangeError);
    for (const bad of [0, -100, 12.5, Number.NaN]) expect(() => formatAutopayAmount(bad)).toThrow(RangeError);
  });
});

describe('Autopay payment start', () => {
  it('builds the form with the fields in order and their hash', async () => {
    const adapter = createAutopay({ baseUrl: 'https://testpay.autopay.eu', serviceId: SERVICE_ID, sharedKey: KEY });
    const redirect = await adapter.start(payment);
    const fields = {
      ServiceID: SERVICE_ID,
      OrderID: 'GM2025-17-a',
      Amount: '129.99',
      Description: 'Zamówienie GM-2025-17',
      GatewayID: '0',
      Currency: 'PLN',
      CustomerEmail: 'anna@example.com',
    };
    expect(redirect).toEqual({
      kind: 'form',
      action: 'https://testpay.autopay.eu/payment',
      fields: { ...fields, Hash: autopayHash(Object.values(fields), KEY) },
      operatorRef: null,
    });
    expect(Object.keys(redirect.kind === 'form' ? redirect.fields : {})).toEqual([...Object.keys(fields), 'Hash']);
  });

  it('is taken by Autopay, and a form changed on the way is refused', async () => {
    const { autopay, adapter } = await setUp();
    const redirect = await adapter.start(payment);
    if (redirect.kind !== 'form') throw new Error('Autopay starts with a form');

    const post = (fields: Record<string, string>) =>
      fetch(redirect.action, { method: 'POST', body: new URLSearchParams(fields) });
    const page = await post(redirect.fields);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Zamówienie GM2025-17-a: 129.99 PLN');

    const tampered = await post({ ...redirect.fields, Amount: '1.00' });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('INVALID_HASH');
    expect(autopay.forms.map((form) => form.accepted)).toEqual([true, false]);
    expect(autopay.forms[0]!.fields).toEqual(redirect.fields);
  });
});

describe('Autopay return', () => {
  const adapter = createAutopay({ baseUrl: 'https://testpay.autopay.eu', serviceId: SERVICE_ID, sharedKey: KEY });
  const signed = {
    ServiceID: SERVICE_ID,
    OrderID: '123',
    Hash: 'df5f737f48bcef93361f590b460cc633b28f91710a60415527221f9cb90da52a',
  };

  it('accepts the query Autopay signed', () => {
    expect(adapter.verifyReturn(signed)).toBe(true);
  });

  it('refuses a changed order, another service, a wrong or missing hash', () => {
    expect(adapter.verifyReturn({ ...signed, OrderID: '124' })).toBe(false);
    expect(adapter.verifyReturn({ ...signed, ServiceID: '654321' })).toBe(false);
    expect(adapter.verifyReturn({ ...signed, Hash: signed.Hash.replace(/.$/, '0') })).toBe(false);
    expect(adapter.verifyReturn({ ...signed, Hash: signed.Hash.slice(1) })).toBe(false);
    expect(adapter.verifyReturn({ ServiceID: SERVICE_ID, OrderID: '123' })).toBe(false);
    expect(adapter.verifyReturn({ ...signed, OrderID: ['123', '124'] })).toBe(false);
  });
});

describe('Autopay ITN', () => {
  it('reads every transaction into a notice with exact minor units, and answers a hashed confirmation', async () => {
    const { autopay, adapter } = await setUp();
    const shop = await startShop(adapter);

    const confirmation = await autopay.notify(shop.notifyUrl, [
      { orderID: 'GM2025-17-a', remoteID: '9AB3KX', amount: '1234567.89', currency: 'PLN', status: 'SUCCESS' },
      { orderID: 'GM2025-18-a', remoteID: '9AB3KY', amount: '0.29', currency: 'EUR', status: 'PENDING' },
      {
        orderID: 'GM2025-19-a',
        remoteID: '9AB3KZ',
        amount: '15.00',
        currency: 'PLN',
        status: 'FAILURE',
        extra: { startAmount: '15.00', customerNumber: 'Nowak & Syn <B2B>' },
      },
    ]);

    expect(shop.notices).toEqual([
      {
        eventId: '9AB3KX:SUCCESS',
        paymentId: 'GM2025-17-a',
        operatorRef: '9AB3KX',
        status: 'paid',
        amount: 123_456_789,
        currency: 'PLN',
      },
      {
        eventId: '9AB3KY:PENDING',
        paymentId: 'GM2025-18-a',
        operatorRef: '9AB3KY',
        status: 'pending',
        amount: 29,
        currency: 'EUR',
      },
      {
        eventId: '9AB3KZ:FAILURE',
        paymentId: 'GM2025-19-a',
        operatorRef: '9AB3KZ',
        status: 'failed',
        amount: 1500,
        currency: 'PLN',
      },
    ]);
    expect(confirmation).toEqual({
      contentType: 'application/xml',
      serviceID: SERVICE_ID,
      confirmations: [
        { orderID: 'GM2025-17-a', confirmation: 'CONFIRMED' },
        { orderID: 'GM2025-18-a', confirmation: 'CONFIRMED' },
        { orderID: 'GM2025-19-a', confirmation: 'CONFIRMED' },
      ],
      hashValid: true,
    });
  });

  it('reads a FAILURE the buyer gave up (paymentStatusDetails CANCELLED) as cancelled, a declined one as failed', async () => {
    const { autopay, adapter } = await setUp();
    const shop = await startShop(adapter);

    await autopay.notify(shop.notifyUrl, [
      {
        orderID: 'GM2025-20-a',
        remoteID: '9AB3L0',
        amount: '15.00',
        currency: 'PLN',
        status: 'FAILURE',
        details: 'CANCELLED',
      },
      { orderID: 'GM2025-21-a', remoteID: '9AB3L1', amount: '15.00', currency: 'PLN', status: 'FAILURE' },
    ]);

    expect(shop.notices.map(({ paymentId, status, eventId }) => ({ paymentId, status, eventId }))).toEqual([
      { paymentId: 'GM2025-20-a', status: 'cancelled', eventId: '9AB3L0:FAILURE' },
      { paymentId: 'GM2025-21-a', status: 'failed', eventId: '9AB3L1:FAILURE' },
    ]);
  });

  it('answers in the shape Autopay documents, hashed over serviceID, then each orderID and confirmation', () => {
    const adapter = createAutopay({ baseUrl: 'https://testpay.autopay.eu', serviceId: SERVICE_ID, sharedKey: KEY });
    const notice: PaymentNotice = {
      eventId: '102686:SUCCESS',
      paymentId: '123',
      operatorRef: '102686',
      status: 'paid',
      amount: 50_000,
      currency: 'PLN',
    };
    expect(adapter.answer([notice])).toEqual({
      status: 200,
      contentType: 'application/xml',
      body:
        '<?xml version="1.0" encoding="UTF-8"?><confirmationList><serviceID>123456</serviceID>' +
        '<transactionsConfirmations><transactionConfirmed><orderID>123</orderID>' +
        '<confirmation>CONFIRMED</confirmation></transactionConfirmed></transactionsConfirmations>' +
        '<hash>7194a50431ce359cc4c201a0f154400f89f49f765b8eeb60299fc6fee1a01228</hash></confirmationList>',
    });
  });

  it('rejects a changed amount, another service, a forged hash and bodies that are not an ITN', async () => {
    const { autopay, adapter } = await setUp();
    const shop = await startShop(adapter);
    const transaction = { orderID: 'GM2025-17-a', remoteID: '9AB3KX', amount: '129.99', currency: 'PLN' } as const;
    const genuine = autopay.itnBody([{ ...transaction, status: 'SUCCESS' }]);
    const base64 = (xml: string) =>
      new URLSearchParams({ transactions: Buffer.from(xml).toString('base64') }).toString();

    const forged = [
      editItn(genuine, (xml) => xml.replace('<amount>129.99</amount>', '<amount>1.00</amount>')),
      editItn(genuine, (xml) => xml.replace(/<hash>\w+<\/hash>/, `<hash>${'0'.repeat(64)}</hash>`)),
      editItn(genuine, (xml) => xml.replace(/<hash>\w+<\/hash>/, '')),
      autopay.itnBody([{ ...transaction, status: 'SUCCESS' }], { serviceId: '654321' }),
      'hello',
      'transactions=%%%',
      'transactions=bm90IHhtbA==',
      `${genuine}&${genuine}`,
      base64(
        '<transactionList><serviceID>123456</serviceID><transactions></transactions><hash>x</hash></transactionList>',
      ),
      base64('<transactionList><serviceID>123456</serviceID><transactions><transaction>'),
      base64('<!DOCTYPE x [<!ENTITY a "b">]><transactionList/>'),
      base64('<transactionList a="1"><serviceID>123456</serviceID></transactionList>'),
      editItn(genuine, (xml) => xml.replace('<orderID>', '<orderID>&bogus;')),
      new URLSearchParams({ transactions: Buffer.from([0xff, 0xfe, 0x3c]).toString('base64') }).toString(),
    ];
    for (const body of forged) {
      const answer = await autopay.notifyRaw(shop.notifyUrl, body);
      expect({ body, status: answer.status, rejected: answer.body.startsWith('NotificationRejected') }).toEqual({
        body,
        status: 400,
        rejected: true,
      });
    }
    expect(shop.notices).toEqual([]);

    // The genuine one still goes through: nothing above was refused for a reason it shares.
    expect((await autopay.notifyRaw(shop.notifyUrl, genuine)).status).toBe(200);
    expect(shop.notices).toHaveLength(1);
  });

  it('rejects an ITN hashed with another seller’s key', async () => {
    const { adapter } = await setUp();
    const otherSeller = await startAutopay({ serviceId: SERVICE_ID, sharedKey: 'another seller key' });
    onTestFinished(() => otherSeller.close());
    const shop = await startShop(adapter);
    const body = otherSeller.itnBody([
      { orderID: 'GM2025-17-a', remoteID: '9AB3KX', amount: '129.99', currency: 'PLN', status: 'SUCCESS' },
    ]);
    await expect(adapter.readNotification({ headers: {}, rawBody: Buffer.from(body) })).rejects.toThrow(
      NotificationRejected,
    );
    expect((await otherSeller.notifyRaw(shop.notifyUrl, body)).status).toBe(400);
  });
});

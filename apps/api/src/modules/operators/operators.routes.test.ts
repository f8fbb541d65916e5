import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import type { OperatorAccount } from '@glowmarket/shared/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerWithCompany } from '../../../test/catalog';
import { startShipx } from '../../../test/shipx-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';
import { createSecretBox } from '../../lib/secrets';
import { operatorAccounts } from './operators.tables';

const SHIPX = { id: '12345', token: 'eyJhbGciOiJSUzI1NiJ9.shipx-token-of-rose-lab.sig' };
const AUTOPAY = { serviceId: '902150', sharedKey: 'b6f1a8c2e4d7f9a1b3c5d7e9f1a3b5c7d9e1f3a5' };
const P24 = {
  merchantId: '110044',
  posId: '110044',
  crcKey: 'a1b2c3d4e5f6a7b8',
  apiKey: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
};
const SECRETS = [SHIPX.token, AUTOPAY.sharedKey, P24.crcKey, P24.apiKey];

/**
 * Autopay's `POST /gatewayList/v2` and Przelewy24's `GET /api/v1/testAccess`, as the operators
 * answer them: OK only for the hash made with the shared key, 200 only for the right Basic pair.
 */
async function startPaymentOperators() {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/gatewayList/v2' && request.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string | number>;
        const expected = createHash('sha256')
          .update([body.ServiceID, body.MessageID, body.Currencies, AUTOPAY.sharedKey].join('|'))
          .digest('hex');
        const valid = String(body.ServiceID) === AUTOPAY.serviceId && body.Hash === expected;
        json(200, valid ? { result: 'OK', gatewayList: [] } : { result: 'ERROR', description: 'INVALID_HASH' });
        return;
      }
      if (request.url === '/api/v1/testAccess') {
        const valid =
          request.headers.authorization === `Basic ${Buffer.from(`${P24.posId}:${P24.apiKey}`).toString('base64')}`;
        json(valid ? 200 : 401, valid ? { data: true, error: '' } : { error: 'Incorrect authentication', code: 401 });
        return;
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testApp: TestApp;
let shipx: Awaited<ReturnType<typeof startShipx>>;
let payments: Awaited<ReturnType<typeof startPaymentOperators>>;
const logLines: string[] = [];
const secretsKey = Buffer.alloc(32, 7);

beforeAll(async () => {
  shipx = await startShipx({ pageSize: 10, organization: SHIPX });
  payments = await startPaymentOperators();
  testApp = await createTestApp(
    {
      secretsKey,
      shipxUrl: shipx.url,
      autopayUrl: payments.url,
      przelewy24Url: payments.url,
      // Everything the app logs, requests included, is read below.
      logLevel: 'trace',
      logFormat: 'json',
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await testApp.close();
  await shipx.close();
  await payments.close();
});

function save(token: string, operator: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/seller/operators/${operator}`,
    headers: bearer(token),
    payload,
  });
}

function check(token: string, operator: string) {
  return testApp.app.inject({ method: 'POST', url: `/api/seller/operators/${operator}/check`, headers: bearer(token) });
}

async function list(token: string): Promise<OperatorAccount[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/seller/operators', headers: bearer(token) });
  return response.json<{ items: OperatorAccount[] }>().items;
}

describe('a seller’s operator accounts', () => {
  it('are saved with the ids shown and the keys only as set', async () => {
    const { token } = await sellerWithCompany(testApp.app);
    expect((await list(token)).map((account) => [account.operator, account.configured])).toEqual([
      ['shipx', false],
      ['autopay', false],
      ['przelewy24', false],
    ]);
    const saved = await save(token, 'shipx', {
      settings: { organizationId: SHIPX.id },
      secrets: { apiKey: SHIPX.token },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      operator: 'shipx',
      configured: true,
      settings: { organizationId: SHIPX.id },
      secretsSet: { apiKey: true },
      lastCheck: null,
    });
    // An empty key keeps the stored one; the id may change alone.
    const again = await save(token, 'shipx', { settings: { organizationId: '777' }, secrets: { apiKey: '' } });
    expect(again.json()).toMatchObject({ settings: { organizationId: '777' }, secretsSet: { apiKey: true } });
  });

  it('need every key at the first save, and keys and ids of the right form', async () => {
    const { token } = await sellerWithCompany(testApp.app);
    const missing = await save(token, 'przelewy24', {
      settings: { merchantId: P24.merchantId, posId: P24.posId },
      secrets: { crcKey: P24.crcKey },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      details: { fields: [{ field: 'body.secrets.apiKey', reason: 'required' }] },
    });
    const malformed = await save(token, 'autopay', {
      settings: { serviceId: 'abc' },
      secrets: { sharedKey: 'has spaces in it' },
    });
    expect(malformed.statusCode).toBe(400);
    const fields = malformed.json<{ details: { fields: { field: string; reason: string }[] } }>().details.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.settings.serviceId', reason: 'wholeNumber' }),
        expect.objectContaining({ field: 'body.secrets.sharedKey', reason: 'format' }),
      ]),
    );
    expect((await list(token)).every((account) => !account.configured)).toBe(true);
  });

  it('are checked against the operators, which accept the right keys and refuse others', async () => {
    const { token } = await sellerWithCompany(testApp.app);
    expect((await check(token, 'autopay')).json()).toMatchObject({ code: 'operator_not_configured' });

    await save(token, 'shipx', { settings: { organizationId: SHIPX.id }, secrets: { apiKey: SHIPX.token } });
    await save(token, 'autopay', {
      settings: { serviceId: AUTOPAY.serviceId },
      secrets: { sharedKey: AUTOPAY.sharedKey },
    });
    await save(token, 'przelewy24', {
      settings: { merchantId: P24.merchantId, posId: P24.posId },
      secrets: { crcKey: P24.crcKey, apiKey: P24.apiKey },
    });
    for (const operator of ['shipx', 'autopay', 'przelewy24']) {
      const answer = await check(token, operator);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ lastCheck: { result: 'ok', sandbox: false } });
    }

    await save(token, 'autopay', {
      settings: { serviceId: AUTOPAY.serviceId },
      secrets: { sharedKey: 'wrong-key-wrong-key' },
    });
    await save(token, 'shipx', { settings: { organizationId: SHIPX.id }, secrets: { apiKey: 'x'.repeat(40) } });
    expect((await check(token, 'autopay')).json()).toMatchObject({ lastCheck: { result: 'rejected' } });
    expect((await check(token, 'shipx')).json()).toMatchObject({ lastCheck: { result: 'rejected' } });
  });

  it('are each company’s own', async () => {
    const owner = await sellerWithCompany(testApp.app);
    const stranger = await sellerWithCompany(testApp.app);
    await save(owner.token, 'autopay', {
      settings: { serviceId: AUTOPAY.serviceId },
      secrets: { sharedKey: AUTOPAY.sharedKey },
    });
    expect((await list(stranger.token)).find((account) => account.operator === 'autopay')?.configured).toBe(false);
    expect((await check(stranger.token, 'autopay')).statusCode).toBe(409);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/seller/operators/autopay',
      headers: bearer(stranger.token),
    });
    expect(removed.statusCode).toBe(404);
    expect((await list(owner.token)).find((account) => account.operator === 'autopay')?.configured).toBe(true);
  });

  it('never show a key: not in any answer, not in the logs, not readable in the database', async () => {
    const { token, companyId } = await sellerWithCompany(testApp.app);
    const answers = [
      await save(token, 'shipx', { settings: { organizationId: SHIPX.id }, secrets: { apiKey: SHIPX.token } }),
      await save(token, 'autopay', {
        settings: { serviceId: AUTOPAY.serviceId },
        secrets: { sharedKey: AUTOPAY.sharedKey },
      }),
      await save(token, 'przelewy24', {
        settings: { merchantId: P24.merchantId, posId: P24.posId },
        secrets: { crcKey: P24.crcKey, apiKey: P24.apiKey },
      }),
      await check(token, 'shipx'),
      await check(token, 'autopay'),
      await check(token, 'przelewy24'),
      // A refused save echoes nothing either.
      await save(token, 'autopay', { settings: { serviceId: 'x' }, secrets: { sharedKey: `${AUTOPAY.sharedKey} ` } }),
    ].map((response) => response.body);
    answers.push(JSON.stringify(await list(token)));
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/seller/operators');
    for (const secret of SECRETS) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }

    const rows = await testApp.app.db.select().from(operatorAccounts);
    const ours = rows.filter((row) => row.companyId === companyId);
    expect(ours).toHaveLength(3);
    const stored = JSON.stringify(ours);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    const autopay = ours.find((row) => row.operator === 'autopay');
    const where = `operator-account:${companyId}:autopay`;
    // With the key it opens; with another key, or moved to another row, it does not.
    expect(createSecretBox(secretsKey).open(autopay?.sealedSecrets ?? '', where)).toContain(AUTOPAY.sharedKey);
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(autopay?.sealedSecrets ?? '', where)).toThrow();
    expect(() =>
      createSecretBox(secretsKey).open(autopay?.sealedSecrets ?? '', `operator-account:${companyId}:shipx`),
    ).toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { REPORT_RATE_LIMIT } from './site.routes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/site', () => {
  it('describes the marketplace with its defaults', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      portalName: 'Glowmarket',
      defaultLanguage: 'en-US',
      defaultCurrency: { code: 'EUR', symbol: '€' },
      appVersion: '1.1.5',
      commissionPercent: 6,
      owner: { country: 'PL' },
    });
  });
});

describe('POST /api/site/reports', () => {
  const report = {
    reason: 'counterfeit',
    url: 'https://glowmarket.example/products/42',
    description: 'The serum is sold as the original brand but the batch number does not exist.',
    reporterEmail: 'ana@example.com',
  };

  it('stores a report and answers 201 with its id', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/reports',
      headers: { 'x-language': 'pl-PL' },
      payload: report,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; createdAt: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it('refuses a link that is not a web address', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/reports',
      payload: { ...report, url: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'body.url' }] } });
  });
});

describe('POST /api/site/reports limits', () => {
  const report = {
    reason: 'fraud',
    url: 'https://glowmarket.example/company/7',
    description: 'The seller asks buyers to pay outside the marketplace by bank transfer.',
    reporterEmail: 'ola@example.com',
  };
  const send = (payload: object, remoteAddress: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/site/reports', payload, remoteAddress });

  it('takes a few reports from one address, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let count = 0; count < REPORT_RATE_LIMIT.perIp.limit; count++) {
      statuses.push((await send(report, '10.9.9.9')).statusCode);
    }
    expect(statuses).toEqual(statuses.map(() => 201));
    const refused = await send(report, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await send(report, '10.9.9.10')).statusCode).toBe(201);
  });

  it('refuses text with a NUL character as a field problem, not a server error', async () => {
    const response = await send({ ...report, description: 'Fake serum\u0000 sold here, see the photos.' }, '10.9.9.11');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'body.description', reason: 'forbiddenCharacter' }] },
    });
  });
});

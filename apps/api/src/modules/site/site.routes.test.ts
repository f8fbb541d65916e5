import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

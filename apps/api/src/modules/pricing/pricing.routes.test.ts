import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, sellerWithCompany } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';

let testApp: TestApp;
let app: TestApp['app'];
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  admin = await adminToken(app);
});
afterAll(() => testApp.close());

describe('currency rates', () => {
  it('answers the currency rates, and only the operator changes them', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/currencies' })).json()).toMatchObject({
      base: 'EUR',
      rates: { EUR: 1, PLN: 4.27, USD: 1.08 },
    });
    const seller = await sellerWithCompany(app);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/currencies',
      headers: bearer(seller.token),
      payload: { rates: { PLN: 5 } },
    });
    expect(refused.statusCode).toBe(403);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/admin/currencies',
      headers: bearer(admin),
      payload: { rates: { PLN: 4.31 } },
    });
    expect(changed.json()).toMatchObject({ rates: { PLN: 4.31 } });
  });
});

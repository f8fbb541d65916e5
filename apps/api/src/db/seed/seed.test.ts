import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { someIp } from '../../../test/users';
import { users } from '../../modules/users/users.tables';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDatabase } from './seed';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('seedDatabase', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const admin = { email: 'owner@shop.example', password: 'Lilac-Fountain-31' };
    await seedDatabase(testApp.app.db, { demo: false, admin });
    await seedDatabase(testApp.app.db, { demo: false, admin });
    const rows = await testApp.app.db.select().from(users).where(eq(users.email, admin.email));
    expect(rows).toHaveLength(1);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: admin,
      remoteAddress: someIp(),
    });
    expect(login.json()).toMatchObject({ user: { permissions: ['user', 'admin'], companyId: null } });
  });

  it('adds the demo accounts the README lists to an empty marketplace only', async () => {
    const fresh = await createTestApp();
    try {
      await seedDatabase(fresh.app.db, { demo: true });
      await seedDatabase(fresh.app.db, { demo: true });
      for (const account of DEMO_ACCOUNTS) {
        const login = await fresh.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: account.email, password: account.password },
          remoteAddress: someIp(),
        });
        expect(login.statusCode, account.email).toBe(200);
      }
      expect(await fresh.app.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
    } finally {
      await fresh.close();
    }
  });
});

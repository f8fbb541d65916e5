import { eq } from 'drizzle-orm';
import type { BuyerOrderList } from '@glowmarket/shared/orders';
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
    await seedDatabase(testApp.app.db, {
      demo: false,
      admin,
      storage: testApp.app.storage,
      publicUrl: 'http://localhost:3000',
    });
    await seedDatabase(testApp.app.db, {
      demo: false,
      admin,
      storage: testApp.app.storage,
      publicUrl: 'http://localhost:3000',
    });
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

  it(
    'adds the demo accounts the README lists and a demo catalog to an empty marketplace only',
    { timeout: 180_000 },
    async () => {
      const fresh = await createTestApp();
      try {
        await seedDatabase(fresh.app.db, {
          demo: true,
          storage: fresh.app.storage,
          publicUrl: 'http://localhost:3000',
        });
        await seedDatabase(fresh.app.db, {
          demo: true,
          storage: fresh.app.storage,
          publicUrl: 'http://localhost:3000',
        });
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

        // A living shop: at least six approved manufacturers and 300 products with pictures and texts.
        const companies = (await fresh.app.inject({ method: 'GET', url: '/api/companies' })).json<{ total: number }>();
        expect(companies.total).toBeGreaterThanOrEqual(6);
        const catalog = (
          await fresh.app.inject({ method: 'GET', url: '/api/products', headers: { 'x-language': 'fr-FR' } })
        ).json<{
          total: number;
          items: { id: string; title: string; image: { small: string } | null; price: { amount: number } }[];
        }>();
        expect(catalog.total).toBe(300);
        expect(catalog.items.every((item) => item.image !== null && item.title !== '' && item.price.amount > 0)).toBe(
          true,
        );
        const image = await fresh.app.inject({ method: 'GET', url: catalog.items[0]?.image?.small ?? '' });
        expect(image.statusCode).toBe(200);
        const offers = (await fresh.app.inject({ method: 'GET', url: '/api/products?specialOffer=true' })).json<{
          total: number;
        }>();
        expect(offers.total).toBeGreaterThan(20);
        const polish = (await fresh.app.inject({ method: 'GET', url: '/api/products?q=nawilzajacy' })).json<{
          total: number;
        }>();
        expect(polish.total).toBeGreaterThan(0);

        // Every demo company has one to three shops in real towns, with hours and a photo.
        const shops = (await fresh.app.inject({ method: 'GET', url: '/api/shops?limit=200' })).json<{
          items: { company: { id: string }; photo: unknown; address: { city: string }; hours: object }[];
        }>().items;
        const perCompany = new Map<string, number>();
        for (const shop of shops) perCompany.set(shop.company.id, (perCompany.get(shop.company.id) ?? 0) + 1);
        expect(perCompany.size).toBe(companies.total);
        for (const count of perCompany.values()) expect(count).toBeGreaterThanOrEqual(1);
        for (const count of perCompany.values()) expect(count).toBeLessThanOrEqual(3);
        expect(shops.every((shop) => shop.photo !== null)).toBe(true);
        expect(shops.map((shop) => shop.address.city)).toContain('Łódź');

        // The demo buyer has bought from the demo seller: one delivered, one on its way, one to pack.
        const buyer = DEMO_ACCOUNTS.find((account) => account.role === 'buyer')!;
        const login = await fresh.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: buyer.email, password: buyer.password },
          remoteAddress: someIp(),
        });
        const orders = await fresh.app.inject({
          method: 'GET',
          url: '/api/orders',
          headers: { authorization: `Bearer ${login.json<{ tokenUser: string }>().tokenUser}` },
        });
        expect(orders.json<BuyerOrderList>().items.map((order) => order.status)).toEqual([
          'paid',
          'shipped',
          'delivered',
        ]);
      } finally {
        await fresh.close();
      }
    },
  );
});

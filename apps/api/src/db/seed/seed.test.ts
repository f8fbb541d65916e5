import { eq } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import type { BuyerOrderList } from '@glowmarket/shared/orders';
import type { ThreadList } from '@glowmarket/shared/seller-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { someIp } from '../../../test/users';
import { productImages, productTranslations } from '../../modules/catalog/catalog.tables';
import { companies as companyTable, companyDescriptions } from '../../modules/companies/companies.tables';
import { productRatings } from '../../modules/reviews/reviews.tables';
import { shops as shopRows, shopTranslations } from '../../modules/shops/shops.tables';
import { users } from '../../modules/users/users.tables';
import type { Database } from '../client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_REVIEWERS } from './demo-ratings';
import { seedDatabase } from './seed';

/** Each owner's languages, for rows of (owner, language). */
function languagesBy(rows: { owner: string; language: string }[]): Map<string, Set<string>> {
  const byOwner = new Map<string, Set<string>>();
  for (const row of rows) byOwner.set(row.owner, (byOwner.get(row.owner) ?? new Set()).add(row.language));
  return byOwner;
}

/** Every product, company and shop with the languages it misses; empty when all have all 11. */
async function missingLanguages(db: Database): Promise<string[]> {
  const owners = [
    {
      kind: 'product',
      ids: await db.select({ id: productTranslations.productId }).from(productTranslations),
      rows: await db
        .select({ owner: productTranslations.productId, language: productTranslations.language })
        .from(productTranslations),
    },
    {
      kind: 'company',
      ids: await db.select({ id: companyTable.id }).from(companyTable),
      rows: await db
        .select({ owner: companyDescriptions.companyId, language: companyDescriptions.language })
        .from(companyDescriptions),
    },
    {
      kind: 'shop',
      ids: await db.select({ id: shopRows.id }).from(shopRows),
      rows: await db
        .select({ owner: shopTranslations.shopId, language: shopTranslations.language })
        .from(shopTranslations),
    },
  ];
  const missing: string[] = [];
  for (const { kind, ids, rows } of owners) {
    const languages = languagesBy(rows);
    for (const { id } of ids) {
      const lacking = LANGUAGE_CODES.filter((language) => !languages.get(id)?.has(language));
      if (lacking.length > 0) missing.push(`${kind} ${id}: ${lacking.join(', ')}`);
    }
  }
  return missing;
}

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
        // The demo accounts, and the buyers whose ratings the demo shows.
        expect(await fresh.app.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length + DEMO_REVIEWERS.length);

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
        // Stars on the storefront: ratings in every language, the best rated first.
        const rated = (await fresh.app.inject({ method: 'GET', url: '/api/products?sort=rating' })).json<{
          items: { rating: { average: number; count: number } }[];
        }>();
        expect(rated.items.filter((item) => item.rating.count > 0).length).toBeGreaterThanOrEqual(15);
        expect(rated.items[0]?.rating.average).toBeGreaterThanOrEqual(4);
        const ratingLanguages = await fresh.app.db
          .selectDistinct({ language: productRatings.language })
          .from(productRatings);
        expect(ratingLanguages).toHaveLength(LANGUAGE_CODES.length);
        const offers = (await fresh.app.inject({ method: 'GET', url: '/api/products?specialOffer=true' })).json<{
          total: number;
        }>();
        expect(offers.total).toBeGreaterThan(20);
        const polish = (await fresh.app.inject({ method: 'GET', url: '/api/products?q=nawilzajacy' })).json<{
          total: number;
        }>();
        expect(polish.total).toBeGreaterThan(0);

        // Every product, company and shop speaks all 11 languages: no page falls back to another.
        expect(await missingLanguages(fresh.app.db)).toEqual([]);
        for (const language of ['pl-PL', 'zh-CN'] as const) {
          const page = (
            await fresh.app.inject({
              method: 'GET',
              url: '/api/products?limit=50',
              headers: { 'x-language': language },
            })
          ).json<{ items: { id: string; title: string }[] }>();
          const written = await fresh.app.db
            .select({ id: productTranslations.productId, title: productTranslations.title })
            .from(productTranslations)
            .where(eq(productTranslations.language, language));
          const titles = new Map(written.map((row) => [row.id, row.title]));
          expect(page.items.filter((item) => titles.get(item.id) !== item.title)).toEqual([]);
        }

        // Each company has its own addresses and a logo; each product several pictures.
        const companyRows = await fresh.app.db.select().from(companyTable);
        expect(new Set(companyRows.map((company) => company.contactEmail)).size).toBe(companyRows.length);
        expect(new Set(companyRows.map((company) => company.publicEmail)).size).toBe(companyRows.length);
        for (const company of companyRows) {
          const logo = await fresh.app.inject({ method: 'GET', url: fresh.app.storage.urlOf(company.logoKey ?? '') });
          expect(logo.statusCode, company.shortName).toBe(200);
        }
        const pictures = new Map<string, number>();
        for (const image of await fresh.app.db.select({ id: productImages.productId }).from(productImages)) {
          pictures.set(image.id, (pictures.get(image.id) ?? 0) + 1);
        }
        expect(pictures.size).toBe(300);
        expect([...pictures.values()].every((count) => count >= 2)).toBe(true);

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
        // Checkout is filled in for the demo buyer: a saved address and invoice details.
        for (const path of ['shipping-addresses', 'invoice-details']) {
          const saved = await fresh.app.inject({
            method: 'GET',
            url: `/api/users/me/${path}`,
            headers: { authorization: `Bearer ${login.json<{ tokenUser: string }>().tokenUser}` },
          });
          expect(saved.json(), path).toMatchObject({ items: [{ city: 'Łódź' }] });
        }
        // Both inboxes have a conversation: the seller's answer waits for the buyer, the order's question for the seller.
        const conversations = await fresh.app.inject({
          method: 'GET',
          url: '/api/messages/threads',
          headers: { authorization: `Bearer ${login.json<{ tokenUser: string }>().tokenUser}` },
        });
        expect(conversations.json<ThreadList>().items.map((thread) => thread.unread)).toEqual([0, 1]);
      } finally {
        await fresh.close();
      }
    },
  );
});

import type { ProductCard, ProductDetail } from '@glowmarket/shared/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';
import { rowsOf } from '../../db/client';
import { companyForm } from '../../db/factories/companies';
import { inTransaction } from '../../lib/context';
import { createResponseCache } from '../../lib/response-cache';
import { backgroundContext } from '../../plugins/request-context';
import { refreshListings } from './listing-writes.repository';
import { pageAnchorsOf } from './listings.repository';
import { relevancePage } from './relevance.repository';
import { createProductsService, type ProductsServiceDeps } from './products.service';
import { addSearchTerms } from './products.repository';
import { normalizeForSearch, searchWords } from './search-text';

/**
 * The storefront's read path (catalog_listings) on a catalogue larger than the count cap: every
 * filter and sort against the same rule written in plain code, every page walked, and the listing
 * kept current by each kind of write.
 */

let testApp: TestApp;
let app: TestApp['app'];
let admin: string;
let trees: { categoryId: string; subcategoryId: string }[];
let seller: { token: string; companyId: string };

interface Generated {
  id: string;
  title: string;
  categoryId: string;
  subcategoryId: string | null;
  price: number;
  stock: number;
  condition: 'new' | 'damaged' | 'used';
  isSpecialOffer: boolean;
  createdAt: number;
  /** Hundredths of a star, set on the listing as the reviews module would. */
  rating: number;
}

const PRODUCTS = 1_150;
const generated: Generated[] = [];
const WORDS = ['Hydrating', 'Calming', 'Brightening', 'Nourishing', 'Firming'];
const KINDS = ['Serum', 'Cream', 'Tonic', 'Balm', 'Mask', 'Oil'];

beforeAll(async () => {
  // The response cache off: every answer here comes from the database.
  testApp = await createTestApp({ catalogCacheTtlMs: 0 });
  app = testApp.app;
  admin = await adminToken(app);
  trees = [await createCategoryTree(app, admin, 'Face care'), await createCategoryTree(app, admin, 'Body care')];
  seller = await sellerWithCompany(app);
  // Written in bulk, as an import would, then listed in one refresh.
  const now = Date.parse('2026-11-01T00:00:00Z');
  for (let index = 0; index < PRODUCTS; index++) {
    const tree = trees[index % 3 === 0 ? 1 : 0]!;
    generated.push({
      id: crypto.randomUUID(),
      title: `${WORDS[index % WORDS.length]} ${KINDS[(index * 7) % KINDS.length]} ${index}`,
      categoryId: tree.categoryId,
      subcategoryId: index % 4 === 0 ? tree.subcategoryId : null,
      // Many equal prices and dates, so ties must be broken the same way on every page.
      price: 500 + ((index * 37) % 40) * 100,
      stock: index % 9 === 0 ? 0 : 5,
      condition: index % 17 === 0 ? 'damaged' : 'new',
      isSpecialOffer: index % 6 === 0,
      createdAt: now - (index % 50) * 3_600_000,
      rating: (index % 5) * 100 + (index % 3) * 10,
    });
  }
  const values = generated.map(
    (product) => sql`(${product.id}::uuid, ${seller.companyId}::uuid, ${product.categoryId}::uuid,
      ${product.subcategoryId}::uuid, ${product.condition}, ${product.price}, ${product.stock}, 2, true, true,
      ${product.isSpecialOffer}, 'en-US', ${normalizeForSearch(product.title)}, '',
      ${new Date(product.createdAt).toISOString()}::timestamptz)`,
  );
  await app.db.execute(sql`
    insert into products (id, company_id, category_id, subcategory_id, condition, price, stock, delivery_days,
      active, is_public, is_special_offer, default_language, search_title, search_composition, created_at)
    values ${sql.join(values, sql`, `)}`);
  const texts = generated.map((product) => sql`(${product.id}::uuid, 'en-US', ${product.title}, '', '', '', '', '')`);
  await app.db.execute(sql`
    insert into product_translations (product_id, language, title, description, action, how_to_use, composition, special_offer)
    values ${sql.join(texts, sql`, `)}`);
  await addSearchTerms(app.db, searchWords(generated.map((product) => product.title).join(' ')));
  await refreshListings(
    app.db,
    { companyId: seller.companyId },
    {
      name: 'Bulk Seller',
      legalName: 'Bulk Seller sp. z o.o.',
      address: 'ul. Testowa 1, 00-001 Warszawa, PL',
    },
  );
  const ratings = generated.map((product) => sql`(${product.id}::uuid, ${product.rating}::int)`);
  await app.db.execute(sql`
    update catalog_listings l set rating_average = r.rating from (values ${sql.join(ratings, sql`, `)}) r(id, rating)
    where l.product_id = r.id`);
  await app.db.execute(sql`analyze catalog_listings`);
}, 120_000);
afterAll(() => testApp.close());

interface Page {
  items: ProductCard[];
  total: number;
  totalIsEstimate: boolean;
  pageAnchors: Record<string, string>;
}

async function page(query: string): Promise<Page> {
  const response = await app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** Every page the storefront links to, in order: until the total says there are no more. */
async function walk(query: string): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let number = 1; ; number++) {
    const answer = await page(`${query}&page=${number}`);
    cards.push(...answer.items);
    if (number * 50 >= answer.total || answer.items.length === 0) return cards;
  }
}

/** Every page again, each reached by the anchor the page before linked it with; each page's own links checked on the way. */
async function walkByLinks(query: string): Promise<ProductCard[][]> {
  const pages: ProductCard[][] = [];
  let answer = await page(`${query}&page=1`);
  const linked = new Map<number, string>();
  for (let number = 1; ;) {
    pages.push(answer.items);
    for (const [at, anchor] of Object.entries(answer.pageAnchors)) {
      // A page linked from two pages is linked with the same anchor.
      const known = linked.get(Number(at));
      if (known !== undefined) expect(anchor, `page ${at} from page ${number}`).toBe(known);
      linked.set(Number(at), anchor);
    }
    if (number * 50 >= answer.total || answer.items.length === 0) return pages;
    number += 1;
    const anchor = answer.pageAnchors[number];
    expect(anchor, `page ${number}'s link`).toBeDefined();
    answer = await page(`${query}&page=${number}&after=${anchor}`);
  }
}

/** The generated products a list's query string selects, by the rule written in plain code. */
function matching(query: string): Generated[] {
  const params = new URLSearchParams(query);
  return generated.filter(
    (product) =>
      (!params.get('category') || product.categoryId === params.get('category')) &&
      (!params.get('subcategory') || product.subcategoryId === params.get('subcategory')) &&
      (!params.get('minPrice') || product.price >= Number(params.get('minPrice'))) &&
      (!params.get('maxPrice') || product.price <= Number(params.get('maxPrice'))) &&
      (!params.get('inStock') || product.stock > 0) &&
      (!params.get('specialOffer') || product.isSpecialOffer) &&
      (!params.get('condition') || product.condition === params.get('condition')) &&
      (!params.get('minRating') || product.rating >= Number(params.get('minRating')) * 100),
  );
}

const byNewest = (a: Generated, b: Generated) => b.createdAt - a.createdAt || a.id.localeCompare(b.id);
const SORTS = {
  newest: byNewest,
  price_asc: (a: Generated, b: Generated) => a.price - b.price || a.id.localeCompare(b.id),
  price_desc: (a: Generated, b: Generated) => b.price - a.price || b.id.localeCompare(a.id),
  // Ties by id downwards, as by price down: most listings share a rating of none.
  rating: (a: Generated, b: Generated) => b.rating - a.rating || b.id.localeCompare(a.id),
};

describe('the catalog read path', () => {
  it.each([
    ['newest', (a: Generated, b: Generated) => byNewest(a, b)],
    ['price_asc', (a: Generated, b: Generated) => a.price - b.price || a.id.localeCompare(b.id)],
    ['price_desc', (a: Generated, b: Generated) => b.price - a.price || b.id.localeCompare(a.id)],
  ] as const)('walks every page sorted by %s: each product once, in order, none missing', async (sort, compare) => {
    const mine = [...generated].sort(compare);
    const cards = await walk(`company=${seller.companyId}&sort=${sort}`);
    expect(cards.map((card) => card.id)).toEqual(mine.map((product) => product.id));
  });

  it.each([
    ['the whole list', () => ''],
    ['a category and a price range', (t: typeof trees) => `category=${t[0]!.categoryId}&minPrice=1000&maxPrice=2500`],
    ['a subcategory, in stock', (t: typeof trees) => `subcategory=${t[0]!.subcategoryId}&inStock=true`],
    ['special offers', () => 'specialOffer=true'],
    ['damaged, from a rating', () => 'condition=damaged&minRating=2'],
  ] as const)(
    'pages of %s read by their links are the pages read by number, under every sort',
    async (_name, filter) => {
      for (const [sort, compare] of Object.entries(SORTS)) {
        const query = `company=${seller.companyId}&${filter(trees)}&sort=${sort}`;
        const byLinks = await walkByLinks(query);
        const byNumber: ProductCard[][] = [];
        for (let number = 1; number <= byLinks.length; number++)
          byNumber.push((await page(`${query}&page=${number}`)).items);
        expect(byLinks.map((items) => items.map((card) => card.id))).toEqual(
          byNumber.map((items) => items.map((card) => card.id)),
        );
        const expected = matching(filter(trees)).sort(compare);
        expect(
          byLinks.flat().map((card) => card.id),
          sort,
        ).toEqual(expected.map((product) => product.id));
      }
    },
  );

  it.each([
    ['the seller’s whole list, its last page full', () => undefined],
    ['a category, its last page part full', (t: typeof trees) => t[0]!.categoryId],
  ] as const)(
    'makes in one pass the anchors of every page of %s, as the pages link them, and none past the last',
    async (_name, categoryOf) => {
      const categoryId = categoryOf(trees);
      const query = `company=${seller.companyId}${categoryId ? `&category=${categoryId}` : ''}`;
      for (const sort of Object.keys(SORTS) as (keyof typeof SORTS)[]) {
        const answers = [await page(`${query}&sort=${sort}&page=1`)];
        const linked: string[] = [];
        // Past the count cap the total is an estimate: the links say where the list goes on.
        for (let anchor = answers[0]!.pageAnchors[2]; anchor !== undefined;) {
          linked.push(anchor);
          const next = await page(`${query}&sort=${sort}&page=${answers.length + 1}&after=${anchor}`);
          answers.push(next);
          anchor = next.pageAnchors[answers.length + 1];
        }
        const listed = generated.filter((product) => !categoryId || product.categoryId === categoryId).length;
        expect(answers.length, sort).toBe(Math.ceil(listed / 50));
        expect(answers.at(-1)!.items.length, sort).toBe(listed % 50 || 50);
        const filter = { companyId: seller.companyId, categoryId };
        expect(await pageAnchorsOf(app.db, filter, sort, 50), sort).toEqual(linked);
        // Each page links the two before it and the three after it that exist (the first needs no anchor).
        answers.forEach((answer, index) => {
          const number = index + 1;
          const near = [-2, -1, 1, 2, 3].map((step) => number + step).filter((at) => at >= 2 && at <= answers.length);
          expect(answer.pageAnchors, `${sort}, page ${number}`).toEqual(
            Object.fromEntries(near.map((at) => [String(at), linked[at - 2]])),
          );
        });
      }
    },
  );

  it('reads a deep page typed by number, or linked with a foreign or broken anchor, as its offset says', async () => {
    const query = `company=${seller.companyId}&sort=price_asc`;
    const expected = [...generated].sort(SORTS.price_asc).map((product) => product.id);
    const priceAnchor = (await page(`${query}&page=21`)).pageAnchors['22'];
    const newestAnchor = (await page(`company=${seller.companyId}&sort=newest&page=21`)).pageAnchors['22'];
    for (const after of ['', `&after=${newestAnchor}`, '&after=not-an-anchor', `&after=${priceAnchor}`]) {
      const deep = await page(`${query}&page=22${after}`);
      expect(deep.items.map((card) => card.id)).toEqual(expected.slice(21 * 50, 22 * 50));
    }
  });

  it('moves a deep page typed by number along when a write changes the list before it', async () => {
    const query = `company=${seller.companyId}&sort=price_asc&page=22`;
    const expected = [...generated].sort(SORTS.price_asc).map((product) => product.id);
    expect((await page(query)).items[0]?.id).toBe(expected[21 * 50]);
    const cheapest = await addProduct(app, seller.token, productInput(trees[0]!.categoryId, { price: 1 }));
    expect((await page(query)).items[0]?.id).toBe(expected[21 * 50 - 1]);
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${cheapest}/active`,
      headers: bearer(seller.token),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await page(query)).items[0]?.id).toBe(expected[21 * 50]);
  });

  it('says how many past the cap as an estimate that never hides a page', async () => {
    const first = await page(`company=${seller.companyId}`);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThan(1_000);
    expect(first.total).toBeLessThanOrEqual(PRODUCTS * 1.5);
    const exact = await page(`company=${seller.companyId}&category=${trees[1]!.categoryId}`);
    expect(exact.totalIsEstimate).toBe(false);
    expect(exact.total).toBe(generated.filter((product) => product.categoryId === trees[1]!.categoryId).length);
  });

  it.each([
    ['category + price range', (t: typeof trees) => `category=${t[0]!.categoryId}&minPrice=1000&maxPrice=2500`],
    ['subcategory, in stock', (t: typeof trees) => `subcategory=${t[0]!.subcategoryId}&inStock=true`],
    ['special offers, damaged', () => 'specialOffer=true&condition=damaged'],
    ['in stock, from a price', () => 'inStock=true&minPrice=3000'],
  ] as const)('filters by %s exactly as the rule says, under every sort', async (_name, filter) => {
    const query = filter(trees);
    const expected = matching(query);
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const cards = await walk(`company=${seller.companyId}&${query}&sort=${sort}`);
      expect(new Set(cards.map((card) => card.id))).toEqual(new Set(expected.map((product) => product.id)));
      expect(cards).toHaveLength(expected.length);
    }
  });

  it('finds words with a typo', async () => {
    const cards = await walk(`company=${seller.companyId}&q=${encodeURIComponent('calmng tonic')}`);
    const expected = generated.filter((product) => /^Calming Tonic /.test(product.title));
    expect(new Set(cards.map((card) => card.id))).toEqual(new Set(expected.map((product) => product.id)));
    const exact = await page(`company=${seller.companyId}&q=${encodeURIComponent('tonik 356')}`);
    expect(exact.items.map((item) => item.title)).toEqual(['Calming Tonic 356']);
  });

  it('ranks a broad word’s candidates from an eighth of the catalog when that eighth holds enough, from all of it otherwise', async () => {
    const filter = { companyId: seller.companyId, tsquery: 'hydrating' };
    // The sample: the listings whose id hashes to 0 of 8, as the sample index holds them.
    const sampled = new Set(
      rowsOf<{ id: string }>(
        await app.db.execute(sql`
          select product_id as id from catalog_listings
          where company_id = ${seller.companyId} and is_public and search_vector @@ to_tsquery('simple', 'hydrating')
            and (hashtext(product_id::text) & 7) = 0`),
      ).map((row) => row.id),
    );
    const everyMatch = generated.filter((product) => product.title.startsWith('Hydrating '));
    expect(sampled.size).toBeGreaterThan(0);
    expect(sampled.size).toBeLessThan(everyMatch.length);

    const enough = await relevancePage(app.db, filter, { limit: 300, offset: 0 }, 'en-US', sampled.size);
    expect(enough.total).toBe(sampled.size);
    expect(enough.rows.every((row) => sampled.has(row.id))).toBe(true);

    const tooFew = await relevancePage(app.db, filter, { limit: 300, offset: 0 }, 'en-US', sampled.size + 1);
    expect(tooFew.total).toBe(sampled.size + 1);
    const ids = new Set(everyMatch.map((product) => product.id));
    expect(tooFew.rows.every((row) => ids.has(row.id))).toBe(true);
    // The eighth's matches, then the first of the others: here one.
    expect(tooFew.rows.filter((row) => sampled.has(row.id)).length).toBe(sampled.size);
    expect(tooFew.rows.filter((row) => !sampled.has(row.id)).length).toBe(1);
  });
});

describe('the listing follows every write', () => {
  const card = async (id: string, query = `company=${seller.companyId}&sort=price_asc`) =>
    (await walk(query)).find((item) => item.id === id);

  it('shows a new product, its price change and its removal', async () => {
    const own = await sellerWithCompany(app);
    const id = await addProduct(app, own.token, productInput(trees[0]!.categoryId, { price: 4200 }));
    const query = `company=${own.companyId}`;
    expect((await card(id, query))?.price.amount).toBe(4200);
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${id}`,
      headers: bearer(own.token),
      payload: productInput(trees[0]!.categoryId, { price: 3100, lastPrice: 4200 }),
    });
    expect(change.statusCode, change.body).toBe(200);
    const changed = await card(id, query);
    expect(changed?.price.amount).toBe(3100);
    expect(changed?.lastPrice?.amount).toBe(4200);
    expect(changed?.specialOffer).toBe(true);
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${id}/active`,
      headers: bearer(own.token),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await card(id, query)).toBeUndefined();
  });

  it('shows the seller’s new name on its cards', async () => {
    const own = await sellerWithCompany(app);
    const id = await addProduct(app, own.token, productInput(trees[0]!.categoryId));
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/seller/companies/${own.companyId}`,
      headers: bearer(own.token),
      payload: companyForm({ companyNameShort: 'Peony Lab Renamed', defaultLanguage: 'en-US' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await card(id, `company=${own.companyId}`))?.company.name).toBe('Peony Lab Renamed');
  });

  it('names the seller’s registered name and address, as they change, as Responsible Person on its labels', async () => {
    const own = await sellerWithCompany(app);
    const id = await addProduct(app, own.token, productInput(trees[0]!.categoryId));
    const responsiblePerson = async () => {
      const page = await app.inject({ method: 'GET', url: `/api/products/${id}` });
      return page.json<ProductDetail>().label.responsiblePerson;
    };
    expect(await responsiblePerson()).toEqual({
      name: 'Różana Manufaktura Kosmetyków sp. z o.o.',
      address: 'ul. Ogrodowa 12, 90-001 Łódź, PL',
    });
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/seller/companies/${own.companyId}`,
      headers: bearer(own.token),
      payload: companyForm({
        companyName: 'Różana Manufaktura S.A.',
        companyAddress: { street: 'ul. Piotrkowska 100', city: 'Łódź', postalCode: '90-004', country: 'PL' },
        defaultLanguage: 'en-US',
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The page asked for before the change is not answered from the cache.
    expect(await responsiblePerson()).toEqual({
      name: 'Różana Manufaktura S.A.',
      address: 'ul. Piotrkowska 100, 90-004 Łódź, PL',
    });
    expect((await card(id, `company=${own.companyId}`))?.company.name).toBe('Różana Manufaktura');
  });

  it('drops a sold-out product from "in stock" and brings it back when the stock returns', async () => {
    const own = await sellerWithCompany(app);
    const id = await addProduct(app, own.token, productInput(trees[0]!.categoryId, { stock: 2 }));
    const inStock = `company=${own.companyId}&inStock=true`;
    expect(await card(id, inStock)).toBeDefined();
    const service = createProductsService({
      storage: app.storage,
      cache: createResponseCache({ maxEntries: 10, ttlMs: 1000 }),
      publicUrl: 'http://localhost:3000',
      sellers: {} as ProductsServiceDeps['sellers'],
      currencies: {} as ProductsServiceDeps['currencies'],
      synonyms: {} as ProductsServiceDeps['synonyms'],
    });
    const lines = [{ productId: id, quantity: 2 }];
    await inTransaction(backgroundContext(app, 'sold-out'), (tx) => service.takeStock(tx, lines));
    expect(await card(id, inStock)).toBeUndefined();
    expect((await card(id, `company=${own.companyId}`))?.inStock).toBe(false);
    await inTransaction(backgroundContext(app, 'returned'), (tx) => service.returnStock(tx, lines));
    expect((await card(id, inStock))?.inStock).toBe(true);
  });
});

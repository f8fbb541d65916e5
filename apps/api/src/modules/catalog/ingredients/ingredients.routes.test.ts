import type { CatalogFacets, IngredientPage, ProductDetail, SellerProduct } from '@glowmarket/shared/catalog';
import type { CompositionReport, Ingredient } from '@glowmarket/shared/cosmetics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../../test/catalog';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer } from '../../../../test/users';
import { ingredients } from '../cosmetics.tables';
import { groupsOf } from './free-from';

let testApp: TestApp;
let seller: { token: string; companyId: string };
let categoryId: string;
let otherCategoryId: string;
const ids: Record<string, string> = {};

/** The reference rows this catalogue needs, whatever the bundled list holds. */
const REFERENCE: [inciName: string, slug: string, allergen: boolean, functions: string[]][] = [
  ['AQUA', 'aqua', false, ['SOLVENT']],
  ['GLYCERIN', 'glycerin', false, ['HUMECTANT']],
  ['PARFUM', 'parfum', false, ['PERFUMING']],
  ['LIMONENE', 'limonene', true, ['PERFUMING']],
  ['DIMETHICONE', 'dimethicone', false, ['EMOLLIENT']],
  ['METHYLPARABEN', 'methylparaben', false, ['PRESERVATIVE']],
  ['SODIUM LAURETH SULFATE', 'sodium-laureth-sulfate', false, ['CLEANSING']],
  ['ALCOHOL DENAT.', 'alcohol-denat', false, ['SOLVENT']],
  ['CI 77891', 'ci-77891', false, ['COLORANT']],
];

/** The constructed catalogue: each product's composition, and what it is free from. */
const CATALOGUE = {
  plain: 'Aqua, Glycerin',
  scented: 'Aqua, Glycerin, Parfum (Fragrance), Limonene',
  silicone: 'Aqua, Dimethicone, Methylparaben',
  cleanser: 'Aqua, Sodium Laureth Sulfate, Alcohol Denat., May contain: CI 77891',
  unknown: 'Aqua, Extractum Inventum',
  none: '',
} as const;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  await app.db
    .insert(ingredients)
    .values(
      REFERENCE.map(([inciName, slug, allergen, functions]) => ({
        inciName,
        slug,
        allergen,
        functions,
        groups: groupsOf(inciName, allergen),
      })),
    )
    .onConflictDoNothing();
  const admin = await adminToken(app);
  categoryId = (await createCategoryTree(app, admin)).categoryId;
  otherCategoryId = (await createCategoryTree(app, admin, 'Body care')).categoryId;
  seller = await sellerWithCompany(app);
  for (const [key, composition] of Object.entries(CATALOGUE)) {
    const input = productInput(key === 'cleanser' ? otherCategoryId : categoryId);
    ids[key] = await addProduct(app, seller.token, {
      ...input,
      translations: { 'en-US': { ...input.translations['en-US']!, title: `Product ${key}`, composition } },
      paoMonths: 12,
    });
  }
});

afterAll(async () => {
  await testApp.close();
});

async function listed(query: string): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return response
    .json<{ items: { id: string }[] }>()
    .items.map((item) => names[item.id] ?? item.id)
    .sort();
}

describe('free-from and ingredient filters on a constructed catalogue', () => {
  it.each([
    ['freeFrom=fragrance', ['cleanser', 'plain', 'silicone', 'unknown']],
    ['freeFrom=fragrance,silicones', ['cleanser', 'plain', 'unknown']],
    ['freeFrom=parabens', ['cleanser', 'plain', 'scented', 'unknown']],
    ['freeFrom=sulfates,alcohol', ['plain', 'scented', 'silicone', 'unknown']],
    ['freeFrom=fragrance,parabens,silicones,alcohol,sulfates', ['plain', 'unknown']],
    ['contains=dimethicone', ['silicone']],
    ['contains=limonene', ['scented']],
    ['contains=aqua&excludes=parfum', ['cleanser', 'plain', 'silicone', 'unknown']],
    ['excludes=aqua', ['none']],
    ['contains=no-such-thing', []],
    [`freeFrom=fragrance&category=${'CATEGORY'}`, ['plain', 'silicone', 'unknown']],
    ['freeFrom=fragrance&q=product', ['cleanser', 'plain', 'silicone', 'unknown']],
    ['freeFrom=fragrance&sort=price_asc', ['cleanser', 'plain', 'silicone', 'unknown']],
  ])('%s', async (query, expected) => {
    expect(await listed(query.replace('CATEGORY', categoryId))).toEqual(expected);
  });

  it('counts what each free-from filter would leave, with the other filters', async () => {
    const facets = async (query: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/products/facets?${query}` })).json<CatalogFacets>();
    expect(await facets('')).toEqual({
      freeFrom: { fragrance: 4, parabens: 4, silicones: 4, alcohol: 4, sulfates: 4 },
      capped: false,
    });
    expect((await facets(`category=${categoryId}&freeFrom=fragrance`)).freeFrom).toEqual({
      fragrance: 3,
      parabens: 2,
      silicones: 2,
      alcohol: 3,
      sulfates: 3,
    });
    // Each count is the list that filter gives.
    for (const group of ['fragrance', 'silicones', 'sulfates'] as const) {
      expect((await facets('contains=aqua')).freeFrom[group]).toBe(
        (await listed(`contains=aqua&freeFrom=${group}`)).length,
      );
    }
  });

  it('refuses an unknown free-from key or a malformed ingredient with 400', async () => {
    for (const query of ['freeFrom=gluten', 'contains=Not%20A%20Slug', 'excludes=%25']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
    }
  });

  it('follows a changed composition: a product that gains a fragrance leaves the fragrance-free list', async () => {
    const { app } = testApp;
    const input = productInput(categoryId);
    const id = await addProduct(app, seller.token, {
      ...input,
      translations: { 'en-US': { ...input.translations['en-US']!, title: 'Changing', composition: 'Aqua, Glycerin' } },
    });
    expect((await listed('freeFrom=fragrance')).includes(id)).toBe(true);
    const update = await app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${id}`,
      headers: bearer(seller.token),
      payload: {
        ...input,
        translations: { 'en-US': { ...input.translations['en-US']!, title: 'Changing', composition: 'Aqua, Parfum' } },
      },
    });
    expect(update.statusCode).toBe(200);
    expect((await listed('freeFrom=fragrance')).includes(id)).toBe(false);
    await app.inject({ method: 'DELETE', url: `/api/seller/products/${id}`, headers: bearer(seller.token) });
  });
});

describe('the label on the product page', () => {
  it('lists the ingredients in order, allergens marked, known ones linked, the company as Responsible Person', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products/${ids.scented}` });
    const { label } = response.json<ProductDetail>();
    expect(label.ingredients).toEqual([
      { name: 'Aqua', slug: 'aqua', allergen: false, mayContain: false },
      { name: 'Glycerin', slug: 'glycerin', allergen: false, mayContain: false },
      { name: 'Parfum (Fragrance)', slug: 'parfum', allergen: false, mayContain: false },
      { name: 'Limonene', slug: 'limonene', allergen: true, mayContain: false },
    ]);
    expect(label.paoMonths).toBe(12);
    expect(label.freeFrom).toEqual(['parabens', 'silicones', 'alcohol', 'sulfates']);
    expect(label.responsiblePerson.name).not.toBe('');
    expect(label.responsiblePerson.address).not.toBe('');
  });

  it('keeps unknown names unlinked and "May contain" colourants apart; a product without a list claims nothing', async () => {
    const unknown = (
      await testApp.app.inject({ method: 'GET', url: `/api/products/${ids.unknown}` })
    ).json<ProductDetail>();
    expect(unknown.label.ingredients[1]).toEqual({
      name: 'Extractum Inventum',
      slug: null,
      allergen: false,
      mayContain: false,
    });
    const cleanser = (
      await testApp.app.inject({ method: 'GET', url: `/api/products/${ids.cleanser}` })
    ).json<ProductDetail>();
    expect(cleanser.label.ingredients.at(-1)).toEqual({
      name: 'CI 77891',
      slug: 'ci-77891',
      allergen: false,
      mayContain: true,
    });
    const none = (await testApp.app.inject({ method: 'GET', url: `/api/products/${ids.none}` })).json<ProductDetail>();
    expect(none.label).toMatchObject({ ingredients: [], freeFrom: [] });
  });
});

describe('what the seller is told', () => {
  it('checks a composition as typed: unknown names flagged, allergens marked', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/ingredients/check',
      headers: bearer(seller.token),
      payload: { composition: 'Aqua, Limonene, Extractum Inventum' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CompositionReport>().ingredients.map((entry) => [entry.slug, entry.allergen])).toEqual([
      ['aqua', false],
      ['limonene', true],
      [null, false],
    ]);
  });

  it('lists the mandatory particulars a product lacks', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/seller/products/${ids.none}`,
      headers: bearer(seller.token),
    });
    expect(response.json<SellerProduct>().labelGaps).toEqual(['cpnpReference', 'ingredients', 'batch']);
    // A Responsible Person named without an address is not one; nor is a product without PAO or date.
    const input = productInput(categoryId);
    const half = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/seller/products/${ids.none}`,
      headers: bearer(seller.token),
      payload: {
        ...input,
        translations: { 'en-US': { ...input.translations['en-US']!, title: 'Product none', composition: '' } },
        responsiblePersonName: 'Someone Else',
        cpnpReference: '1234567',
      },
    });
    expect(half.json<SellerProduct>().labelGaps).toEqual(['responsiblePerson', 'durability', 'ingredients', 'batch']);
  });

  it('refuses a PAO outside the symbol values and a malformed best-before date with 400', async () => {
    for (const payload of [{ paoMonths: 10 }, { bestBefore: '2027-02-30' }, { originCountry: 'XX' }]) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/seller/products/${ids.plain}`,
        headers: bearer(seller.token),
        payload: { ...productInput(categoryId), ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('ingredient pages', () => {
  it('names the functions and lists the products that hold the ingredient', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ingredients/dimethicone' });
    expect(response.statusCode).toBe(200);
    const page = response.json<IngredientPage>();
    expect(page).toMatchObject({ inciName: 'DIMETHICONE', groups: ['silicones'], total: 1 });
    expect(page.functions.length).toBeGreaterThan(0);
    expect(page.products.map((product) => product.id)).toEqual([ids.silicone]);
  });

  it('answers 404 for an unknown ingredient and suggests names as one types', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ingredients/no-such-thing' })).statusCode).toBe(404);
    const suggestions = await testApp.app.inject({ method: 'GET', url: '/api/ingredients?q=limon' });
    expect(suggestions.json<Ingredient[]>()[0]).toMatchObject({ slug: 'limonene', allergen: true });
  });
});

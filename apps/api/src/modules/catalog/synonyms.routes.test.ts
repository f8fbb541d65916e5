import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';

let testApp: TestApp;
let app: TestApp['app'];
let admin: string;
let seller: { token: string; companyId: string };
const ids: Record<string, string> = {};

const titled = (categoryId: string, title: string, description = 'A product for every day.') =>
  productInput(categoryId, {
    translations: {
      'en-US': { title, description, action: '', howToUse: '', composition: 'Aqua', specialOffer: '' },
    },
  });

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  admin = await adminToken(app);
  seller = await sellerWithCompany(app);
  const { categoryId } = await createCategoryTree(app, admin);
  ids.spf = await addProduct(app, seller.token, titled(categoryId, 'Daily Fluid SPF50'));
  ids.sonnencreme = await addProduct(app, seller.token, titled(categoryId, 'Sonnencreme für Kinder'));
  ids.serum = await addProduct(app, seller.token, titled(categoryId, 'Vitamin C Glow Serum', 'Brightens dull skin.'));
  ids.mascara = await addProduct(app, seller.token, titled(categoryId, 'Volume Mascara Black'));
  ids.gloss = await addProduct(app, seller.token, titled(categoryId, 'Shine Lip Gloss'));
});
afterAll(() => testApp.close());

async function search(q: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, q).toBe(200);
  return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
}

describe('search synonyms shipped with every installation', () => {
  it('finds SPF products for "sunscreen" in every language, and nothing else', async () => {
    for (const q of [
      'sunscreen',
      'Sunblock',
      'krem z filtrem',
      'crème solaire',
      'protezione solare',
      'protector solar',
      'solskydd',
      '防晒',
    ]) {
      const found = await search(q);
      expect(found, q).toEqual(expect.arrayContaining([ids.spf, ids.sonnencreme]));
      expect(found, q).not.toContain(ids.serum);
    }
  });

  it('expands a word the other way round too: "spf" finds the Sonnencreme', async () => {
    expect(await search('spf')).toEqual(expect.arrayContaining([ids.spf, ids.sonnencreme]));
  });

  it('expands a misspelt word to its group', async () => {
    expect(await search('sunscren')).toEqual(expect.arrayContaining([ids.spf, ids.sonnencreme]));
    expect(await search('tusz do rzes')).toEqual([ids.mascara]);
  });

  it('keeps every other word of the search required', async () => {
    expect(await search('sunscreen kinder')).toEqual([ids.sonnencreme]);
  });
});

describe('the operator’s synonyms (/api/admin/search-synonyms)', () => {
  const url = '/api/admin/search-synonyms';

  it('is for the operator only: 401 for a visitor, 403 for a seller', async () => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asSeller = await app.inject({ method: 'GET', url, headers: bearer(seller.token) });
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json()).toMatchObject({ code: 'forbidden' });
    const post = await app.inject({
      method: 'POST',
      url,
      headers: bearer(seller.token),
      payload: { words: ['gloss', 'błyszczyk'] },
    });
    expect(post.statusCode).toBe(403);
  });

  it('lists the shipped groups', async () => {
    const groups = (await app.inject({ method: 'GET', url, headers: bearer(admin) })).json<{ words: string[] }[]>();
    expect(groups.find((group) => group.words.includes('sunscreen'))?.words).toEqual(
      expect.arrayContaining(['spf', 'krem z filtrem', 'sonnenschutz', 'creme solaire', '防晒']),
    );
  });

  it('refuses a group of fewer than two different words with 400', async () => {
    for (const words of [['gloss'], ['SPF', ' spf '], ['gloss', '!!!'], []]) {
      const response = await app.inject({ method: 'POST', url, headers: bearer(admin), payload: { words } });
      expect(response.statusCode, JSON.stringify(words)).toBe(400);
      expect(response.json(), JSON.stringify(words)).toMatchObject({ code: 'synonym_group_too_small' });
    }
  });

  it('adds a group, normalised, that the next search uses; removing it takes it back', async () => {
    expect(await search('błyszczyk')).toEqual([]);
    const added = await app.inject({
      method: 'POST',
      url,
      headers: bearer(admin),
      payload: { words: ['Błyszczyk', 'Lip  Gloss', 'gloss'] },
    });
    expect(added.statusCode).toBe(201);
    const group = added.json<{ id: string; words: string[] }>();
    expect(group.words).toEqual(['blyszczyk', 'lip gloss', 'gloss']);
    expect(await search('błyszczyk')).toEqual([ids.gloss]);

    const removed = await app.inject({ method: 'DELETE', url: `${url}/${group.id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(204);
    expect(await search('błyszczyk')).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `${url}/${group.id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found' });
  });
});

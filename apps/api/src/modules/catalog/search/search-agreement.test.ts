import type { ProductInput } from '@glowmarket/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, adminToken, createCategoryTree, productInput } from '../../../../test/catalog';
import { eventually, startMeilisearch, type LocalMeilisearch } from '../../../../test/meilisearch-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { logIn } from '../../../../test/users';
import { createCompany } from '../../../db/factories/companies';
import { createUser } from '../../../db/factories/users';
import type { ListingSort } from '../listings.repository';
import type { SearchRequest } from './engine';
import { createMeilisearchClient, createMeilisearchEngine, productsIndexUid } from './meilisearch';

/**
 * The storefront's search answers the same products on PostgreSQL and on the search engine
 * (SEARCH_URL, here the Meilisearch-protocol sandbox) for a fixed corpus of products of several
 * sellers, categories and languages: plain words, missing diacritics, one-letter typos, synonyms
 * (a phrase among them), Chinese, brands, INCI names, filters and every order. By relevance the
 * two may order the same products differently; every other order is the same, ties included.
 *
 * Each query runs three ways on one app and database: through the engine directly, through
 * `GET /api/products` with the engine up, and through `GET /api/products` with the engine down
 * (PostgreSQL answers).
 */

let testApp: TestApp;
let meili: LocalMeilisearch;
const ids: Record<string, string> = {};
const tree: Record<string, string> = {};
const brands: Record<string, string> = {};

type Texts = Partial<Record<string, string>>;

/** A product: its titles by language (en-US required), its INCI list and what it is filtered by. */
interface Item {
  key: string;
  brand: 'hafermond' | 'sole' | 'rosa';
  titles: Texts & { 'en-US': string };
  composition: string;
  price: number;
  place?: 'face' | 'serums' | 'body';
  stock?: number;
  lastPrice?: number;
  condition?: 'new' | 'used';
  active?: boolean;
}

const CORPUS: Item[] = [
  {
    key: 'oatCream',
    brand: 'hafermond',
    titles: { 'en-US': 'Oat Moisturizing Cream', 'pl-PL': 'Nawilżający krem owsiany' },
    composition: 'Aqua, Avena Sativa Kernel Extract, Glycerin',
    price: 3900,
  },
  {
    key: 'roseSerum',
    brand: 'hafermond',
    titles: { 'en-US': 'Rose Hydrating Serum', 'de-DE': 'Rosen Serum' },
    composition: 'Aqua, Rosa Damascena Flower Water, Sodium Hyaluronate',
    price: 4500,
    place: 'serums',
  },
  {
    key: 'lavenderSoap',
    brand: 'hafermond',
    titles: { 'en-US': 'Lavender Soap Bar', 'fr-FR': 'Savon à la lavande' },
    composition: 'Sodium Olivate, Lavandula Angustifolia Oil',
    price: 1200,
    place: 'body',
  },
  {
    key: 'niacinamide',
    brand: 'hafermond',
    titles: { 'en-US': 'Niacinamide Serum 10%' },
    composition: 'Aqua, Niacinamide, Zinc PCA',
    price: 3900,
    place: 'serums',
  },
  {
    key: 'nightCream',
    brand: 'hafermond',
    titles: { 'en-US': 'Night Repair Cream', 'it-IT': 'Crema notte riparatrice' },
    composition: 'Aqua, Retinol, Tocopherol',
    price: 5200,
    stock: 0,
  },
  {
    key: 'kidsSun',
    brand: 'hafermond',
    titles: { 'en-US': 'Sun Cream Kids', 'de-DE': 'Sonnencreme für Kinder' },
    composition: 'Aqua, Zinc Oxide',
    price: 2900,
    place: 'body',
  },
  {
    key: 'hydratingMist',
    brand: 'hafermond',
    titles: { 'en-US': 'Hydrating Mist' },
    composition: 'Aqua, Glycerin',
    price: 4500,
  },
  {
    key: 'spf50',
    brand: 'sole',
    titles: { 'en-US': 'Face Fluid SPF 50', 'pl-PL': 'Krem z filtrem SPF 50' },
    composition: 'Aqua, Titanium Dioxide',
    price: 3500,
  },
  {
    key: 'cremaSolare',
    brand: 'sole',
    titles: { 'en-US': 'Protective Body Lotion', 'it-IT': 'Crema solare corpo' },
    composition: 'Aqua, Ethylhexyl Salicylate',
    price: 3100,
    place: 'body',
  },
  {
    key: 'zhSun',
    brand: 'sole',
    titles: { 'en-US': 'Daily Shield Fluid', 'zh-CN': '防晒霜 清爽' },
    composition: 'Aqua, Zinc Oxide',
    price: 2700,
  },
  {
    key: 'zhMoist',
    brand: 'sole',
    titles: { 'en-US': 'Deep Gel', 'zh-CN': '保湿面霜' },
    composition: 'Aqua, Glycerin, Panthenol',
    price: 3300,
  },
  {
    key: 'lipstick',
    brand: 'sole',
    titles: { 'en-US': 'Velvet Lipstick Red', 'pl-PL': 'Pomadka aksamitna' },
    composition: 'Ricinus Communis Seed Oil, Cera Alba',
    price: 1900,
  },
  {
    key: 'mascara',
    brand: 'sole',
    titles: { 'en-US': 'Volume Mascara Black', 'pl-PL': 'Tusz do rzęs' },
    composition: 'Aqua, Cera Alba',
    price: 2200,
    condition: 'used',
  },
  {
    key: 'sonnencreme',
    brand: 'sole',
    titles: { 'en-US': 'Sun Lotion 30', 'de-DE': 'Sonnencreme LSF 30' },
    composition: 'Aqua, Octocrylene',
    price: 2300,
    place: 'body',
  },
  {
    key: 'protezione',
    brand: 'sole',
    titles: { 'en-US': 'Face Guard', 'it-IT': 'Protezione solare viso' },
    composition: 'Aqua, Octocrylene',
    price: 3000,
  },
  {
    key: 'cremeSolaire',
    brand: 'sole',
    titles: { 'en-US': 'Face Milk', 'fr-FR': 'Crème solaire visage' },
    composition: 'Aqua, Octocrylene, Tocopherol',
    price: 3200,
  },
  {
    key: 'hairWash',
    brand: 'sole',
    titles: { 'en-US': 'Mild Hair Wash', 'fr-FR': 'Shampooing doux' },
    composition: 'Aqua, Coco-Glucoside',
    price: 1700,
  },
  {
    key: 'roseWater',
    brand: 'rosa',
    titles: { 'en-US': 'Rose Water Toner', 'sv-SE': 'Rosenvatten' },
    composition: 'Rosa Damascena Flower Water',
    price: 1500,
  },
  {
    key: 'vitaminC',
    brand: 'rosa',
    titles: { 'en-US': 'Vitamin C Glow Serum' },
    composition: 'Aqua, Ascorbic Acid, Tocopherol',
    price: 4800,
    lastPrice: 5600,
    place: 'serums',
  },
  {
    key: 'foundation',
    brand: 'rosa',
    titles: { 'en-US': 'Light Foundation', 'fr-FR': 'Fond de teint léger' },
    composition: 'Aqua, Titanium Dioxide, Iron Oxides',
    price: 3400,
  },
  {
    key: 'deodorant',
    brand: 'rosa',
    titles: { 'en-US': 'Fresh Deodorant' },
    composition: 'Alcohol, Parfum',
    price: 1100,
    place: 'body',
  },
  {
    key: 'faceWash',
    brand: 'rosa',
    titles: { 'en-US': 'Gentle Face Wash', 'pl-PL': 'Żel do mycia twarzy' },
    composition: 'Aqua, Coco-Glucoside',
    price: 1800,
  },
  {
    key: 'perfume',
    brand: 'rosa',
    titles: { 'en-US': 'Eau de Parfum Nordic' },
    composition: 'Alcohol Denat., Parfum',
    price: 8900,
  },
  {
    key: 'antiAging',
    brand: 'rosa',
    titles: { 'en-US': 'Anti Aging Serum', 'hr-HR': 'Serum protiv bora' },
    composition: 'Aqua, Retinol',
    price: 6100,
    place: 'serums',
  },
  {
    key: 'handCream',
    brand: 'rosa',
    titles: { 'en-US': 'Hand Cream Shea' },
    composition: 'Butyrospermum Parkii Butter, Glycerin',
    price: 1400,
    place: 'body',
  },
  {
    key: 'nailPolish',
    brand: 'rosa',
    titles: { 'en-US': 'Nail Polish Coral' },
    composition: 'Butyl Acetate',
    price: 900,
  },
  {
    key: 'bodyOil',
    brand: 'rosa',
    titles: { 'en-US': 'Nourishing Body Oil', 'es-ES': 'Aceite corporal nutritivo' },
    composition: 'Prunus Amygdalus Dulcis Oil, Tocopherol',
    price: 2600,
    place: 'body',
  },
  {
    key: 'lipBalm',
    brand: 'rosa',
    titles: { 'en-US': 'Lip Balm Honey' },
    composition: 'Cera Alba, Mel',
    price: 700,
  },
  {
    key: 'retinolOil',
    brand: 'rosa',
    titles: { 'en-US': 'Retinol Night Oil' },
    composition: 'Squalane, Retinol',
    price: 5900,
    place: 'serums',
  },
  {
    key: 'zincPaste',
    brand: 'rosa',
    titles: { 'en-US': 'Zinc Paste' },
    composition: 'Zinc Oxide',
    price: 1300,
    place: 'body',
  },
  {
    key: 'hiddenSerum',
    brand: 'rosa',
    titles: { 'en-US': 'Hidden Rose Serum' },
    composition: 'Aqua, Rosa Damascena Flower Water',
    price: 2000,
    active: false,
  },
];

const BRANDS = { hafermond: 'Hafermond', sole: 'Sole Mare', rosa: 'Nordlys' } as const;

/** A seller whose company bears the brand's name: its token and company id. */
async function brandSeller(app: TestApp['app'], name: string) {
  const seller = await createUser(app.db);
  const company = await createCompany(app.db, { name, shortName: name }, seller.user.id);
  return { token: await logIn(app, seller.user.email, seller.password), companyId: company.id };
}

function inputOf(item: Item): ProductInput {
  const category = item.place === 'body' ? tree.body! : tree.face!;
  const texts = Object.entries(item.titles).map(([language, title]) => [
    language,
    {
      title: title ?? '',
      // Descriptions are not searched; their words never reach a result.
      description: 'Made in small batches.',
      action: '',
      howToUse: '',
      composition: item.composition,
      specialOffer: '',
    },
  ]);
  return productInput(category, {
    translations: Object.fromEntries(texts) as ProductInput['translations'],
    price: item.price,
    lastPrice: item.lastPrice ?? null,
    subcategoryId: item.place === 'serums' ? tree.serums! : null,
    stock: item.stock ?? 10,
    condition: item.condition ?? 'new',
    active: item.active ?? true,
  });
}

beforeAll(async () => {
  meili = await startMeilisearch();
  // No answer cache: the same URL is asked with the engine up, then down.
  testApp = await createTestApp({ catalogCacheTtlMs: 0 }, { env: meili.env });
  const { app } = testApp;
  await app.ready();
  const indexUid = productsIndexUid(testApp.config.databaseUrl, testApp.config.dataDir);
  // The first start builds the (empty) index; listings written after it reach it by jobs.
  await eventually(() => meili.sandbox.indexUids().includes(indexUid));
  const admin = await adminToken(app);
  const face = await createCategoryTree(app, admin, 'Face care');
  const body = await createCategoryTree(app, admin, 'Body care');
  Object.assign(tree, { face: face.categoryId, serums: face.subcategoryId, body: body.categoryId });
  const sellers: Record<string, { token: string; companyId: string }> = {};
  for (const [brand, name] of Object.entries(BRANDS)) {
    sellers[brand] = await brandSeller(app, name);
    brands[brand] = sellers[brand].companyId;
  }
  for (const item of CORPUS) ids[item.key] = await addProduct(app, sellers[item.brand]!.token, inputOf(item));
  const publicCount = CORPUS.filter((item) => item.active !== false).length;
  await eventually(() => meili.sandbox.documentsOf(indexUid)?.size === publicCount && meili.sandbox.isIdle());
}, 120_000);

afterAll(async () => {
  await testApp.close();
  await meili.close();
});

interface Case {
  q: string;
  /** Query parameters besides q and sort, as the storefront sends them. */
  params?: Record<string, string>;
  sort?: ListingSort;
  /** Some of the products expected, so that a case that finds nothing on both sides still fails. */
  finds: string[];
}

const CASES: Case[] = [
  { q: 'serum', finds: ['roseSerum', 'niacinamide', 'vitaminC', 'antiAging'] },
  { q: 'SERUM', finds: ['roseSerum'] },
  { q: 'rose serum', finds: ['roseSerum'] },
  { q: 'nawilzajacy', finds: ['oatCream'] },
  { q: 'krem', finds: ['oatCream', 'spf50'] },
  { q: 'lavendar', finds: ['lavenderSoap'] },
  { q: 'lavendar soap', finds: ['lavenderSoap'] },
  { q: 'mascaro', finds: ['mascara'] },
  { q: 'niacinamid', finds: ['niacinamide'] },
  { q: 'sunscreen', finds: ['spf50', 'kidsSun', 'zhSun', 'sonnencreme', 'protezione', 'cremeSolaire', 'cremaSolare'] },
  { q: 'krem z filtrem', finds: ['spf50', 'sonnencreme'] },
  { q: 'creme solaire', finds: ['cremeSolaire', 'protezione'] },
  { q: 'protezione solare', finds: ['protezione'] },
  { q: '防晒', finds: ['zhSun', 'spf50'] },
  { q: '保湿', finds: ['zhMoist', 'oatCream', 'roseSerum'] },
  { q: 'hydrating', finds: ['roseSerum', 'hydratingMist', 'oatCream'] },
  { q: 'tusz do rzes', finds: ['mascara'] },
  { q: 'deo', finds: ['deodorant'] },
  { q: 'hafermond', finds: ['oatCream', 'lavenderSoap'] },
  { q: 'nordlys', finds: ['deodorant', 'roseWater'] },
  { q: 'niacinamide', finds: ['niacinamide'] },
  { q: 'tocopherol', finds: ['nightCream', 'vitaminC', 'bodyOil'] },
  { q: 'rosa damascena', finds: ['roseSerum', 'roseWater'] },
  { q: 'serum', params: { category: 'face' }, finds: ['roseSerum', 'vitaminC'] },
  { q: 'serum', params: { subcategory: 'serums' }, finds: ['niacinamide'] },
  { q: 'serum', params: { minPrice: '4000', maxPrice: '6000' }, finds: ['roseSerum', 'vitaminC'] },
  { q: 'serum', params: { specialOffer: 'true' }, finds: ['vitaminC'] },
  { q: 'serum', params: { company: 'rosa' }, finds: ['vitaminC', 'antiAging'] },
  { q: 'cream', params: { inStock: 'true' }, finds: ['oatCream', 'handCream'] },
  { q: 'mascara', params: { condition: 'used' }, finds: ['mascara'] },
  { q: 'tocopherol', sort: 'price_asc', finds: ['bodyOil', 'vitaminC'] },
  { q: 'serum', sort: 'price_desc', finds: ['antiAging'] },
  { q: 'hydrating', sort: 'price_asc', finds: ['hydratingMist', 'roseSerum'] },
  { q: 'sunscreen', sort: 'newest', finds: ['spf50'] },
  { q: 'aqua', sort: 'rating', finds: ['oatCream', 'spf50'] },
  { q: 'aqua', sort: 'price_asc', params: { category: 'face', inStock: 'true' }, finds: ['roseSerum'] },
];

/** The case's query parameters with the corpus's keys turned into ids. */
function paramsOf(item: Case): Record<string, string> {
  const params: Record<string, string> = { ...item.params };
  if (params.category) params.category = tree[params.category]!;
  if (params.subcategory) params.subcategory = tree[params.subcategory]!;
  if (params.company) params.company = brands[params.company]!;
  return params;
}

/** The same filters as the search engine is given them. */
function filterOf(params: Record<string, string>): SearchRequest['filter'] {
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return {
    categoryId: params.category,
    subcategoryId: params.subcategory,
    companyId: params.company,
    minPrice: number(params.minPrice),
    maxPrice: number(params.maxPrice),
    condition: params.condition as 'new' | 'used' | undefined,
    inStock: params.inStock === 'true' ? true : undefined,
    specialOffer: params.specialOffer === 'true' ? true : undefined,
    minRating: params.minRating === undefined ? undefined : Number(params.minRating) * 100,
  };
}

const keysOf = (found: string[]) =>
  found.map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? `unknown ${id}`);

async function storefront(item: Case): Promise<string[]> {
  const query = new URLSearchParams({ q: item.q, ...paramsOf(item), ...(item.sort && { sort: item.sort }) });
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return keysOf(response.json<{ items: { id: string }[] }>().items.map((card) => card.id));
}

async function engineDirectly(item: Case): Promise<string[]> {
  const client = createMeilisearchClient({ url: meili.env.SEARCH_URL, apiKey: meili.env.SEARCH_API_KEY });
  const engine = createMeilisearchEngine(client, productsIndexUid(testApp.config.databaseUrl, testApp.config.dataDir));
  const answer = await engine.search({
    text: item.q,
    filter: filterOf(paramsOf(item)),
    sort: item.sort ?? 'relevance',
    offset: 0,
    limit: 50,
  });
  expect(answer.total).toBe(answer.ids.length);
  return keysOf(answer.ids);
}

/** By relevance, the same products in any order; otherwise the same order. */
const comparable = (item: Case, found: string[]) =>
  (item.sort ?? 'relevance') === 'relevance' ? [...found].sort() : found;

describe('search on PostgreSQL and on the search engine', () => {
  it('finds the same products for every query of the table', async () => {
    const onEngine = new Map<Case, string[]>();
    const throughStorefront = new Map<Case, string[]>();
    for (const item of CASES) {
      onEngine.set(item, await engineDirectly(item));
      throughStorefront.set(item, await storefront(item));
    }
    // The engine goes away: the storefront's answers are PostgreSQL's.
    await meili.stop();
    try {
      for (const item of CASES) {
        const label = `${item.q} ${JSON.stringify(item.params ?? {})} ${item.sort ?? 'relevance'}`;
        const onPostgres = await storefront(item);
        expect(onPostgres, `${label} (PostgreSQL)`).toEqual(expect.arrayContaining(item.finds));
        expect(onPostgres, `${label} (PostgreSQL)`).not.toContain('hiddenSerum');
        expect(comparable(item, onEngine.get(item)!), `${label} (engine)`).toEqual(comparable(item, onPostgres));
        expect(comparable(item, throughStorefront.get(item)!), `${label} (storefront with the engine)`).toEqual(
          comparable(item, onPostgres),
        );
      }
    } finally {
      await meili.start();
    }
  });
});

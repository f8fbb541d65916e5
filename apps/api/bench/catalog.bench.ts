/**
 * npm run bench:catalog — the storefront's reads against the PostgreSQL database of DATABASE_URL.
 *
 * The first run adds 100 000 products from 1 000 approved sellers (tax ids CATBENCH-…): thousands
 * of distinct titles made of product lines, actives and kinds in all 11 languages, 24 categories of
 * very uneven size. Every run then VACUUMs and ANALYZEs, starts the server with the response cache
 * off and sends varied traffic — random categories, price ranges, sorts, pages from the first to
 * the last, languages, currencies, search words without their diacritics or with a typo, random
 * product ids — then again with the cache on, and prints each kind's rate and p50/p95/p99 (from
 * every answer) beside the same server's /api/health. Set BENCH_SECONDS and BENCH_CONNECTIONS to
 * change the load.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Request } from 'autocannon';
import { LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';
import { CURRENCIES } from '@glowmarket/shared/currencies';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import { DEMO_ACTIVES, DEMO_PRODUCT_TYPES, TITLE_TEMPLATES } from '../src/db/seed/demo-catalog';
import { refreshListings } from '../src/modules/catalog/listings.repository';
import { addSearchTerms } from '../src/modules/catalog/products.repository';
import { normalizeForSearch, searchWords } from '../src/modules/catalog/search-text';
import {
  columnsOf,
  describeTarget,
  measure,
  requirePostgres,
  startServer,
  verdictOf,
  type Figures,
  type Target,
} from './bench-kit';

const PRODUCTS = 100_000;
const SELLERS = 1_000;
const CATEGORIES = 24;
const PAGE_SIZE = 50;
const WARM_UP_SECONDS = 3;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MARK = 'CATBENCH-';

const config = requirePostgres('bench:catalog', 'it adds 100 000 products from 1 000 sellers to that database');

/** A generator the same on every run, so reused data and fresh data look alike. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const SYLLABLES = [
  'la',
  'vi',
  'ro',
  'sa',
  'me',
  'lo',
  'na',
  'ri',
  'ta',
  'ze',
  'ka',
  'mi',
  'do',
  'fe',
  'lu',
  'ny',
  'sol',
  'ver',
  'mar',
  'an',
];
const EXTRA_WORDS = [
  'velvet',
  'glow',
  'pure',
  'nordic',
  'alpine',
  'botanic',
  'marine',
  'silk',
  'amber',
  'rose',
  'lotus',
  'cedar',
  'birch',
  'linden',
  'clay',
  'pearl',
  'honey',
  'oat',
  'rice',
  'bamboo',
  'aloe',
  'mint',
  'sage',
  'iris',
];

function productLines(random: ReturnType<typeof seededRandom>, count: number): string[] {
  const lines = new Set<string>();
  while (lines.size < count) {
    const name = Array.from({ length: random.int(2, 3) }, () => random.pick(SYLLABLES)).join('');
    lines.add(name[0]!.toUpperCase() + name.slice(1) + (random.next() < 0.3 ? ` ${random.pick(EXTRA_WORDS)}` : ''));
  }
  return [...lines];
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Uneven sizes: category k gets a share proportional to 1/(k+1). */
function categoryWeights(count: number): number[] {
  const raw = Array.from({ length: count }, (_, index) => 1 / (index + 1));
  const sum = raw.reduce((total, value) => total + value, 0);
  let cumulative = 0;
  return raw.map((value) => (cumulative += value / sum));
}

async function generate(db: Database) {
  const rows = (result: unknown) => rowsOf<Record<string, unknown>>(result);
  const existing = Number(
    rows(await db.execute(sql`select count(*)::int as n from products where erp_code like ${`${MARK}%`}`))[0]?.n,
  );
  if (existing >= PRODUCTS) {
    console.log(`Reusing ${existing} bench products.`);
    return;
  }
  const others = Number(rows(await db.execute(sql`select count(*)::int as n from products`))[0]?.n);
  if (others > existing) {
    console.error('bench:catalog needs a database of its own: this one has other products. Use an empty database.');
    process.exit(2);
  }
  console.log(`Generating ${PRODUCTS} products from ${SELLERS} sellers…`);
  const started = Date.now();
  const random = seededRandom(20261125);
  await db.execute(sql`
    insert into companies (name, short_name, street, city, postal_code, country, nip_tax, iban, contact_person, contact_email, default_language, status, approved_at)
    select 'Manufaktura ' || g || ' sp. z o.o.', 'Manufaktura ' || g, 'ul. Testowa ' || g, 'Warszawa', '00-001', 'PL',
           ${MARK} || g, 'PL61109010140000071219812874', 'Bench Contact', 'catbench' || g || '@example.com',
           (array[${sql.join(
             LANGUAGE_CODES.map((code) => sql`${code}`),
             sql`, `,
           )}])[1 + g % ${LANGUAGE_CODES.length}], 'approved', now()
    from generate_series(1, ${SELLERS}) g
    on conflict (nip_tax) do nothing`);
  const sellers = rows(
    await db.execute(
      sql`select id, short_name, default_language from companies where nip_tax like ${`${MARK}%`} order by nip_tax`,
    ),
  ).map((row) => ({
    id: String(row.id),
    name: String(row.short_name),
    language: String(row.default_language) as LanguageCode,
  }));

  const categories: { id: string; children: string[] }[] = [];
  for (let index = 0; index < CATEGORIES; index++) {
    const [row] = rows(await db.execute(sql`insert into categories (position) values (${index}) returning id`));
    const id = String(row?.id);
    const children: string[] = [];
    for (let child = 0; child < 3; child++) {
      const [childRow] = rows(
        await db.execute(sql`insert into categories (parent_id, position) values (${id}, ${child}) returning id`),
      );
      children.push(String(childRow?.id));
    }
    for (const categoryId of [id, ...children]) {
      await db.execute(sql`insert into category_names (category_id, language, name)
        select ${categoryId}, code, ${`Bench category ${categoryId.slice(0, 8)}`} from unnest(array[${sql.join(
          LANGUAGE_CODES.map((code) => sql`${code}`),
          sql`, `,
        )}]::text[]) code`);
    }
    categories.push({ id, children });
  }
  const weights = categoryWeights(CATEGORIES);
  const lines = productLines(random, 2_500);
  const now = Date.now();
  const batch = 2_000;
  for (let start = 0; start < PRODUCTS; start += batch) {
    const products = [];
    const texts = [];
    for (let index = start; index < Math.min(PRODUCTS, start + batch); index++) {
      const id = crypto.randomUUID();
      const seller = sellers[index % sellers.length]!;
      const roll = random.next();
      const category = categories[weights.findIndex((weight) => roll <= weight)] ?? categories[0]!;
      const type = random.pick(DEMO_PRODUCT_TYPES);
      const active = random.pick(DEMO_ACTIVES);
      const line = random.pick(lines);
      const price = random.int(type.priceRange[0], type.priceRange[1] * 2);
      const discounted = random.next() < 0.15;
      // The seller's language, and a few more in which it also wrote.
      const languages = new Set<LanguageCode>([seller.language]);
      for (let extra = random.int(0, 3); extra > 0; extra--) languages.add(random.pick(LANGUAGE_CODES));
      let searchTitle = '';
      let searchBody = '';
      for (const language of languages) {
        const title = `${line} ${fill(TITLE_TEMPLATES[language], { type: type.names[language], active: active.inTitle[language] })}`;
        const description = `${active.action[language]} ${type.howToUse[language]}`;
        searchTitle += ` ${title}`;
        searchBody += ` ${description} ${active.inci}`;
        texts.push(
          sql`(${id}::uuid, ${language}, ${title}, ${description}, ${active.action[language]}, ${type.howToUse[language]}, ${active.inci}, '')`,
        );
      }
      products.push(
        sql`(${id}::uuid, ${seller.id}::uuid, ${category.id}::uuid, ${random.next() < 0.7 ? random.pick(category.children) : null}::uuid,
          ${random.next() < 0.95 ? 'new' : 'damaged'}, ${`${MARK}${index}`}, ${price}, ${discounted ? price + random.int(100, 2000) : null},
          ${discounted ? price : null}, ${random.next() < 0.08 ? 0 : random.int(1, 200)}, ${random.int(1, 5)},
          ${random.pick(type.sizes)}, ${type.unit}, true, true, ${discounted}, ${seller.language},
          ${normalizeForSearch(searchTitle.trim())}, ${normalizeForSearch(searchBody.trim())},
          ${new Date(now - random.int(0, 730) * 86_400_000 - random.int(0, 86_399) * 1000).toISOString()}::timestamptz)`,
      );
    }
    await db.execute(sql`
      insert into products (id, company_id, category_id, subcategory_id, condition, erp_code, price, last_price,
        lowest_price_30d, stock, delivery_days, net_content, net_unit, active, is_public, is_special_offer,
        default_language, search_title, search_body, created_at)
      values ${sql.join(products, sql`, `)}`);
    for (let from = 0; from < texts.length; from += 5_000) {
      await db.execute(sql`
        insert into product_translations (product_id, language, title, description, action, how_to_use, composition, special_offer)
        values ${sql.join(texts.slice(from, from + 5_000), sql`, `)}`);
    }
    process.stdout.write(`\r  ${Math.min(PRODUCTS, start + batch)} products`);
  }
  process.stdout.write('\n  listings and search vocabulary…\n');
  await db.execute(sql`
    insert into product_images (product_id, key_prefix, position)
    select id, 'products/bench', 0 from products where erp_code like ${`${MARK}%`}`);
  for (const seller of sellers) await refreshListings(db, { companyId: seller.id }, seller.name);
  const words = rows(
    await db.execute(sql`select distinct title from product_translations t join products p on p.id = t.product_id
      where p.erp_code like ${`${MARK}%`}`),
  ).flatMap((row) => searchWords(String(row.title)));
  await addSearchTerms(db, words);
  console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** What the traffic draws from: real categories with their sizes, ids, and the words of real titles. */
async function vocabulary(db: Database) {
  const categories = rowsOf<{ id: string; size: number }>(
    await db.execute(
      sql`select category_id as id, count(*)::int as size from catalog_listings where is_public group by 1`,
    ),
  );
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select product_id as id from catalog_listings where is_public order by random() limit 20000`),
  ).map((row) => row.id);
  const titles = rowsOf<{ title: string }>(
    await db.execute(sql`select title from product_translations tablesample system (2) limit 5000`),
  ).map((row) => row.title);
  const words = [...new Set(titles.flatMap((title) => title.split(/\s+/)).filter((word) => word.length >= 4))];
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from catalog_listings where is_public`),
  );
  return { categories, ids, words, total };
}

type Vocabulary = Awaited<ReturnType<typeof vocabulary>>;
const traffic = seededRandom(Date.now());
const pick = traffic.pick;
const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code);
const SORTS = ['price_asc', 'price_desc', 'newest'] as const;

/** A word as a visitor types it: often without diacritics, sometimes with one letter wrong or missing. */
function typed(word: string): string {
  let text = traffic.next() < 0.6 ? normalizeForSearch(word) : word.toLowerCase();
  const roll = traffic.next();
  if (text.length >= 5 && roll < 0.3) {
    const at = traffic.int(1, text.length - 2);
    text =
      roll < 0.15
        ? text.slice(0, at) + text.slice(at + 1)
        : text.slice(0, at) + pick([...'aeiourstn']) + text.slice(at + 1);
  }
  return text;
}

/** One request kind: each request a new draw, with a visitor's language, currency and browser compression. */
function varied(path: () => string): Request[] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: path(),
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'x-language': pick(LANGUAGE_CODES),
          'x-currency': pick(CURRENCY_CODES),
        },
      }),
    },
  ];
}

function kinds(words: Vocabulary) {
  const category = () => pick(words.categories);
  const lastPage = (size: number) => Math.max(1, Math.min(2_000, Math.ceil(size / PAGE_SIZE)));
  return {
    list: () => {
      const chosen = category();
      const range =
        traffic.next() < 0.3 ? `&minPrice=${traffic.int(5, 40) * 100}&maxPrice=${traffic.int(50, 200) * 100}` : '';
      return `/api/products?category=${chosen.id}&sort=${pick(['price_asc', 'price_desc'])}&page=${traffic.int(1, 5)}${range}`;
    },
    deep: () => {
      const all = traffic.next() < 0.3;
      const size = all ? words.total : category().size;
      const filter = all ? '' : `category=${category().id}&`;
      return `/api/products?${filter}sort=${pick(SORTS)}&page=${traffic.int(1, lastPage(size))}${traffic.next() < 0.2 ? '&inStock=true' : ''}`;
    },
    search: () => {
      const count = traffic.next() < 0.6 ? 1 : 2;
      const q = Array.from({ length: count }, () => typed(pick(words.words))).join(' ');
      return `/api/products?q=${encodeURIComponent(q)}${traffic.next() < 0.2 ? `&page=${traffic.int(2, 5)}` : ''}`;
    },
    detail: () => `/api/products/${pick(words.ids)}`,
  };
}

const TARGETS: Record<'list' | 'deep' | 'search' | 'detail', Target> = {
  list: { rate: 3_000, percentile: 'p99', ms: 25 },
  deep: { rate: 500, percentile: 'p95', ms: 25 },
  search: { rate: 500, percentile: 'p95', ms: 30 },
  detail: { rate: 4_000, percentile: 'p95', ms: 10 },
};
const CACHED: Target = { rate: 10_000 };

const loadBefore = loadavg()[0]!;
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
await handle.migrate();
await generate(handle.db);
console.log('VACUUM ANALYZE…');
await handle.db.execute(sql`vacuum analyze`);
const words = await vocabulary(handle.db);
await handle.close();
const paths = kinds(words);

interface Row {
  kind: string;
  cache: 'off' | 'on';
  target: Target | undefined;
  figures: Figures;
}
const results: Row[] = [];
let health: Figures | undefined;
const load = (url: string, requests: Request[], rate?: number) =>
  measure({
    url,
    connections,
    seconds,
    requests,
    warmUpSeconds: WARM_UP_SECONDS,
    ...(rate ? { overallRate: rate } : {}),
  });

for (const cache of ['off', 'on'] as const) {
  const server = await startServer({ CATALOG_CACHE_TTL_MS: cache === 'off' ? '0' : '30000' });
  try {
    if (cache === 'off') health = await load(server.url, [{ method: 'GET', path: '/api/health' }]);
    for (const kind of ['list', 'deep', 'search', 'detail'] as const) {
      const target = TARGETS[kind];
      results.push({ kind, cache, target, figures: await load(server.url, varied(paths[kind]), target.rate) });
    }
    if (cache === 'on') {
      // The popular lists a cache is for: a few hundred URLs, each asked for again and again.
      const popular = Array.from({ length: 300 }, () => paths.list());
      const requests: Request[] = [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: pick(popular),
            headers: { 'accept-encoding': 'gzip, deflate, br', 'x-language': 'en-US', 'x-currency': 'EUR' },
          }),
        },
      ];
      results.push({ kind: 'popular lists, cached', cache, target: CACHED, figures: await load(server.url, requests) });
    }
  } finally {
    await server.stop();
  }
}

const base = health?.rate ?? 1;
console.log(
  `\n${words.total} public products in ${words.categories.length} categories, ${connections} connections, ${seconds} s each after ${WARM_UP_SECONDS} s of warm-up\n`,
);
const LABELS: Record<string, string> = {
  list: 'list: category, by price, pages 1–5',
  deep: 'list: any page to the last',
  search: 'search: typed words',
  detail: 'product detail: random ids',
};
console.table([
  {
    request: 'GET /api/health',
    cache: '',
    target: 'as fast as it answers',
    ...columnsOf(health!),
    'of health': '1.0',
    verdict: '',
  },
  ...results.map((row) => ({
    request: LABELS[row.kind] ?? row.kind,
    cache: row.cache,
    target: row.cache === 'off' || row.kind.includes('cached') ? describeTarget(row.target!) : '',
    ...columnsOf(row.figures),
    'of health': (row.figures.rate / base).toPrecision(2),
    verdict: row.cache === 'off' || row.kind.includes('cached') ? verdictOf(row.figures, row.target!).verdict : '',
  })),
]);
for (const row of results) {
  if (row.cache === 'on' && !row.kind.includes('cached')) continue;
  const { why } = verdictOf(row.figures, row.target!);
  if (why.length > 0) console.log(`${LABELS[row.kind] ?? row.kind} (cache ${row.cache}): MISS — ${why.join('; ')}`);
}
console.log(
  `Load average before the run: ${loadBefore.toFixed(2)} on ${availableParallelism()} cores; /api/health's rate shows the same.`,
);

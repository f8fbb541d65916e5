/**
 * npm run bench:catalog — fills the PostgreSQL database of DATABASE_URL with 100 000 products
 * from 1 000 approved sellers (once; later runs reuse them), starts the server against it and
 * measures the catalog with autocannon: a filtered and sorted list, search, and product pages.
 * Each is measured with the response cache on (as served) and off (every request hits the
 * database). Set BENCH_SECONDS and BENCH_CONNECTIONS to change the load.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/db/client';
import { DEMO_ACTIVES, DEMO_CATEGORIES, DEMO_PRODUCT_TYPES } from '../src/db/seed/demo-catalog';
import { normalizeForSearch, searchWords } from '../src/modules/catalog/search-text';
import { columnsOf, requirePostgres, runLoad, startServer, type Figures } from './bench-kit';

const PRODUCTS = 100_000;
const SELLERS = 1_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const config = requirePostgres('bench:catalog', 'it adds 100 000 products to that database');

async function generate() {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  await handle.migrate();
  const db = handle.db;
  const rows = (result: unknown) => rowsOf<Record<string, unknown>>(result);
  const existing = Number(
    rows(await db.execute(sql`select count(*)::int as n from products where erp_code like 'BENCH-%'`))[0]?.n,
  );
  if (existing >= PRODUCTS) {
    console.log(`Reusing ${existing} bench products.`);
    return handle;
  }
  console.log(`Generating ${PRODUCTS} products from ${SELLERS} sellers…`);
  const started = Date.now();
  await db.execute(sql`
    insert into companies (name, short_name, street, city, postal_code, country, nip_tax, iban, contact_person, contact_email, default_language, status, approved_at)
    select 'Bench Seller ' || g || ' sp. z o.o.', 'Bench Seller ' || g, 'ul. Testowa ' || g, 'Warszawa', '00-001', 'PL',
           'BENCH-' || g, 'PL61109010140000071219812874', 'Bench Contact', 'bench' || g || '@example.com', 'en-US', 'approved', now()
    from generate_series(1, ${SELLERS}) g
    on conflict (nip_tax) do nothing`);

  const categoryIds: { id: string; children: string[] }[] = [];
  for (const category of DEMO_CATEGORIES) {
    const [row] = rows(await db.execute(sql`insert into categories (position) values (0) returning id`));
    const id = String(row?.id);
    await db.execute(
      sql`insert into category_names (category_id, language, name) values (${id}, 'en-US', ${category.names['en-US']}), (${id}, 'pl-PL', ${category.names['pl-PL']})`,
    );
    const children: string[] = [];
    for (const child of category.children) {
      const [childRow] = rows(
        await db.execute(sql`insert into categories (parent_id, position) values (${id}, 0) returning id`),
      );
      children.push(String(childRow?.id));
      await db.execute(
        sql`insert into category_names (category_id, language, name) values (${String(childRow?.id)}, 'en-US', ${child.names['en-US']}), (${String(childRow?.id)}, 'pl-PL', ${child.names['pl-PL']})`,
      );
    }
    categoryIds.push({ id, children });
  }

  // Titles from the demo vocabulary in English and Polish, so search meets real words.
  const titles = DEMO_PRODUCT_TYPES.flatMap((type) =>
    DEMO_ACTIVES.map((active) => ({
      en: `${active.inTitle['en-US']} ${type.names['en-US']}`,
      pl: `${type.names['pl-PL']} ${active.inTitle['pl-PL']}`,
      body: `${active.action['en-US']} ${active.action['pl-PL']} ${active.inci}`,
    })),
  );
  const companies = rows(
    await db.execute(sql`select id from companies where nip_tax like 'BENCH-%' order by nip_tax`),
  ).map((row) => String(row.id));
  const batch = 5_000;
  for (let start = 0; start < PRODUCTS; start += batch) {
    const values = [];
    for (let index = start; index < Math.min(PRODUCTS, start + batch); index++) {
      const title = titles[index % titles.length]!;
      const category = categoryIds[index % categoryIds.length]!;
      const price = 500 + ((index * 7919) % 12_000);
      values.push(
        sql`(${companies[index % companies.length]}, ${category.id}, ${category.children[index % category.children.length] ?? null}, 'new',
          ${`BENCH-${index}`}, ${price}, ${index % 5 === 0 ? price + 700 : null}, ${index % 13 === 0 ? 0 : 25}, 2, 50, 'ml', true, true,
          ${index % 5 === 0}, 'en-US', ${normalizeForSearch(`${title.en} ${title.pl}`)}, ${normalizeForSearch(title.body)},
          now() - ${`${index % 365} days`}::interval)`,
      );
    }
    await db.execute(sql`
      insert into products (company_id, category_id, subcategory_id, condition, erp_code, price, last_price, stock, delivery_days,
        net_content, net_unit, active, is_public, is_special_offer, default_language, search_title, search_body, created_at)
      values ${sql.join(values, sql`, `)}`);
    process.stdout.write(`\r  ${Math.min(PRODUCTS, start + batch)} products`);
  }
  process.stdout.write('\n');
  await db.execute(sql`
    insert into product_translations (product_id, language, title, description, action, how_to_use, composition, special_offer)
    select id, 'en-US', initcap(split_part(search_title, ' ', 1)) || ' ' || search_title, search_body, '', '', '', '' from products where erp_code like 'BENCH-%'
    on conflict do nothing`);
  await db.execute(
    sql`insert into product_images (product_id, key_prefix, position) select id, 'products/bench', 0 from products where erp_code like 'BENCH-%'`,
  );
  const words = [...new Set(titles.flatMap((title) => searchWords(`${title.en} ${title.pl} ${title.body}`)))].filter(
    (word) => word.length >= 3,
  );
  await db.execute(
    sql`insert into search_terms (term) values ${sql.join(
      words.map((word) => sql`(${word})`),
      sql`, `,
    )} on conflict do nothing`,
  );
  await db.execute(sql`analyze`);
  console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s.`);
  return handle;
}

async function measure(url: string, name: string, cache: string, paths: string[]) {
  const requests = paths.map((path) => ({ path }));
  // Warm up (JIT, pool, cache), then measure.
  await runLoad({ url, connections, seconds: 3, requests });
  return { name, cache, figures: await runLoad({ url, connections, seconds, requests }) };
}

const handle = await generate();
const categories = rowsOf<{ id: string }>(
  await handle.db.execute(sql`select id from categories where parent_id is null`),
);
const productIds = rowsOf<{ id: string }>(
  await handle.db.execute(sql`select id from products where erp_code like 'BENCH-%' order by random() limit 200`),
);
await handle.close();

const categoryId = categories[0]?.id ?? '';
const listPaths = [
  `/api/products?category=${categoryId}&minPrice=1000&maxPrice=9000&inStock=true&sort=price_asc`,
  `/api/products?category=${categoryId}&sort=price_desc&page=2`,
  `/api/products?specialOffer=true&sort=newest`,
  `/api/products?sort=price_asc&minPrice=2000&page=3`,
];
const searchPaths = [
  'nawilzajacy',
  'hyaluronic serum',
  'vitamn c',
  'krem do twarzy',
  'retinol',
  'niacinamide',
  'shea',
  'serun',
].map((q) => `/api/products?q=${encodeURIComponent(q)}`);
const detailPaths = productIds.map((row) => `/api/products/${row.id}`);

const results: { name: string; cache: string; figures: Figures }[] = [];
for (const [cache, ttl] of [
  ['on', 30_000],
  ['off', 0],
] as const) {
  const server = await startServer({ CATALOG_CACHE_TTL_MS: String(ttl) });
  try {
    results.push(await measure(server.url, 'list (filtered, sorted)', cache, listPaths));
    results.push(await measure(server.url, 'search', cache, searchPaths));
    results.push(await measure(server.url, 'product detail', cache, detailPaths));
  } finally {
    await server.stop();
  }
}

console.log(`\n${PRODUCTS} products, ${SELLERS} sellers, ${connections} connections, ${seconds} s each\n`);
console.table(results.map((row) => ({ endpoint: row.name, cache: row.cache, ...columnsOf(row.figures) })));

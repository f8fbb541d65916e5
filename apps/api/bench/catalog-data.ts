/**
 * The catalog bench's products: generated once into an empty database (PostgreSQL or PGlite) and
 * reused by later runs, the same on every run for the same count.
 */
import { postalAddress } from '@glowmarket/shared/companies';
import { LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../src/db/client';
import { DEMO_ACTIVES, DEMO_PRODUCT_TYPES, TITLE_TEMPLATES } from '../src/db/seed/demo-catalog';
import { refreshListings, type ListingSeller } from '../src/modules/catalog/listing-writes.repository';
import { addSearchTerms } from '../src/modules/catalog/products.repository';
import { normalizeForSearch, searchWords } from '../src/modules/catalog/search-text';

/** Tax ids and ERP codes of the bench's sellers and products start with it. */
const MARK = 'CATBENCH-';
const CATEGORIES = 24;
/** Products per seller: 100 000 products come from 1 000 sellers. */
const PRODUCTS_PER_SELLER = 100;
/** The share of listings with ratings, so that the rating order and minRating have something to sort and keep. */
const RATED_PERCENT = 30;

/** A generator the same on every run, so reused data and fresh data look alike. */
export function seededRandom(seed: number) {
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

type Random = ReturnType<typeof seededRandom>;

const SYLLABLES = 'la vi ro sa me lo na ri ta ze ka mi do fe lu ny sol ver mar an'.split(' ');
const EXTRA_WORDS = [
  ...'velvet glow pure nordic alpine botanic marine silk amber rose lotus cedar'.split(' '),
  ...'birch linden clay pearl honey oat rice bamboo aloe mint sage iris'.split(' '),
];

/** Made-up product lines ("Rosami velvet"): each names a few dozen products, the rare words of the catalog. */
function productLines(random: Random, count: number): string[] {
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

const rows = (result: unknown) => rowsOf<Record<string, unknown>>(result);
const languageList = () =>
  sql.join(
    LANGUAGE_CODES.map((code) => sql`${code}`),
    sql`, `,
  );

interface Seller extends ListingSeller {
  id: string;
  language: LanguageCode;
}

async function insertSellers(db: Database, count: number): Promise<Seller[]> {
  await db.execute(sql`
    insert into companies (name, short_name, street, city, postal_code, country, nip_tax, iban, contact_person, contact_email, default_language, status, approved_at)
    select 'Manufaktura ' || g || ' sp. z o.o.', 'Manufaktura ' || g, 'ul. Testowa ' || g, 'Warszawa', '00-001', 'PL',
           ${MARK} || g, 'PL61109010140000071219812874', 'Bench Contact', 'catbench' || g || '@example.com',
           (array[${languageList()}])[1 + g % ${LANGUAGE_CODES.length}], 'approved', now()
    from generate_series(1, ${count}) g
    on conflict (nip_tax) do nothing`);
  return (await benchSellers(db, MARK)).map((seller) => ({
    ...seller,
    language: seller.language as LanguageCode,
  }));
}

/**
 * The bench's sellers (tax ids starting with `mark`), with what their listings show of them as
 * the companies module gives it: bench data goes into the tables directly, past that module.
 */
export async function benchSellers(
  db: Database,
  mark: string,
): Promise<(ListingSeller & { id: string; language: string })[]> {
  const found = rowsOf<
    { id: string; name: string; legalName: string; language: string } & Parameters<typeof postalAddress>[0]
  >(
    await db.execute(sql`
      select id, short_name as name, name as "legalName", default_language as language, street,
        postal_code as "postalCode", city, country
      from companies where nip_tax like ${`${mark}%`} order by nip_tax`),
  );
  return found.map(({ id, name, legalName, language, ...place }) => ({
    id,
    name,
    legalName,
    language,
    address: postalAddress(place),
  }));
}

/** 24 categories with three subcategories each, named in every language. */
async function insertCategories(db: Database): Promise<{ id: string; children: string[] }[]> {
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
        select ${categoryId}, code, ${`Bench category ${categoryId.slice(0, 8)}`}
        from unnest(array[${languageList()}]::text[]) code`);
    }
    categories.push({ id, children });
  }
  return categories;
}

/** How many bench products the database holds, and whether it holds any other. */
async function countProducts(db: Database): Promise<{ bench: number; others: number }> {
  const [row] = rows(
    await db.execute(sql`select count(*) filter (where erp_code like ${`${MARK}%`})::int as bench,
      count(*) filter (where erp_code is null or erp_code not like ${`${MARK}%`})::int as others from products`),
  );
  return { bench: Number(row?.bench), others: Number(row?.others) };
}

/**
 * Adds `count` products from count/100 sellers, in all 11 languages and 24 categories of very
 * uneven size, unless the database already holds bench products; answers how many it holds.
 * A database with other products is refused: the figures would not be the bench's.
 */
export async function ensureCatalog(db: Database, count: number): Promise<number> {
  const existing = await countProducts(db);
  if (existing.others > 0) {
    console.error('bench:catalog needs a database of its own: this one has other products. Use an empty one.');
    process.exit(2);
  }
  if (existing.bench > 0) {
    if (existing.bench !== count) {
      console.log(`This database holds ${existing.bench} bench products, not ${count}: measuring those.`);
    } else {
      console.log(`Reusing ${existing.bench} bench products.`);
    }
    await ensureRatings(db);
    return existing.bench;
  }
  const sellerCount = Math.max(1, Math.round(count / PRODUCTS_PER_SELLER));
  console.log(`Generating ${count} products from ${sellerCount} sellers…`);
  const started = Date.now();
  const random = seededRandom(20261125);
  const sellers = await insertSellers(db, sellerCount);
  const categories = await insertCategories(db);
  const weights = categoryWeights(CATEGORIES);
  const lines = productLines(random, Math.max(10, Math.round(count / 40)));
  const now = Date.now();
  const batch = 2_000;
  for (let start = 0; start < count; start += batch) {
    const products = [];
    const texts = [];
    for (let index = start; index < Math.min(count, start + batch); index++) {
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
      let searchComposition = '';
      for (const language of languages) {
        const title = `${line} ${fill(TITLE_TEMPLATES[language], { type: type.names[language], active: active.inTitle[language] })}`;
        const description = `${active.action[language]} ${type.howToUse[language]}`;
        searchTitle += ` ${title}`;
        searchComposition += ` ${active.inci}`;
        texts.push(
          sql`(${id}::uuid, ${language}, ${title}, ${description}, ${active.action[language]}, ${type.howToUse[language]}, ${active.inci}, '')`,
        );
      }
      products.push(
        sql`(${id}::uuid, ${seller.id}::uuid, ${category.id}::uuid, ${random.next() < 0.7 ? random.pick(category.children) : null}::uuid,
          ${random.next() < 0.95 ? 'new' : 'damaged'}, ${`${MARK}${index}`}, ${price}, ${discounted ? price + random.int(100, 2000) : null},
          ${discounted ? price : null}, ${random.next() < 0.08 ? 0 : random.int(1, 200)}, ${random.int(1, 5)},
          ${random.pick(type.sizes)}, ${type.unit}, true, true, ${discounted}, ${seller.language},
          ${normalizeForSearch(searchTitle.trim())}, ${normalizeForSearch(searchComposition.trim())},
          ${new Date(now - random.int(0, 730) * 86_400_000 - random.int(0, 86_399) * 1000).toISOString()}::timestamptz)`,
      );
    }
    await db.execute(sql`
      insert into products (id, company_id, category_id, subcategory_id, condition, erp_code, price, last_price,
        lowest_price_30d, stock, delivery_days, net_content, net_unit, active, is_public, is_special_offer,
        default_language, search_title, search_composition, created_at)
      values ${sql.join(products, sql`, `)}`);
    for (let from = 0; from < texts.length; from += 5_000) {
      await db.execute(sql`
        insert into product_translations (product_id, language, title, description, action, how_to_use, composition, special_offer)
        values ${sql.join(texts.slice(from, from + 5_000), sql`, `)}`);
    }
    process.stdout.write(`\r  ${Math.min(count, start + batch)} products`);
  }
  process.stdout.write('\n  listings and search vocabulary…\n');
  await db.execute(sql`
    insert into product_images (product_id, key_prefix, position)
    select id, 'products/bench', 0 from products where erp_code like ${`${MARK}%`}`);
  for (const seller of sellers) await refreshListings(db, { companyId: seller.id }, seller);
  // As a seller's edit does: the words of titles and compositions become known terms, for typos.
  const words = rows(
    await db.execute(sql`select distinct title, composition from product_translations t
      join products p on p.id = t.product_id where p.erp_code like ${`${MARK}%`}`),
  ).flatMap((row) => searchWords(`${String(row.title)} ${String(row.composition)}`));
  await addSearchTerms(db, words);
  await ensureRatings(db);
  console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s.`);
  return count;
}

/**
 * Gives 30% of the bench listings an average rating (1.00–5.00 stars) and a count, the same ones
 * on every run, when none has one: without ratings the rating order is one long tie and every
 * minRating filter is empty. They are the listings' copies only; no buyer's rating stands behind them.
 */
async function ensureRatings(db: Database): Promise<void> {
  const [row] = rows(
    await db.execute(sql`select exists (select 1 from catalog_listings where rating_count > 0) as rated`),
  );
  if (row?.rated === true) return;
  await db.execute(sql`
    update catalog_listings l set rating_average = 100 + abs(hashtext(l.product_id::text || 'average')) % 401,
      rating_count = 1 + abs(hashtext(l.product_id::text || 'count')) % 60
    from products p
    where p.id = l.product_id and p.erp_code like ${`${MARK}%`}
      and abs(hashtext(l.product_id::text)) % 100 < ${RATED_PERCENT}`);
}

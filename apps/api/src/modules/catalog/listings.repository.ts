import type { ProductCondition } from '@glowmarket/shared/constants';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { catalogListings, categoryNames, productImages, products, productTranslations } from './catalog.tables';

/**
 * The storefront's reads, all from catalog_listings (catalog.tables.ts): one statement per page of
 * cards, written as SQL so that the indexes they are meant for stay visible here. The products
 * service keeps the rows current in the transaction of every write (refreshListings).
 */

/** Which products a refresh rewrites: some of a company's, or all of them. */
export type ListingScope = { productIds: string[] } | { companyId: string };

/**
 * Rewrites the listing rows of the products in `scope` from their products, texts and first
 * image; a product's row is made when it has none. `companyName` is the seller's short name.
 */
export async function refreshListings(db: Database, scope: ListingScope, companyName: string): Promise<void> {
  const which =
    'companyId' in scope
      ? sql`p.company_id = ${scope.companyId}`
      : sql`p.id in (${sql.join(
          scope.productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  if ('productIds' in scope && scope.productIds.length === 0) return;
  await db.execute(sql`
    insert into ${catalogListings} (product_id, company_id, company_name, category_id, subcategory_id, is_public,
      price, last_price, lowest_price_30d, condition, in_stock, net_content, net_unit, is_special_offer,
      default_language, titles, image_id, image_key, created_at, search_vector)
    select p.id, p.company_id, ${companyName}, p.category_id, p.subcategory_id, p.is_public,
      p.price, p.last_price, p.lowest_price_30d, p.condition, p.stock > 0, p.net_content, p.net_unit, p.is_special_offer,
      p.default_language,
      coalesce((select jsonb_object_agg(t.language, t.title) from product_translations t
                where t.product_id = p.id and btrim(t.title) <> ''), '{}'::jsonb),
      i.id, i.key_prefix, p.created_at, p.search_vector
    from products p
    left join lateral (
      select id, key_prefix from product_images where product_id = p.id order by position, id limit 1
    ) i on true
    where ${which}
    on conflict (product_id) do update set
      company_id = excluded.company_id, company_name = excluded.company_name,
      category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, is_public = excluded.is_public,
      price = excluded.price, last_price = excluded.last_price, lowest_price_30d = excluded.lowest_price_30d,
      condition = excluded.condition, in_stock = excluded.in_stock, net_content = excluded.net_content,
      net_unit = excluded.net_unit, is_special_offer = excluded.is_special_offer,
      default_language = excluded.default_language, titles = excluded.titles, image_id = excluded.image_id,
      image_key = excluded.image_key, created_at = excluded.created_at, search_vector = excluded.search_vector`);
}

/**
 * A product's visible ratings changed: its listing's average (hundredths of a star) and count.
 * Answers where the listing shows.
 */
export async function setRating(
  db: Database,
  productId: string,
  rating: { average: number; count: number },
): Promise<ListingPlace | undefined> {
  const result = await db.execute(sql`
    update ${catalogListings} set rating_average = ${rating.average}, rating_count = ${rating.count}
    where product_id = ${productId}
    returning product_id as "id", company_id as "companyId", array[category_id, subcategory_id] as "categoryIds"`);
  return rowsOf<ListingPlace>(result)[0];
}

export async function renameCompany(db: Database, companyId: string, companyName: string): Promise<void> {
  await db.execute(sql`
    update ${catalogListings} set company_name = ${companyName}
    where company_id = ${companyId} and company_name <> ${companyName}`);
}

/** Where a listing shows: its product, seller and categories. */
export interface ListingPlace {
  id: string;
  companyId: string;
  categoryIds: (string | null)[];
}

/**
 * After stock moved: a product shows "in stock" exactly when it has some. Answers where the
 * listing shows when that changed it.
 */
export async function setInStock(db: Database, productId: string, inStock: boolean): Promise<ListingPlace | undefined> {
  const result = await db.execute(sql`
    update ${catalogListings} set in_stock = ${inStock} where product_id = ${productId} and in_stock <> ${inStock}
    returning product_id as "id", company_id as "companyId", array[category_id, subcategory_id] as "categoryIds"`);
  return rowsOf<ListingPlace>(result)[0];
}

export interface ListingFilter {
  tsquery?: string | undefined;
  categoryId?: string | undefined;
  subcategoryId?: string | undefined;
  companyId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  condition?: ProductCondition | undefined;
  inStock?: boolean | undefined;
  specialOffer?: boolean | undefined;
  /** The least average rating, in hundredths of a star. */
  minRating?: number | undefined;
}

export type ListingSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

/** What a product card shows, picked in the caller's language. */
export interface CardRow {
  id: string;
  companyId: string;
  companyName: string;
  title: string;
  price: number;
  lastPrice: number | null;
  lowestPrice30d: number | null;
  condition: ProductCondition;
  inStock: boolean;
  netContent: number | null;
  netUnit: 'ml' | 'g' | null;
  isSpecialOffer: boolean;
  isPublic: boolean;
  imageId: string | null;
  imageKey: string | null;
  /** Hundredths of a star (450 = 4.5), 0 when none. */
  ratingAverage: number;
  ratingCount: number;
}

/** The card columns of listing `l`: the title in `language`, else in the seller's, else any. */
const cardColumns = (language: string) => sql`
  l.product_id as "id", l.company_id as "companyId", l.company_name as "companyName",
  coalesce(l.titles ->> ${language}::text, l.titles ->> l.default_language,
           (select value from jsonb_each_text(l.titles) limit 1), '') as "title",
  l.price, l.last_price as "lastPrice", l.lowest_price_30d as "lowestPrice30d", l.condition,
  l.in_stock as "inStock", l.net_content as "netContent", l.net_unit as "netUnit",
  l.is_special_offer as "isSpecialOffer", l.is_public as "isPublic",
  l.image_id as "imageId", l.image_key as "imageKey",
  l.rating_average as "ratingAverage", l.rating_count as "ratingCount"`;

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** Conditions on a listing aliased `alias`; every one is a column of the list indexes. */
function conditions(alias: string, filter: ListingFilter): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [sql`${column('is_public')}`];
  if (filter.tsquery) parts.push(sql`${column('search_vector')} @@ ${tsquery(filter.tsquery)}`);
  if (filter.categoryId) parts.push(sql`${column('category_id')} = ${filter.categoryId}`);
  if (filter.subcategoryId) parts.push(sql`${column('subcategory_id')} = ${filter.subcategoryId}`);
  if (filter.companyId) parts.push(sql`${column('company_id')} = ${filter.companyId}`);
  if (filter.minPrice !== undefined) parts.push(sql`${column('price')} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) parts.push(sql`${column('price')} <= ${filter.maxPrice}`);
  if (filter.condition) parts.push(sql`${column('condition')} = ${filter.condition}`);
  if (filter.inStock) parts.push(sql`${column('in_stock')}`);
  if (filter.specialOffer) parts.push(sql`${column('is_special_offer')}`);
  if (filter.minRating !== undefined) parts.push(sql`${column('rating_average')} >= ${filter.minRating}`);
  return sql.join(parts, sql` and `);
}

/** Each order ends on the product id, so that pages never overlap; each matches an index read forwards or backwards. */
function orderBy(alias: string, sort: Exclude<ListingSort, 'relevance'>): SQL {
  const order = {
    // As the indexes are built: a descending column sorts nulls last there, and must here too.
    newest: 'created_at desc nulls last, product_id',
    price_asc: 'price, product_id',
    price_desc: 'price desc, product_id desc',
    rating: 'rating_average desc, product_id',
  }[sort];
  return sql.raw(
    order
      .split(', ')
      .map((part) => `${alias}.${part}`)
      .join(', '),
  );
}

/**
 * A page of cards, whether another page follows, and how many listings match counted up to
 * `countCap + 1`, in one statement. The page's ids are found first, in the index alone (a deep page
 * skips index entries, not rows); only its rows are read.
 */
export async function listingPage(
  db: Database,
  filter: ListingFilter,
  sort: Exclude<ListingSort, 'relevance'>,
  page: { limit: number; offset: number },
  language: string,
  countCap: number,
): Promise<{ rows: CardRow[]; hasMore: boolean; counted: number }> {
  const result = await db.execute(sql`
    select ${cardColumns(language)}, (${cappedCount(filter, countCap)}) as "counted"
    from (
      select p.product_id from ${catalogListings} p
      where ${conditions('p', filter)}
      order by ${orderBy('p', sort)}
      limit ${page.limit + 1} offset ${page.offset}
    ) page
    join ${catalogListings} l on l.product_id = page.product_id
    order by ${orderBy('l', sort)}`);
  const rows = rowsOf<CardRow & { counted: number }>(result);
  // Past the last page: the count alone.
  const counted = rows[0]?.counted ?? (await countListings(db, filter, countCap));
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit, counted };
}

/** How many listings match, counted up to `cap + 1` (reading no more index entries than that). */
const cappedCount = (filter: ListingFilter, cap: number) => sql`
  select count(*)::int from (
    select 1 from ${catalogListings} c where ${conditions('c', filter)} limit ${cap + 1}
  ) matches`;

async function countListings(db: Database, filter: ListingFilter, cap: number): Promise<number> {
  const counted = await db.execute(sql`select (${cappedCount(filter, cap)}) as "total"`);
  return rowsOf<{ total: number }>(counted)[0]?.total ?? 0;
}

/**
 * A page of search results by relevance. The newest `candidates` matches are ranked (a broad word
 * can match a tenth of the catalog; ranking all of it would cost more than the page); `total`
 * counts them, so it stops at `candidates`.
 */
export async function relevancePage(
  db: Database,
  filter: ListingFilter & { tsquery: string },
  page: { limit: number; offset: number },
  language: string,
  candidates: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const query = tsquery(filter.tsquery);
  const result = await db.execute(sql`
    with matches as (
      select p.product_id, p.created_at, p.search_vector from ${catalogListings} p
      where ${conditions('p', filter)}
      order by p.created_at desc nulls last, p.product_id
      limit ${candidates}
    ), ranked as (
      select product_id, created_at, ts_rank(search_vector, ${query}) as rank, count(*) over () as total
      from matches
      order by rank desc, created_at desc, product_id
      limit ${page.limit} offset ${page.offset}
    )
    select ${cardColumns(language)}, ranked.total::int as "total"
    from ranked join ${catalogListings} l on l.product_id = ranked.product_id
    order by ranked.rank desc, ranked.created_at desc, ranked.product_id`);
  const rows = rowsOf<CardRow & { total: number }>(result);
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: the count alone.
  return { rows: [], total: Math.min(await countListings(db, filter, candidates), candidates) };
}

/** How many listings match, as the planner estimates it from the table's statistics (no rows read). */
export async function estimateListings(db: Database, filter: ListingFilter): Promise<number> {
  const plan = await db.execute(sql`
    explain (format json) select 1 from ${catalogListings} p where ${conditions('p', filter)}`);
  const [row] = rowsOf<Record<string, unknown>>(plan);
  return planRows(row ? Object.values(row)[0] : undefined);
}

/** The top plan node's row estimate of an EXPLAIN (FORMAT JSON) answer. */
function planRows(explained: unknown): number {
  const parsed: unknown = typeof explained === 'string' ? JSON.parse(explained) : explained;
  const rows = (parsed as [{ Plan?: { 'Plan Rows'?: number } }] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.floor(rows) : 0;
}

/**
 * For a cart: the cards of the given products, public or not, in no particular order, with the
 * price, stock and visibility of the product itself (authoritative inside a placing transaction).
 */
export async function saleCardsByIds(
  db: Database,
  ids: string[],
  language: string,
): Promise<(CardRow & { basePrice: number; stock: number; purchasable: boolean; dispatchDays: number })[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${cardColumns(language)}, p.price as "basePrice", p.stock, p.is_public as "purchasable",
      p.delivery_days as "dispatchDays"
    from ${catalogListings} l join ${products} p on p.id = l.product_id
    where l.product_id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<CardRow & { basePrice: number; stock: number; purchasable: boolean; dispatchDays: number }>(result);
}

interface DetailText {
  language: string;
  title: string;
  description: string;
  action: string;
  howToUse: string;
  composition: string;
  specialOffer: string;
}

function detailQuery(db: Database) {
  return db
    .select({
      product: products,
      companyName: catalogListings.companyName,
      ratingAverage: catalogListings.ratingAverage,
      ratingCount: catalogListings.ratingCount,
      texts: sql<DetailText[]>`(
        select coalesce(json_agg(json_build_object('language', t.language, 'title', t.title,
          'description', t.description, 'action', t.action, 'howToUse', t.how_to_use,
          'composition', t.composition, 'specialOffer', t.special_offer)), '[]'::json)
        from ${productTranslations} t where t.product_id = ${products.id})`,
      images: sql<{ id: string; keyPrefix: string }[]>`(
        select coalesce(json_agg(json_build_object('id', i.id, 'keyPrefix', i.key_prefix) order by i.position, i.id), '[]'::json)
        from ${productImages} i where i.product_id = ${products.id})`,
      categoryNames: sql<{ categoryId: string; language: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('categoryId', n.category_id, 'language', n.language, 'name', n.name)), '[]'::json)
        from ${categoryNames} n where n.category_id in (${products.categoryId}, ${products.subcategoryId}))`,
    })
    .from(products)
    .innerJoin(catalogListings, eq(catalogListings.productId, products.id))
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.isPublic, true)))
    .prepare('catalog_product_detail');
}

/** Each connection pool's prepared statement: the query is built once, and planned once per connection. */
const preparedDetails = new WeakMap<Database, ReturnType<typeof detailQuery>>();

/**
 * A public product with its texts, images, seller's name and category names, in one statement;
 * undefined when there is no such public product.
 */
export async function publicProductDetail(db: Database, id: string) {
  let prepared = preparedDetails.get(db);
  if (!prepared) {
    prepared = detailQuery(db);
    preparedDetails.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row;
}

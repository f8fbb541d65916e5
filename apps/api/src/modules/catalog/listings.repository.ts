import type { ProductSort } from '@glowmarket/shared/catalog';
import type { ProductCondition } from '@glowmarket/shared/constants';
import { FREE_FROM, type FreeFrom } from '@glowmarket/shared/cosmetics';
import { sql, type SQL } from 'drizzle-orm';
import { PLANNED_PER_CALL, rowsOf, type Database } from '../../db/client';
import { catalogListings, products } from './catalog.tables';
import { encodeAnchor, type PageAnchor } from './page-anchor';

/**
 * The storefront's reads, all from catalog_listings (catalog.tables.ts): one statement per page of
 * cards, written as SQL so that the indexes they are meant for stay visible here. The products
 * service keeps the rows current in the transaction of every write (listing-writes.repository.ts).
 */

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
  /** Free from every one of these groups. */
  freeFrom?: FreeFrom[] | undefined;
  /** Holding this reference ingredient, and not holding that one (ingredient ids). */
  containsId?: string | undefined;
  excludesId?: string | undefined;
}

export type ListingSort = ProductSort;

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

/**
 * The card columns of listing `l`: the title in `language` (a language, or the column that holds
 * it), else in the seller's, else any.
 */
export const cardColumnsOf = (language: string | SQL) => sql`
  l.product_id as "id", l.company_id as "companyId", l.company_name as "companyName",
  coalesce(l.titles ->> ${language}::text, l.titles ->> l.default_language,
           (select value from jsonb_each_text(l.titles) limit 1), '') as "title",
  l.price, l.last_price as "lastPrice", l.lowest_price_30d as "lowestPrice30d", l.condition,
  l.in_stock as "inStock", l.net_content as "netContent", l.net_unit as "netUnit",
  l.is_special_offer as "isSpecialOffer", l.is_public as "isPublic",
  l.image_id as "imageId", l.image_key as "imageKey",
  l.rating_average as "ratingAverage", l.rating_count as "ratingCount"`;

export const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** What begins a statement on listings matching `filter`: a search's words are planned for each call. */
const planFor = (filter: ListingFilter): SQL => sql.raw(filter.tsquery ? PLANNED_PER_CALL : '');

/** Conditions on a listing aliased `alias`; every one is a column of the list indexes. */
function conditions(alias: string, filter: ListingFilter): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [sql`${column('is_public')}`];
  if (filter.tsquery) {
    // Found by the words' beginnings (migration 0033); a phrase's word order is checked in the
    // words with their places. A tsquery holds '<' only in a phrase, so a statement planned with
    // its words keeps the first condition alone.
    const words = tsquery(filter.tsquery);
    parts.push(
      sql`${column('match_vector')} @@ catalog_match_query(${words})`,
      sql`(strpos(${words}::text, '<') = 0 or ${column('search_vector')} @@ ${words})`,
    );
  }
  if (filter.categoryId) parts.push(sql`${column('category_id')} = ${filter.categoryId}`);
  if (filter.subcategoryId) parts.push(sql`${column('subcategory_id')} = ${filter.subcategoryId}`);
  if (filter.companyId) parts.push(sql`${column('company_id')} = ${filter.companyId}`);
  if (filter.minPrice !== undefined) parts.push(sql`${column('price')} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) parts.push(sql`${column('price')} <= ${filter.maxPrice}`);
  if (filter.condition) parts.push(sql`${column('condition')} = ${filter.condition}`);
  if (filter.inStock) parts.push(sql`${column('in_stock')}`);
  if (filter.specialOffer) parts.push(sql`${column('is_special_offer')}`);
  if (filter.minRating !== undefined) parts.push(sql`${column('rating_average')} >= ${filter.minRating}`);
  const byIngredients = ingredientConditions(alias, filter);
  if (byIngredients) parts.push(byIngredients);
  return sql.join(parts, sql` and `);
}

export const hasIngredientConditions = (filter: ListingFilter) =>
  Boolean(filter.freeFrom?.length) || filter.containsId !== undefined || filter.excludesId !== undefined;

/** The ingredient filters (GIN-indexed arrays); undefined when the filter has none. */
export function ingredientConditions(alias: string, filter: ListingFilter): SQL | undefined {
  if (!hasIngredientConditions(filter)) return undefined;
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  if (filter.freeFrom?.length) {
    const groups = sql.join(
      filter.freeFrom.map((group) => sql`${group}`),
      sql`, `,
    );
    parts.push(sql`${column('free_from')} @> array[${groups}]::text[]`);
  }
  if (filter.containsId) parts.push(sql`${column('ingredient_ids')} @> array[${filter.containsId}]::uuid[]`);
  if (filter.excludesId) parts.push(sql`not (${column('ingredient_ids')} @> array[${filter.excludesId}]::uuid[])`);
  return sql.join(parts, sql` and `);
}

type ListOrder = Exclude<ListingSort, 'relevance'>;

/**
 * Each order, read forwards and backwards; each ends on the product id, so that pages never
 * overlap, and each matches an index read one way or the other (a descending column sorts nulls
 * last there, and must here too).
 */
const ORDERS: Record<ListOrder, { column: string; forward: string; backward: string }> = {
  newest: {
    column: 'created_at',
    forward: 'created_at desc nulls last, product_id',
    backward: 'created_at nulls first, product_id desc',
  },
  price_asc: { column: 'price', forward: 'price, product_id', backward: 'price desc, product_id desc' },
  price_desc: { column: 'price', forward: 'price desc, product_id desc', backward: 'price, product_id' },
  // Ties (most listings have no rating yet) by id downwards, so that a page after an anchor seeks
  // straight to it in the index as price does, instead of reading the anchor's whole tie.
  rating: {
    column: 'rating_average',
    forward: 'rating_average desc, product_id desc',
    backward: 'rating_average, product_id',
  },
};

function orderBy(alias: string, sort: ListOrder, direction: 'forward' | 'backward' = 'forward'): SQL {
  return sql.raw(
    ORDERS[sort][direction]
      .split(', ')
      .map((part) => `${alias}.${part}`)
      .join(', '),
  );
}

/**
 * A value of the sort column as a page anchor holds it (page-anchor.ts). Written out only for the
 * rows that start a page: the time's text costs more than reading the row from the index.
 */
function anchorKey(value: SQL, sort: ListOrder): SQL {
  return sort === 'newest'
    ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`
    : sql`${value}::text`;
}

/** An anchor's key as a value of its sort column. */
const anchorValue = (anchor: PageAnchor): SQL =>
  anchor.sort === 'newest' ? sql`${anchor.key}::timestamptz` : sql`${anchor.key}::int`;

/**
 * Listing `alias` comes after the row (key, id) in `sort` read `direction`: strictly, so that a
 * page read from its anchor starts with the row after it. Written so that the sort column bounds
 * an index range and only ties test the id.
 */
function beyond(alias: string, sort: ListOrder, direction: 'forward' | 'backward', key: SQL, id: SQL): SQL {
  const column = sql.raw(`${alias}.${ORDERS[sort].column}`);
  const productId = sql.raw(`${alias}.product_id`);
  const forward = direction === 'forward';
  if (sort !== 'newest') {
    // The column and the id grow together: one row comparison.
    return (sort === 'price_asc') === forward
      ? sql`(${column}, ${productId}) > (${key}, ${id})`
      : sql`(${column}, ${productId}) < (${key}, ${id})`;
  }
  // Newest: the column falls as the id grows (read forwards).
  return forward
    ? sql`${column} <= ${key} and (${column} < ${key} or ${productId} > ${id})`
    : sql`${column} >= ${key} and (${column} > ${key} or ${productId} < ${id})`;
}

/** Where a page starts: so many rows in, or after the row a page link's anchor names. */
export type PageStart = { offset: number } | { after: PageAnchor };

/** A page of cards and what its links need. */
export interface ListingPage {
  rows: CardRow[];
  hasMore: boolean;
  /** How many listings match, counted up to the cap + 1; undefined when no count was asked for. */
  counted: number | undefined;
  /** The anchors of the pages after this one, nearest first (as many as `ahead` asked, where they exist). */
  following: string[];
  /** The anchors of the pages before this one, nearest first; the first page has none. */
  preceding: string[];
}

/** Rows read around a page: its own and `pages` more pages' worth each way, for their links' anchors. */
const LINKED_PAGES = 2;

/**
 * A page of cards, whether another page follows, how many listings match counted up to
 * `countCap + 1` (without a cap, not counted), and the anchors of the nearby pages, in one statement. The page's ids and the
 * keys around it are found first, in the index alone (a deep page by offset skips index entries,
 * not rows; a page by anchor seeks straight to it); only the page's own rows are read.
 */
export async function listingPage(
  db: Database,
  filter: ListingFilter,
  sort: ListOrder,
  page: { limit: number; start: PageStart },
  language: string,
  countCap: number | undefined,
): Promise<ListingPage> {
  const start = page.start;
  const from =
    'after' in start
      ? sql`and ${beyond('p', sort, 'forward', anchorValue(start.after), sql`${start.after.productId}::uuid`)}`
      : sql``;
  const offset = 'offset' in start ? start.offset : 0;
  const reach = page.limit * (LINKED_PAGES + 1) + 1;
  const result = await db.execute(sql`${planFor(filter)}
    with ahead as materialized (
      select keys.product_id, keys.sort_value, row_number() over () as position
      from (
        select p.product_id, p.${sql.raw(ORDERS[sort].column)} as sort_value
        from ${catalogListings} p
        where ${conditions('p', filter)} ${from}
        order by ${orderBy('p', sort)}
        limit ${reach} offset ${offset}
      ) keys
    ), first as (
      select product_id, sort_value from ahead where position = 1
    ), behind as (
      select b.product_id, b.${sql.raw(ORDERS[sort].column)} as sort_value, row_number() over () as position
      from first, lateral (
        select b.* from ${catalogListings} b
        where ${conditions('b', filter)}
          and ${beyond('b', sort, 'backward', sql`first.sort_value`, sql`first.product_id`)}
        order by ${orderBy('b', sort, 'backward')}
        limit ${page.limit * LINKED_PAGES + 1}
      ) b
    )
    select ${cardColumnsOf(language)}, ${countCap === undefined ? sql`null::int` : sql`(${cappedCount(filter, countCap)})`} as "counted",
      case when ahead.position = 1 then (select count(*)::int from ahead) end as "read",
      case when ahead.position = 1 then (
        select string_agg(${anchorKey(sql`a.sort_value`, sort)} || '|' || a.product_id, ',' order by a.position)
        from ahead a where a.position % ${page.limit} = 0
      ) end as "ahead",
      case when ahead.position = 1 then (
        select string_agg(${anchorKey(sql`b.sort_value`, sort)} || '|' || b.product_id, ',' order by b.position)
        from behind b where b.position % ${page.limit} = 1 and b.position > 1
      ) end as "behind"
    from ahead join ${catalogListings} l on l.product_id = ahead.product_id
    where ahead.position <= ${page.limit}
    order by ahead.position`);
  // The keys around the page come as one text each (a comma between rows): cheaper to read than arrays.
  const rows = rowsOf<CardRow & { counted: number | null; read: number; ahead: string | null; behind: string | null }>(
    result,
  );
  const [first] = rows;
  // Past the last page: the count alone.
  const counted = countCap === undefined ? undefined : (first?.counted ?? (await countListings(db, filter, countCap)));
  const anchorOf = (anchor: string | undefined) => {
    const [key = '', productId = ''] = (anchor ?? '').split('|');
    return encodeAnchor({ sort, key, productId });
  };
  // Read forwards past the page: the next page starts after its last row, and so on; a page
  // exists when a row follows the one before it.
  const read = first?.read ?? 0;
  const following = (first?.ahead?.split(',') ?? [])
    .filter((_, index) => (index + 1) * page.limit < read)
    .map(anchorOf);
  // Read backwards from the page's first row: the previous page is the next `limit` rows, and its
  // anchor is the row after them; a previous page reached with fewer rows than that is the first.
  const preceding = (first?.behind?.split(',') ?? []).map(anchorOf);
  return { rows, hasMore: read > page.limit, counted, following, preceding };
}

/**
 * The anchor of every page of a list after the first, in order (index 0 is page 2's), read in one
 * pass over the list's index: what a page typed by number deep in a big list starts from.
 */
export async function pageAnchorsOf(
  db: Database,
  filter: ListingFilter,
  sort: ListOrder,
  pageSize: number,
): Promise<string[]> {
  // Only the kept rows' keys are written out, and "is a row after it" needs one row of look-ahead
  // where a count of the whole list would hold all of it: under half the time on 100,000 rows.
  const result = await db.execute(sql`
    select ${anchorKey(sql.raw(`numbered.${ORDERS[sort].column}`), sort)} as key, product_id as "productId" from (
      select p.${sql.raw(ORDERS[sort].column)}, p.product_id, row_number() over w as position, lead(true) over w as followed
      from ${catalogListings} p
      where ${conditions('p', filter)}
      window w as (order by ${orderBy('p', sort)})
    ) numbered
    -- The last row starts no page.
    where position % ${pageSize} = 0 and followed
    order by position`);
  return rowsOf<{ key: string; productId: string }>(result).map(({ key, productId }) =>
    encodeAnchor({ sort, key, productId }),
  );
}

/** How many listings match, counted up to `cap + 1` (reading no more index entries than that). */
const cappedCount = (filter: ListingFilter, cap: number) => sql`
  select count(*)::int from (
    select 1 from ${catalogListings} c where ${conditions('c', filter)} limit ${cap + 1}
  ) matches`;

export async function countListings(db: Database, filter: ListingFilter, cap: number): Promise<number> {
  const counted = await db.execute(sql`${planFor(filter)} select (${cappedCount(filter, cap)}) as "total"`);
  return rowsOf<{ total: number }>(counted)[0]?.total ?? 0;
}

/**
 * For each free-from group, how many listings the filter would match with that group added,
 * each counted up to `cap + 1`: one statement.
 */
export async function freeFromCounts(
  db: Database,
  filter: ListingFilter,
  cap: number,
): Promise<Record<FreeFrom, number>> {
  const counts = FREE_FROM.map(
    (group) =>
      sql`(${cappedCount({ ...filter, freeFrom: [...new Set([...(filter.freeFrom ?? []), group])] }, cap)}) as ${sql.identifier(group)}`,
  );
  const result = await db.execute(sql`${planFor(filter)} select ${sql.join(counts, sql`, `)}`);
  const row = rowsOf<Record<FreeFrom, number>>(result)[0];
  return Object.fromEntries(FREE_FROM.map((group) => [group, row?.[group] ?? 0])) as Record<FreeFrom, number>;
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

/** The cards of the given public products, in no particular order; unknown or hidden ones are left out. */
export async function publicCardsByIds(db: Database, ids: string[], language: string): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${cardColumnsOf(language)} from ${catalogListings} l
    where l.is_public and l.product_id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<CardRow>(result);
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
    select ${cardColumnsOf(language)}, p.price as "basePrice", p.stock, p.is_public as "purchasable",
      p.delivery_days as "dispatchDays"
    from ${catalogListings} l join ${products} p on p.id = l.product_id
    where l.product_id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<CardRow & { basePrice: number; stock: number; purchasable: boolean; dispatchDays: number }>(result);
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { batchedByKey } from '../../lib/batched-reads';
import { catalogListings } from './catalog.tables';
import {
  cardColumnsOf,
  countListings,
  hasIngredientConditions,
  ingredientConditions,
  tsquery,
  type CardRow,
  type ListingFilter,
} from './listings.repository';

/** Search results by relevance from PostgreSQL, read from catalog_listings like every other list. */

/**
 * A search with ingredient filters reads this many matches at most, in the order the search
 * index gives them, since the filters leave some out.
 */
const SEARCH_SCAN = 1_000;

/**
 * A page of search results by relevance. The matches come from the search index (GIN, through
 * catalog_search_candidates: see its migrations), so a rare word costs its few rows; a broad
 * word's are read no further than `candidates` (SEARCH_SCAN with ingredient filters, of which
 * the newest `candidates` pass), looked for first in an eighth of the catalog, and those are
 * ranked: ranking, or even reading, a tenth of the catalog would cost more than the page. `total`
 * counts the candidates, so it stops at `candidates`. Searches without ingredient filters that
 * arrive in the same turn are read together (searchPagesReader).
 */
export async function relevancePage(
  db: Database,
  filter: ListingFilter & { tsquery: string },
  page: { limit: number; offset: number },
  language: string,
  candidates: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const found = hasIngredientConditions(filter)
    ? await relevancePageByIngredients(db, filter, page, language, candidates)
    : ((await searchPagesReader(db)(searchKey(filter, page, language, candidates)))?.rows ?? []);
  if (found.length > 0) return { rows: found, total: found[0]?.total ?? 0 };
  // Past the last page: the count alone.
  return { rows: [], total: Math.min(await countListings(db, filter, candidates), candidates) };
}

/** A search's values, in the order searchPages reads them: each column of its `asked` rows. */
const SEARCH_COLUMNS = [
  'words',
  'category_id',
  'subcategory_id',
  'company_id',
  'min_price',
  'max_price',
  'condition',
  'in_stock',
  'special_offer',
  'min_rating',
  'page_limit',
  'page_offset',
  'language',
  'candidates',
] as const;
type SearchValue = string | number | boolean | null;

/** A search's values as one text: what searchPagesReader gathers, and tells two searches apart by. */
function searchKey(
  filter: ListingFilter & { tsquery: string },
  page: { limit: number; offset: number },
  language: string,
  candidates: number,
): string {
  const values: Record<(typeof SEARCH_COLUMNS)[number], SearchValue | undefined> = {
    words: filter.tsquery,
    category_id: filter.categoryId,
    subcategory_id: filter.subcategoryId,
    company_id: filter.companyId,
    min_price: filter.minPrice,
    max_price: filter.maxPrice,
    condition: filter.condition,
    in_stock: filter.inStock,
    special_offer: filter.specialOffer,
    min_rating: filter.minRating,
    page_limit: page.limit,
    page_offset: page.offset,
    language,
    candidates,
  };
  return JSON.stringify(SEARCH_COLUMNS.map((name) => values[name] ?? null));
}

/** The pages of the searches of one turn, read in one statement (see batchedByKey). */
const searchPagesReader = preparedPerDatabase((db: Database) =>
  batchedByKey(
    async (keys) => {
      const pages = await searchPages(
        db,
        keys.map((key) => JSON.parse(key) as SearchValue[]),
      );
      return keys.map((key, index) => ({ key, rows: pages[index] ?? [] }));
    },
    (page) => page.key,
  ),
);

/**
 * Each search's page (its values as searchKey lists them) in one statement: a search per row of
 * `asked`, its words parsed once there (where a parameter of the kept plan would be parsed again
 * for every candidate ranked), its candidates found and ranked beside it.
 */
async function searchPages(db: Database, asked: SearchValue[][]): Promise<(CardRow & { total: number })[][]> {
  const column = (name: (typeof SEARCH_COLUMNS)[number]) =>
    sql.param(asked.map((values) => values[SEARCH_COLUMNS.indexOf(name)] ?? null));
  const result = await db.execute(sql`
    with asked as materialized (
      select a.position, to_tsquery('simple', a.words) as query, a.category_id, a.subcategory_id, a.company_id,
        a.min_price, a.max_price, a.condition, a.in_stock, a.special_offer, a.min_rating, a.page_limit,
        a.page_offset, a.language, a.candidates
      from unnest(${column('words')}::text[], ${column('category_id')}::uuid[], ${column('subcategory_id')}::uuid[],
        ${column('company_id')}::uuid[], ${column('min_price')}::int[], ${column('max_price')}::int[],
        ${column('condition')}::text[], ${column('in_stock')}::boolean[], ${column('special_offer')}::boolean[],
        ${column('min_rating')}::int[], ${column('page_limit')}::int[], ${column('page_offset')}::int[],
        ${column('language')}::text[], ${column('candidates')}::int[])
        with ordinality as a(${sql.raw(SEARCH_COLUMNS.join(', '))}, position)
    )
    select asked.position::int as "asked", ${cardColumnsOf(sql`asked.language`)}, ranked.total::int as "total"
    from asked cross join lateral (
      select m.product_id, m.created_at, ts_rank(m.search_vector, asked.query) as rank, count(*) over () as total
      from catalog_search_candidates(asked.query, asked.candidates, asked.category_id, asked.subcategory_id,
        asked.company_id, asked.min_price, asked.max_price, asked.condition, asked.in_stock, asked.special_offer,
        asked.min_rating) m
      order by rank desc, m.created_at desc, m.product_id
      limit asked.page_limit offset asked.page_offset
    ) ranked
    join ${catalogListings} l on l.product_id = ranked.product_id
    order by asked.position, ranked.rank desc, ranked.created_at desc, ranked.product_id`);
  const pages: (CardRow & { total: number })[][] = asked.map(() => []);
  for (const { asked: position, ...row } of rowsOf<CardRow & { total: number; asked: number }>(result)) {
    pages[position - 1]?.push(row);
  }
  return pages;
}

/**
 * A search's page with ingredient filters: its first SEARCH_SCAN matches, in the order the search
 * index gives them, the newest `candidates` of those that pass the filters, ranked.
 */
async function relevancePageByIngredients(
  db: Database,
  filter: ListingFilter & { tsquery: string },
  page: { limit: number; offset: number },
  language: string,
  candidates: number,
): Promise<(CardRow & { total: number })[]> {
  // Worked out once: in the plan kept for the connection, the words as a parameter would be parsed
  // again for every candidate ranked (most of the statement's time for 240 of them).
  const query = sql`(select ${tsquery(filter.tsquery)})`;
  const result = await db.execute(sql`
    with matches as materialized (
      select * from catalog_search_candidates(${query}, ${SEARCH_SCAN}, ${filter.categoryId ?? null}::uuid,
        ${filter.subcategoryId ?? null}::uuid, ${filter.companyId ?? null}::uuid, ${filter.minPrice ?? null}::int,
        ${filter.maxPrice ?? null}::int, ${filter.condition ?? null}::text, ${filter.inStock ?? null}::boolean,
        ${filter.specialOffer ?? null}::boolean, ${filter.minRating ?? null}::int)
    ), newest as (
      select * from matches m
      where exists (select 1 from ${catalogListings} f where f.product_id = m.product_id and ${ingredientConditions('f', filter)})
      order by created_at desc, product_id limit ${candidates}
    ), ranked as (
      select product_id, created_at, ts_rank(search_vector, ${query}) as rank, count(*) over () as total
      from newest
      order by rank desc, created_at desc, product_id
      limit ${page.limit} offset ${page.offset}
    )
    select ${cardColumnsOf(language)}, ranked.total::int as "total"
    from ranked join ${catalogListings} l on l.product_id = ranked.product_id
    order by ranked.rank desc, ranked.created_at desc, ranked.product_id`);
  return rowsOf<CardRow & { total: number }>(result);
}

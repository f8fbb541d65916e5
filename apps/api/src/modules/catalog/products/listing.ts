import type { catalogQuerySchema } from '@glowmarket/shared/catalog';
import { MAX_PRICE } from '@glowmarket/shared/catalog';
import { PAGE_SIZE } from '@glowmarket/shared/constants';
import type { FreeFrom } from '@glowmarket/shared/cosmetics';
import type { z } from 'zod';
import type { RequestContext } from '../../../lib/context';
import { createTaggedStore, listTags, type TaggedStore } from '../../../lib/response-cache';
import { highestBaseQuotedAtMost, lowestBaseQuotedAtLeast, money } from '../../../lib/money';
import type { PriceQuote } from '../../pricing';
import * as listings from '../listings.repository';
import { decodeAnchor } from '../page-anchor';
import * as relevance from '../relevance.repository';
import { SearchEngineUnavailable, type SearchEngine, type SearchRequest } from '../search/engine';
import { buildTsQuery, type CloseTerms } from '../search-query';
import { searchWords } from '../search-text';
import type { ProductsServiceDeps } from './deps';
import { ingredientBySlug } from '../ingredients/ingredients.repository';
import { cardOf } from './present';

export type CatalogFilter = z.output<typeof catalogQuerySchema>;
type ListOrder = Exclude<listings.ListingSort, 'relevance'>;

/** Lists count up to this many matches; past it, the total is the planner's estimate ("12,000+"). */
const CATALOG_COUNT_CAP = 1_000;
/**
 * Search ranks its newest this many matches, ten pages, and counts no further: ranking more
 * would cost a broad word more than its page does (docs/decisions/027).
 */
const SEARCH_CANDIDATES = 240;
/** How long an estimated total serves before the planner is asked again. */
const ESTIMATE_TTL_MS = 60_000;
/** How many filters' estimated totals are kept. */
const ESTIMATES_KEPT = 2_000;

/**
 * Large totals by filter, kept for a while: such a total is shown rounded down as an estimate
 * ("12,000+"), so one a minute old serves as well as a new one, and a list costs one statement.
 */
export function createEstimates() {
  const kept = new Map<string, { total: number; until: number }>();
  return {
    /** The kept estimate of a list known to be past the count cap, while it is fresh. */
    known(filter: listings.ListingFilter): number | undefined {
      const entry = kept.get(JSON.stringify(filter));
      return entry && entry.until > Date.now() ? entry.total : undefined;
    },
    async of(filter: listings.ListingFilter, estimate: () => Promise<number>): Promise<number> {
      const key = JSON.stringify(filter);
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) return entry.total;
      const total = await estimate();
      kept.delete(key);
      kept.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
      const oldest = kept.keys().next().value;
      if (kept.size > ESTIMATES_KEPT && oldest !== undefined) kept.delete(oldest);
      return total;
    },
  };
}

/** How many lists' page anchors are kept, and for how long (a write to a list clears its own at once). */
const PAGE_STARTS_KEPT = 500;
const PAGE_STARTS_TTL_MS = 10 * 60_000;
/**
 * A page typed by number this deep starts from the list's page anchors instead of an offset:
 * skipping 5,000 index entries costs about what a page does, and the anchors of a list cost a
 * pass over all of it, which pays only for lists paged that deep.
 */
const DEEP_PAGE = 101;

/**
 * Where every page of a big list starts, by list and order: a page typed by number deep in it is
 * then read by keyset like a linked one. Made in one pass over the list's index when a deep page
 * is first typed, and cleared with the lists' cached answers (products.service.ts), so a page
 * number always names the same rows as an offset would.
 */
export function createPageStarts() {
  return createTaggedStore<string[]>({ maxEntries: PAGE_STARTS_KEPT, ttlMs: PAGE_STARTS_TTL_MS });
}

/** The storefront's lists also keep the estimated totals and the deep pages' anchors between calls. */
export type ListingDeps = ProductsServiceDeps & {
  estimates: ReturnType<typeof createEstimates>;
  pageStarts: TaggedStore<string[]>;
  closeTerms: CloseTerms;
  /** A search engine beside the database (SEARCH_URL), when one is set. */
  searchEngine?: SearchEngine | undefined;
};

/** 12 345 as 12 000: an estimate says no more than it knows. */
function roundedDown(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  return Math.floor(estimate / unit) * unit;
}

/** A price bound as the visitor's currency shows it: as typed when typed in it, else quoted. */
function shownAmount(quote: PriceQuote, base: number, typedIn: PriceQuote, typed: number | undefined) {
  if (typedIn.currency === quote.currency && typed !== undefined) return money(typed, quote.currency);
  const { amount, currency } = quote.price(base);
  return money(amount, currency);
}

interface Found {
  rows: listings.CardRow[];
  total: number;
  estimated: boolean;
  pageAnchors: Record<string, string>;
}

/**
 * Where page `number` of a list starts: after the row its link's anchor names; deep in a list
 * typed by hand, after the row the list's page anchors name; else so many rows in.
 */
async function pageStart(
  deps: ListingDeps,
  ctx: RequestContext,
  filter: listings.ListingFilter,
  sort: ListOrder,
  number: number,
  after: string | undefined,
): Promise<listings.PageStart> {
  const offset = { offset: (number - 1) * PAGE_SIZE };
  if (number === 1) return offset;
  const linked = after === undefined ? undefined : decodeAnchor(after);
  if (linked?.sort === sort) return { after: linked };
  if (number < DEEP_PAGE) return offset;
  const key = `${sort}|${JSON.stringify(filter)}`;
  let starts = deps.pageStarts.get(key);
  if (!starts) {
    starts = await listings.pageAnchorsOf(ctx.db, filter, sort, PAGE_SIZE);
    deps.pageStarts.set(key, starts, listTags(filter));
  }
  const anchor = decodeAnchor(starts[number - 2] ?? '');
  return anchor ? { after: anchor } : offset;
}

/** A page of a list in a fixed order, its total (counted, or estimated past the cap) and its links' anchors. */
async function listPage(
  deps: ListingDeps,
  ctx: RequestContext,
  filter: listings.ListingFilter,
  sort: ListOrder,
  number: number,
  after: string | undefined,
): Promise<Found> {
  const start = await pageStart(deps, ctx, filter, sort, number, after);
  // A list known to be past the cap a moment ago is not counted again: its estimate serves.
  const countCap = deps.estimates.known(filter) === undefined ? CATALOG_COUNT_CAP : undefined;
  const page = await listings.listingPage(ctx.db, filter, sort, { limit: PAGE_SIZE, start }, ctx.language, countCap);
  const pageAnchors: Record<string, string> = {};
  page.following.forEach((anchor, index) => (pageAnchors[number + 1 + index] = anchor));
  page.preceding.forEach((anchor, index) => (pageAnchors[number - 1 - index] = anchor));
  if (page.counted !== undefined && page.counted <= CATALOG_COUNT_CAP) {
    return { rows: page.rows, total: page.counted, estimated: false, pageAnchors };
  }
  // An estimate may fall short of what the pages hold: the next page stays reachable.
  const seen = (number - 1) * PAGE_SIZE + page.rows.length + (page.hasMore ? 1 : 0);
  const estimate = await deps.estimates.of(filter, () => listings.estimateListings(ctx.db, filter));
  const total = Math.max(roundedDown(Math.max(estimate, CATALOG_COUNT_CAP)), seen);
  return { rows: page.rows, total, estimated: true, pageAnchors };
}

/** A page of search results from the engine, its cards read from the listings in the engine's order. */
async function enginePage(engine: SearchEngine, ctx: RequestContext, request: SearchRequest): Promise<Found> {
  const answer = await engine.search(request);
  const cards = new Map(
    (await listings.publicCardsByIds(ctx.db, answer.ids, ctx.language)).map((row) => [row.id, row]),
  );
  const rows = answer.ids.flatMap((id) => cards.get(id) ?? []);
  return { rows, total: answer.total, estimated: answer.estimated, pageAnchors: {} };
}

/** A page of search results by relevance, from PostgreSQL. */
async function relevancePage(
  ctx: RequestContext,
  filter: listings.ListingFilter & { tsquery: string },
  offset: number,
) {
  const page = { limit: PAGE_SIZE, offset };
  const { rows, total } = await relevance.relevancePage(ctx.db, filter, page, ctx.language, SEARCH_CANDIDATES);
  return { rows, total, estimated: total >= SEARCH_CANDIDATES, pageAnchors: {} };
}

/** A slug's ingredient id; a slug the reference list does not know matches no product. */
async function ingredientIdOf(ctx: RequestContext, slug: string | undefined): Promise<string | undefined> {
  if (slug === undefined) return undefined;
  return (await ingredientBySlug(ctx.db, slug))?.id ?? NO_INGREDIENT;
}
const NO_INGREDIENT = '00000000-0000-0000-0000-000000000000';

/** A list's query as the listing filter, its price bounds turned into euros. */
async function filterOf(deps: ListingDeps, ctx: RequestContext, query: CatalogFilter) {
  const [quote, typedIn, containsId, excludesId] = await Promise.all([
    deps.currencies.quoteFor(ctx),
    deps.currencies.quoteFor(ctx, query.priceCurrency ?? 'EUR'),
    ingredientIdOf(ctx, query.contains),
    ingredientIdOf(ctx, query.excludes),
  ]);
  // Bounds typed in a currency select the prices shown in it as at least / at most that amount.
  const minPrice =
    query.minPrice === undefined
      ? undefined
      : lowestBaseQuotedAtLeast(money(query.minPrice, typedIn.currency), typedIn.scaledRate, MAX_PRICE).amount;
  const maxPrice =
    query.maxPrice === undefined
      ? undefined
      : highestBaseQuotedAtMost(money(query.maxPrice, typedIn.currency), typedIn.scaledRate, MAX_PRICE).amount;
  const filter: listings.ListingFilter = {
    categoryId: query.category,
    subcategoryId: query.subcategory,
    companyId: query.company,
    minPrice,
    maxPrice,
    condition: query.condition,
    inStock: query.inStock,
    specialOffer: query.specialOffer,
    minRating: query.minRating === undefined ? undefined : query.minRating * 100,
    freeFrom: query.freeFrom,
    containsId,
    // A product cannot hold an ingredient the list does not know: nothing to leave out.
    excludesId: excludesId === NO_INGREDIENT ? undefined : excludesId,
  };
  return { filter, quote, typedIn, minPrice, maxPrice };
}

/** The storefront's search and filtered lists, a page at a time, priced in the visitor's currency. */
export async function listCatalog(deps: ListingDeps, ctx: RequestContext, query: CatalogFilter) {
  // The engine holds no ingredient lists: those filters are answered by PostgreSQL.
  const byIngredients = Boolean(query.freeFrom?.length || query.contains || query.excludes);
  const engine = query.q && searchWords(query.q).length > 0 && !byIngredients ? deps.searchEngine : undefined;
  const [tsquery, { filter, quote, typedIn, minPrice, maxPrice }] = await Promise.all([
    engine ? undefined : buildTsQuery(ctx.db, deps, query.q),
    filterOf(deps, ctx, query),
  ]);
  const offset = (query.page - 1) * PAGE_SIZE;
  const found = await (async (): Promise<Found> => {
    if (engine && query.q) {
      const sort = query.sort ?? 'relevance';
      try {
        return await enginePage(engine, ctx, { text: query.q, filter, sort, offset, limit: PAGE_SIZE });
      } catch (error) {
        // The engine is away: PostgreSQL answers, a little slower. Any other error is a fault to see.
        if (!(error instanceof SearchEngineUnavailable)) throw error;
        ctx.log.warn({ err: error }, 'the search engine did not answer: searching in the database');
        return searchInDatabase(deps, ctx, { ...filter, tsquery: await buildTsQuery(ctx.db, deps, query.q) }, query);
      }
    }
    return searchInDatabase(deps, ctx, { ...filter, tsquery }, query);
  })();
  return {
    items: found.rows.map((row) => cardOf(deps.storage, row, quote)),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: found.total,
    totalIsEstimate: found.estimated,
    priceBounds: {
      min: minPrice === undefined ? null : shownAmount(quote, minPrice, typedIn, query.minPrice),
      max: maxPrice === undefined ? null : shownAmount(quote, maxPrice, typedIn, query.maxPrice),
    },
    pageAnchors: found.pageAnchors,
  };
}

/**
 * How many products each free-from filter would leave in this list, with its other filters:
 * counted as far as the list's own total is (CATALOG_COUNT_CAP; a search's, its candidates).
 */
export async function catalogFacets(deps: ListingDeps, ctx: RequestContext, query: CatalogFilter) {
  const [tsquery, { filter }] = await Promise.all([buildTsQuery(ctx.db, deps, query.q), filterOf(deps, ctx, query)]);
  const cap = tsquery ? SEARCH_CANDIDATES : CATALOG_COUNT_CAP;
  const counts = await listings.freeFromCounts(ctx.db, { ...filter, tsquery }, cap);
  const capped = Object.values(counts).some((count) => count > cap);
  return {
    freeFrom: Object.fromEntries(Object.entries(counts).map(([group, count]) => [group, Math.min(count, cap)])),
    capped,
  } as { freeFrom: Record<FreeFrom, number>; capped: boolean };
}

/** A list or a search answered by PostgreSQL alone. */
function searchInDatabase(
  deps: ListingDeps,
  ctx: RequestContext,
  filter: listings.ListingFilter,
  query: CatalogFilter,
) {
  const sort = query.sort ?? (filter.tsquery ? 'relevance' : 'newest');
  if (sort === 'relevance' && filter.tsquery) {
    return relevancePage(ctx, { ...filter, tsquery: filter.tsquery }, (query.page - 1) * PAGE_SIZE);
  }
  return listPage(deps, ctx, filter, sort === 'relevance' ? 'newest' : sort, query.page, query.after);
}

/**
 * For the cart: each product's card in the caller's language and currency, its euro price,
 * what is in stock and whether it is still sold. Unknown ids are left out.
 */
export async function cardsForCart(deps: ProductsServiceDeps, ctx: RequestContext, ids: string[]) {
  const quote = await deps.currencies.quoteFor(ctx);
  const rows = await listings.saleCardsByIds(ctx.db, ids, ctx.language);
  return rows.map((row) => ({
    card: cardOf(deps.storage, row, quote),
    basePrice: row.basePrice,
    stock: row.stock,
    purchasable: row.purchasable,
    /** Working days until the seller sends it: its "Ships in N days". */
    dispatchDays: row.dispatchDays,
    quote,
  }));
}
